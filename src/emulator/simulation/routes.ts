import type { Context, Hono } from 'hono';
import {
  type SimulationTest,
  type SimulationTestBody,
  SIMULATION_TESTS_PAGE_MAX,
  errorTexts,
  isRunFinished,
  simulationRunCreateBodySchema,
  simulationTestBodySchema,
  simulationErrorTexts,
} from '../../contract/index.ts';
import { actorOf } from '../auth.ts';
import { EmuError, parseIntParam, readBody } from '../errors.ts';
import { type AgentCtx, type AppEnv, type Router, json, noContent } from '../router.ts';
import type { AgentRecord, Store } from '../seed-types.ts';
import { planRun } from './runs.ts';
import { settingsNow } from './settings-as-of.ts';
import { serveSimulatedCalls } from './simulated-calls.ts';
import { controlOf, simulationOf } from './access.ts';
import { present, settleRun } from './state.ts';

/** `limit` (1 to `max`, default 50) and `offset` of a list, with FastAPI's failures. */
function paging(c: Context, max: number): { limit: number; offset: number } {
  const limitRaw = c.req.query('limit');
  const offsetRaw = c.req.query('offset');
  const limit = limitRaw === undefined ? 50 : parseIntParam(limitRaw, ['query', 'limit']);
  const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
  if (limit < 1) {
    throw new EmuError(422, [
      {
        type: 'greater_than_equal',
        loc: ['query', 'limit'],
        msg: 'Input should be greater than or equal to 1',
        input: limitRaw,
        ctx: { ge: 1 },
      },
    ]);
  }
  if (limit > max) {
    throw new EmuError(422, [
      {
        type: 'less_than_equal',
        loc: ['query', 'limit'],
        msg: `Input should be less than or equal to ${max}`,
        input: limitRaw,
        ctx: { le: max },
      },
    ]);
  }
  return { limit, offset: Math.max(0, offset) };
}

/** Every record a test names must be the agent's (B.10's errors), and its name free. */
function checkTestBody(store: Store, agent: AgentRecord, body: SimulationTestBody, exceptId?: number): void {
  if (!agent.profiles.some((p) => p.id === body.simulation_profile_id)) {
    throw new EmuError(404, errorTexts.profileNotFound(body.simulation_profile_id));
  }
  if (body.voice_clip_set_id !== null && !agent.clipSets.some((s) => s.id === body.voice_clip_set_id)) {
    throw new EmuError(404, errorTexts.clipSetNotFound(body.voice_clip_set_id));
  }
  if (body.source_call_id !== null && !agent.calls.some((c) => c.id === body.source_call_id)) {
    throw new EmuError(404, errorTexts.callNotFound(body.source_call_id));
  }
  const intentId = body.expect.call_intent_id;
  if (intentId !== null && !agent.intents.some((i) => i.id === intentId)) {
    throw new EmuError(404, errorTexts.intentNotFound(intentId, agent.id));
  }
  for (const ruleId of [...body.expect.labels_present, ...body.expect.labels_absent]) {
    if (!agent.rules.some((r) => r.id === ruleId)) throw new EmuError(404, errorTexts.ruleNotFound(ruleId));
  }
  const tests = simulationOf(store, agent).tests;
  if (tests.some((t) => t.name === body.name && t.id !== exceptId)) {
    throw new EmuError(409, simulationErrorTexts.simulationTestNameTaken(body.name));
  }
}

const byName = (a: SimulationTest, b: SimulationTest) => (a.name ?? '').localeCompare(b.name ?? '') || a.id - b.id;

/**
 * B.10: simulation tests and runs, and the simulated calls' pages. `now` is the emulator's
 * clock (tests move it); a run's progress is read from it at each request, so no timer outlives
 * a test or a reset, and a run goes on while nobody looks.
 */
