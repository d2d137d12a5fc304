// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  type AgentRef,
  type SimulationExpect,
  apiPaths,
  errorTexts,
  validationItemSchema,
  simulationErrorTexts,
} from '../../contract';
import { emulatorRoutes } from '../../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf } = emulatorRoutes();
const items = z.array(validationItemSchema);
const control = (body: Record<string, unknown>) => call('/__emulator/simulation', { method: 'POST', body });
const none: SimulationExpect = { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null };
const testBody = (name: string, expect: Partial<typeof none>, extra: Record<string, unknown> = {}) => ({
  name,
  simulation_profile_id: 1,
  voice_clip_set_id: null,
  source_call_id: null,
  expect: { ...none, ...expect },
  ...extra,
});

describe("B.10's refusals", () => {
  const validation = async (res: Response) => items.parse(await detailOf(res)).map((i) => i.loc.join('.'));

  it('validation arrays: no tests, repeats out of range, no expectation', async () => {
    const runs = apiPaths.simulationRuns(A1);
    const post = (path: string, body: unknown) => call(path, { method: 'POST', body });
    const noTests = await post(runs, { test_ids: [], repeats: 1, baseline_run_id: null, note: '' });
    expect([noTests.status, await validation(noTests)]).toEqual([422, ['body.test_ids']]);
    const six = await post(runs, { test_ids: [1], repeats: 6, baseline_run_id: null, note: '' });
    expect(await validation(six)).toEqual(['body.repeats']);
    const nothing = await post(apiPaths.simulationTests(A1), testBody('Nothing', {}));
    expect([nothing.status, await validation(nothing)]).toEqual([422, ['body.expect']]);
  });

  it.each([
    [
      'a taken name',
      testBody('Duplicate charge refund', { labels_present: [3] }),
      simulationErrorTexts.simulationTestNameTaken('Duplicate charge refund'),
    ],
    [
      'a missing profile',
      testBody('X', { labels_present: [3] }, { simulation_profile_id: 77 }),
      errorTexts.profileNotFound(77),
    ],
    [
      'a missing clip set',
      testBody('X', { labels_present: [3] }, { voice_clip_set_id: 77 }),
      errorTexts.clipSetNotFound(77),
    ],
    ['a missing rule', testBody('X', { labels_absent: [77] }), errorTexts.ruleNotFound(77)],
    ['a missing intent', testBody('X', { call_intent_id: 77 }), errorTexts.intentNotFound(77, 1)],
  ])('a test with %s', async (_what, body, text) => {
    const res = await call(apiPaths.simulationTests(A1), { method: 'POST', body });
    expect(await detailOf(res)).toBe(text);
  });

  it('missing tests and runs', async () => {
    const put = await call(apiPaths.simulationTest(A1, 77), {
      method: 'PUT',
      body: testBody('X', { labels_present: [3] }),
    });
    expect(await detailOf(put)).toBe(simulationErrorTexts.simulationTestNotFound(77));
    const run = await call(apiPaths.simulationRuns(A1), {
      method: 'POST',
      body: { test_ids: [1, 77], repeats: 1, baseline_run_id: null, note: '' },
    });
    expect(await detailOf(run)).toBe(simulationErrorTexts.simulationTestNotFound(77));
    const baseline = await call(apiPaths.simulationRuns(A1), {
      method: 'POST',
      body: { test_ids: [1], repeats: 1, baseline_run_id: 77, note: '' },
    });
    expect(await detailOf(baseline)).toBe(simulationErrorTexts.simulationRunNotFound(77));
    expect(await detailOf(await call(apiPaths.simulationRun(A1, 77)))).toBe(
      simulationErrorTexts.simulationRunNotFound(77),
    );
  });

  it('a server without B.10 answers Not Found', async () => {
    await control({ offered: false });
    const res = await call(apiPaths.simulationTests(A1));
    expect([res.status, await detailOf(res)]).toEqual([404, 'Not Found']);
  });
});
