import type {
  SimulationResult,
  SimulationRunCounts,
  SimulationRunSummary,
  SimulationTest,
} from '../../contract/index.ts';
import type { AgentRecord } from '../seed-types.ts';
import type { SimulatedCall } from './simulate.ts';

/** A result as planned when its run starts: shown once the run's clock reaches `at` (in steps). */
export type PlannedResult = { at: number; result: SimulationResult; call: SimulatedCall | null };

/**
 * A run as the emulator keeps it. Its outcome is worked out when it starts (from the settings as
 * they stand then) and revealed step by step: `results` holds what has been shown so far.
 */
export type StoredRun = SimulationRunSummary & {
  results: SimulationResult[];
  /** When the run was made, in ms since the epoch; its steps are counted from here. */
  createdMs: number;
  /** In steps: when the run leaves the queue. */
  startStep: number;
  plan: PlannedResult[];
  /** Set when no test could be simulated: the run fails once it leaves the queue. */
  failWith: string | null;
};

/** One agent's simulation: its tests, its runs (oldest first), and the simulated calls shown so far. */
export type SimulationState = { tests: SimulationTest[]; runs: StoredRun[]; calls: Map<number, SimulatedCall> };

/** A step's length unless told otherwise: results arrive every 300 to 800 ms. */
export const STEP_MS = 500;

const byAgent = new WeakMap<AgentRecord, SimulationState>();

/** Simulated call ids start here, clear of the seeded calls'. */
export const SIMULATED_CALL_ID_FROM = 9_000_001;

/** An agent's simulation as it stands, unseeded (./access.ts lays the demo's on first use). */
export function stateOf(agent: AgentRecord): SimulationState {
  let state = byAgent.get(agent);
  if (!state) {
    state = { tests: [], runs: [], calls: new Map() };
    byAgent.set(agent, state);
  }
  return state;
}

export function countsOf(results: readonly SimulationResult[], planned: number): SimulationRunCounts {
  const count = (status: string) => results.filter((r) => r.status === status).length;
  const passed = count('passed');
  const failed = count('failed');
  const errored = count('error');
  return { passed, failed, errored, pending: planned - passed - failed - errored };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Brings a run up to `now`: leaves the queue, shows each result whose step has come (and its
 * simulated call), completes or fails. A run read at any moment is as far as its clock says.
 */
export function settleRun(state: SimulationState, run: StoredRun, stepMs: number, now: number): void {
  if (run.status !== 'queued' && run.status !== 'running') return;
  const stepAt = (step: number) => run.createdMs + step * stepMs;
  if (now < stepAt(run.startStep)) return;
  if (run.status === 'queued') {
    run.status = 'running';
    run.started_at = iso(stepAt(run.startStep));
  }
  if (run.failWith !== null) {
    run.results = run.plan.map((p) => p.result);
    run.status = 'failed';
    run.failure_reason = run.failWith;
    run.finished_at = run.started_at;
  } else {
    run.results = run.plan.map((p) => {
      if (now < stepAt(p.at)) return pendingOf(p.result);
      if (p.call) state.calls.set(p.call.call.id, p.call);
      return p.result;
    });
    const last = run.plan.reduce((m, p) => Math.max(m, p.at), run.startStep);
    if (now >= stepAt(last)) {
      run.status = 'completed';
      run.finished_at = iso(stepAt(last));
    }
  }
  run.counts = countsOf(run.results, run.plan.length);
}

export const pendingOf = (r: SimulationResult): SimulationResult => ({
  test_id: r.test_id,
  repeat: r.repeat,
  status: 'pending',
  call_id: null,
  median_response_ms: null,
  checks: [],
  error: null,
});

/** A run as the service answers it: without the emulator's own bookkeeping. */
export function present(run: StoredRun, withResults: boolean) {
  const { createdMs: _c, startStep: _s, plan: _p, failWith: _f, results, ...rest } = run;
  return withResults ? { ...rest, results } : rest;
}