export function registerSimulation(r: Router, app: Hono<AppEnv>, store: () => Store, now = () => Date.now()): void {
  serveSimulatedCalls(app, store, now);
  const route = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    handler: (x: AgentCtx) => Response | Promise<Response>,
  ) =>
    r.agent(method, path, (x) => {
      if (!controlOf(x.store).offered) throw new EmuError(404, errorTexts.routeNotFound);
      return handler(x);
    });
  const settled = (x: AgentCtx) => {
    const state = simulationOf(x.store, x.agent);
    const { stepMs } = controlOf(x.store);
    for (const run of state.runs) settleRun(state, run, stepMs, now());
    return state;
  };
  const findRun = (x: AgentCtx) => {
    const id = x.intParam('runId', 'run_id');
    const run = settled(x).runs.find((r) => r.id === id);
    if (!run) throw new EmuError(404, simulationErrorTexts.simulationRunNotFound(id));
    return run;
  };

  route('GET', '/simulation-tests', ({ c, store, agent }) => {
    const { limit, offset } = paging(c, SIMULATION_TESTS_PAGE_MAX);
    const tests = [...simulationOf(store, agent).tests].sort(byName);
    return json({ items: tests.slice(offset, offset + limit), total: tests.length });
  });

  route('POST', '/simulation-tests', async ({ c, store, agent }) => {
    const body = await readBody(c, simulationTestBodySchema);
    checkTestBody(store, agent, body);
    const at = new Date(now()).toISOString();
    const test: SimulationTest = { id: controlOf(store).next.test++, ...body, created_at: at, updated_at: at };
    simulationOf(store, agent).tests.push(test);
    return json(test, 201);
  });

  route('PUT', '/simulation-tests/:testId', async ({ c, store, agent, intParam }) => {
    const id = intParam('testId', 'test_id');
    const body = await readBody(c, simulationTestBodySchema);
    const test = simulationOf(store, agent).tests.find((t) => t.id === id);
    if (!test) throw new EmuError(404, simulationErrorTexts.simulationTestNotFound(id));
    checkTestBody(store, agent, body, id);
    Object.assign(test, body, { updated_at: new Date(now()).toISOString() });
    return json(test);
  });

  route('DELETE', '/simulation-tests/:testId', ({ store, agent, intParam }) => {
    const id = intParam('testId', 'test_id');
    const state = simulationOf(store, agent);
    const at = state.tests.findIndex((t) => t.id === id);
    if (at < 0) throw new EmuError(404, simulationErrorTexts.simulationTestNotFound(id));
    state.tests.splice(at, 1);
    return noContent();
  });

  route('POST', '/simulation-runs', async (x) => {
    const body = await readBody(x.c, simulationRunCreateBodySchema);
    const state = settled(x);
    if (body.baseline_run_id !== null && !state.runs.some((r) => r.id === body.baseline_run_id)) {
      throw new EmuError(404, simulationErrorTexts.simulationRunNotFound(body.baseline_run_id));
    }
    const testIds = [...new Set(body.test_ids)];
    const missing = testIds.find((id) => !state.tests.some((t) => t.id === id));
    if (missing !== undefined) throw new EmuError(404, simulationErrorTexts.simulationTestNotFound(missing));
    const control = controlOf(x.store);
    const run = planRun(x.agent, state.tests, {
      id: control.next.run++,
      testIds,
      repeats: body.repeats,
      baselineRunId: body.baseline_run_id,
      note: body.note,
      createdBy: actorOf(x.c),
      now: now(),
      settings: settingsNow(x.agent),
      nextCallId: () => control.next.call++,
    });
    state.runs.push(run);
    return json(present(run, true), 201);
  });

  route('GET', '/simulation-runs', (x) => {
    const { limit, offset } = paging(x.c, SIMULATION_TESTS_PAGE_MAX);
    const runs = [...settled(x).runs].sort((a, b) => b.createdMs - a.createdMs || b.id - a.id);
    return json({ items: runs.slice(offset, offset + limit).map((run) => present(run, false)), total: runs.length });
  });

  route('GET', '/simulation-runs/:runId', (x) => json(present(findRun(x), true)));

  route('POST', '/simulation-runs/:runId/cancel', (x) => {
    const run = findRun(x);
    if (isRunFinished(run.status)) throw new EmuError(409, simulationErrorTexts.simulationRunFinished(run.id));
    run.status = 'cancelled';
    run.finished_at = new Date(now()).toISOString();
    return json(present(run, true));
  });
}
