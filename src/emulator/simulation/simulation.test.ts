// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  type AgentRef,
  type SimulationExpect,
  apiPaths,
  callDetailSchema,
  callListSchema,
  settingsChangeListSchema,
  simulationRunListSchema,
  simulationRunSchema,
  simulationTestListSchema,
  simulationTestSchema,
  simulationErrorTexts,
} from '../../contract';
import { emulatorRoutes } from '../../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf } = emulatorRoutes();

const control = (body: Record<string, unknown>) => call('/__emulator/simulation', { method: 'POST', body });
const readRun = async (id: number) =>
  simulationRunSchema.parse(await (await call(apiPaths.simulationRun(A1, id))).json());
const startRun = async (testIds: number[], repeats = 1, baseline: number | null = null) => {
  const res = await call(apiPaths.simulationRuns(A1), {
    method: 'POST',
    body: { test_ids: testIds, repeats, baseline_run_id: baseline, note: '' },
  });
  expect(res.status).toBe(201);
  return simulationRunSchema.parse(await res.json());
};
/** A run made and read once it is over (steps of 0 ms). */
const runToEnd = async (testIds: number[], repeats = 1) => {
  await control({ stepMs: 0 });
  return readRun((await startRun(testIds, repeats)).id);
};
const createTest = async (body: Record<string, unknown>) => {
  const res = await call(apiPaths.simulationTests(A1), { method: 'POST', body });
  expect(res.status, await res.clone().text()).toBe(201);
  return simulationTestSchema.parse(await res.json());
};
const none: SimulationExpect = { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null };
const testBody = (name: string, expect: Partial<typeof none>, extra: Record<string, unknown> = {}) => ({
  name,
  simulation_profile_id: 1,
  voice_clip_set_id: null,
  source_call_id: null,
  expect: { ...none, ...expect },
  ...extra,
});
const checkOf = (run: z.infer<typeof simulationRunSchema>, kind: string) =>
  run.results.flatMap((r) => r.checks).find((c) => c.kind === kind);

afterEach(() => vi.useRealTimers());

describe('the seeded simulation (Support line)', () => {
  it('has four tests by name and two completed runs, the second regressed by the detection switch between them', async () => {
    const tests = simulationTestListSchema.parse(await (await call(apiPaths.simulationTests(A1))).json());
    expect(tests.items.map((t) => t.name)).toEqual([
      'Duplicate charge refund',
      'Refund asked, answered quickly',
      'Reschedule an appointment',
      'Router fault, elderly caller',
    ]);
    const runs = simulationRunListSchema.parse(await (await call(apiPaths.simulationRuns(A1))).json());
    expect(runs.items.map((r) => [r.id, r.status, r.baseline_run_id])).toEqual([
      [2, 'completed', 1],
      [1, 'completed', null],
    ]);
    expect(runs.items[0]).not.toHaveProperty('results');
    const [first, second] = [await readRun(1), await readRun(2)];
    const intentOf = (run: typeof first, testId: number) =>
      run.results.find((r) => r.test_id === testId)?.checks.find((c) => c.kind === 'intent');
    expect(intentOf(first, 1)).toMatchObject({ expected: 1, actual: 1, passed: true });
    expect(intentOf(second, 1)).toMatchObject({ expected: 1, actual: null, passed: false });
    const query = `?started_after=${first.settings_as_of ?? ''}&started_before=${second.settings_as_of ?? ''}`;
    const between = settingsChangeListSchema.parse(
      await (await call(`${apiPaths.settingsChanges(A1)}${query}`)).json(),
    );
    expect(between.items.map((c) => [c.resource, c.before, c.after])).toEqual([
      ['intent_detection', { enabled: true }, { enabled: false }],
    ]);
  });
  it('reads the settings as they stood then, whatever changed before the simulation was first used', async () => {
    await call(apiPaths.intentDetection(A1), { method: 'PUT', body: { enabled: false } });
    expect((await call(apiPaths.rule(A1, 3), { method: 'DELETE' })).ok).toBe(true);
    const first = await readRun(1);
    expect(first.results.map((r) => r.status)).toEqual(['passed', 'passed', 'passed', 'passed', 'failed', 'failed']);
    expect(first.results[0]?.checks.map((c) => [c.kind, c.actual])).toEqual([
      ['intent', 1],
      ['label_present', true],
      ['label_absent', false],
    ]);
  });
});

