import type { SimulationResult, SimulationTest } from '../../contract/index.ts';
import { prng } from '../seed-calls.ts';
import type { AgentRecord } from '../seed-types.ts';
import { callerScript } from './caller.ts';
import type { SettingsSnapshot } from './settings-as-of.ts';
import { simulateCall } from './simulate.ts';
import { type PlannedResult, STEP_MS, type StoredRun, countsOf, pendingOf } from './state.ts';

export type NewRun = {
  id: number;
  testIds: readonly number[];
  repeats: number;
  baselineRunId: number | null;
  note: string;
  createdBy: string | null;
  /** When the run is made and reads the settings, ms since the epoch. */
  now: number;
  settings: SettingsSnapshot;
  /** Gives each simulated call its id. */
  nextCallId: () => number;
};

const errorResult = (testId: number, repeat: number, error: string): SimulationResult => ({
  test_id: testId,
  repeat,
  status: 'error',
  call_id: null,
  median_response_ms: null,
  checks: [],
  error,
});

/**
 * A new run, `queued`: every test simulated `repeats` times against `settings` (the agent's
 * settings as the run reads them), each result due a step of 0.6 to 1.6 after the one before.
 * A test that cannot be simulated (its profile or clip set gone) is an `error` result; a run
 * none of whose tests can be simulated fails, saying why.
 */
export function planRun(agent: AgentRecord, tests: readonly SimulationTest[], run: NewRun): StoredRun {
  const rnd = prng(run.id * 2_654_435 + 17);
  const plan: PlannedResult[] = [];
  let step = 0.8 + rnd() * 0.6;
  const startStep = step;
  for (const testId of run.testIds) {
    const test = tests.find((t) => t.id === testId);
    for (let repeat = 1; repeat <= run.repeats; repeat++) {
      step += 0.6 + rnd();
      const script = test
        ? callerScript(agent, run.settings, {
            simulation_profile_id: test.simulation_profile_id ?? null,
            voice_clip_set_id: test.voice_clip_set_id ?? null,
          })
        : { error: `Simulation test with ID ${testId} not found` };
      if ('error' in script || !test) {
        plan.push({ at: step, result: errorResult(testId, repeat, 'error' in script ? script.error : ''), call: null });
        continue;
      }
      const simulated = simulateCall({
        testId,
        repeat,
        runId: run.id,
        callId: run.nextCallId(),
        startedAt: new Date(run.now + step * STEP_MS).toISOString(),
        lines: script.lines,
        settings: run.settings,
        expect: test.expect,
      });
      plan.push({ at: step, result: simulated.result, call: simulated.call });
    }
  }
  const errors = plan.filter((p) => p.result.status === 'error');
  const failWith =
    plan.length > 0 && errors.length === plan.length
      ? `None of the run's tests could be simulated: ${errors[0]?.result.error ?? 'unknown reason'}`
      : null;
  const createdAt = new Date(run.now).toISOString();
  const results = plan.map((p) => pendingOf(p.result));
  return {
    id: run.id,
    status: 'queued',
    created_at: createdAt,
    started_at: null,
    finished_at: null,
    created_by: run.createdBy,
    test_ids: [...run.testIds],
    repeats: run.repeats,
    baseline_run_id: run.baselineRunId,
    note: run.note,
    settings_as_of: createdAt,
    counts: countsOf(results, plan.length),
    failure_reason: null,
    results,
    createdMs: run.now,
    startStep,
    plan,
    failWith,
  };
}