describe('a run answers from the settings as they stand when it starts', () => {
  it('a rule deleted between two runs turns its label check from passed to failed', async () => {
    const test = await createTest(testBody('Refund', { labels_present: [3] }));
    const before = await runToEnd([test.id]);
    expect(checkOf(before, 'label_present')).toMatchObject({ ref: 3, expected: true, actual: true, passed: true });
    expect((await call(apiPaths.rule(A1, 3), { method: 'DELETE' })).ok).toBe(true);
    const after = await runToEnd([test.id]);
    expect(checkOf(after, 'label_present')).toMatchObject({ ref: 3, expected: true, actual: false, passed: false });
    expect(after.results[0]?.status).toBe('failed');
  });

  it('intent detection switched off leaves every call unclassified', async () => {
    const test = await createTest(testBody('Billing', { call_intent_id: 1 }));
    expect(checkOf(await runToEnd([test.id]), 'intent')).toMatchObject({ actual: 1, passed: true });
    await call(apiPaths.intentDetection(A1), { method: 'PUT', body: { enabled: false } });
    expect(checkOf(await runToEnd([test.id]), 'intent')).toMatchObject({ expected: 1, actual: null, passed: false });
  });

  it("an intent reworded away from the caller's words no longer wins the call", async () => {
    const test = await createTest(testBody('Billing', { call_intent_id: 1 }));
    expect(checkOf(await runToEnd([test.id]), 'intent')?.passed).toBe(true);
    await call(apiPaths.intent(A1, 1), {
      method: 'PUT',
      body: { label: 'Billing question', description: 'The caller asks where to park at the office.' },
    });
    expect(checkOf(await runToEnd([test.id]), 'intent')).toMatchObject({ expected: 1, passed: false });
  });

  it("each result's simulated call has a transcript, a recording and timing, and stays out of the calls list", async () => {
    const listed = async () => callListSchema.parse(await (await call(apiPaths.calls(A1))).json()).total;
    const total = await listed();
    const run = await runToEnd([1], 2);
    expect(run.results.map((r) => [r.test_id, r.repeat])).toEqual([
      [1, 1],
      [1, 2],
    ]);
    const callId = run.results[0]?.call_id ?? 0;
    const detail = callDetailSchema.parse(await (await call(apiPaths.call(A1, callId))).json());
    expect(detail).toMatchObject({ simulated: true, simulation_run_id: run.id });
    // The caller's turns are the clip set's reference transcripts.
    expect(detail.transcript?.filter((t) => t.speaker === 'caller').map((t) => t.text)).toContain(
      "Right, that's what I saw. Can I get the second one refunded?",
    );
    expect(run.results[0]?.median_response_ms).toBeGreaterThan(0);
    const recording = await call(apiPaths.callRecording(A1, callId));
    expect(recording.headers.get('Content-Type')).toBe('audio/wav');
    expect((await recording.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(await listed()).toBe(total);
    expect((await call(apiPaths.call(A1, 1060))).status).toBe(200);
  });
});

describe('a run progresses in the background', () => {
  it('queued, then running with results arriving one by one, then completed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T09:00:00Z'));
    const started = await startRun([1, 2], 2);
    expect(started.status).toBe('queued');
    expect(started.counts).toEqual({ passed: 0, failed: 0, errored: 0, pending: 4 });
    expect(started.settings_as_of).toBe('2026-11-21T09:00:00.000Z');
    const done = (run: typeof started) => run.results.filter((r) => r.status !== 'pending').length;
    const seen: string[] = [];
    let run = started;
    for (let i = 0; i < 40 && run.status !== 'completed'; i++) {
      vi.advanceTimersByTime(200);
      run = await readRun(started.id);
      seen.push(`${run.status}:${done(run)}`);
    }
    expect(seen[0]).toBe('queued:0');
    expect(seen).toContain('running:1');
    expect(seen).toContain('running:3');
    expect(run.status).toBe('completed');
    expect(done(run)).toBe(4);
    expect(Date.parse(run.finished_at ?? '')).toBeGreaterThan(Date.parse(run.started_at ?? ''));
  });

  it('cancelling keeps the results so far and leaves the rest pending; a finished run says so', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-21T09:00:00Z'));
    const started = await startRun([1, 2, 4], 1);
    vi.advanceTimersByTime(1500);
    const res = await call(apiPaths.simulationRunCancel(A1, started.id), { method: 'POST' });
    const cancelled = simulationRunSchema.parse(await res.json());
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.counts?.pending).toBeGreaterThan(0);
    expect(cancelled.results.filter((r) => r.status !== 'pending').length).toBeGreaterThan(0);
    vi.advanceTimersByTime(60_000);
    expect((await readRun(started.id)).results).toEqual(cancelled.results);
    const again = await call(apiPaths.simulationRunCancel(A1, started.id), { method: 'POST' });
    expect(await detailOf(again)).toBe(simulationErrorTexts.simulationRunFinished(started.id));
    const seeded = await call(apiPaths.simulationRunCancel(A1, 1), { method: 'POST' });
    expect(await detailOf(seeded)).toBe('Simulation run 1 has already finished');
  });

  it('fails, saying why, when none of its tests can be simulated', async () => {
    // Clip set 2 failed when it was cut: it has no caller turns to replay.
    const test = await createTest(testBody('Replay', { labels_absent: [1] }, { voice_clip_set_id: 2 }));
    const run = await runToEnd([test.id]);
    expect(run.status).toBe('failed');
    expect(run.failure_reason).toMatch(/^None of the run's tests could be simulated: Voice clip set 2 has no clips/);
    expect(run.results[0]).toMatchObject({ status: 'error', call_id: null });
  });

  it('keeps the results of a test deleted since', async () => {
    const test = await createTest(testBody('Short-lived', { labels_present: [3] }));
    const run = await runToEnd([test.id]);
    await call(apiPaths.simulationTest(A1, test.id), { method: 'DELETE' });
    expect((await readRun(run.id)).results.map((r) => [r.test_id, r.status])).toEqual([[test.id, 'passed']]);
  });
});
