import type { SimulationResult, SimulationRun, SimulationRunSummary } from '../contract';

// A simulation run's status and counts in words (B.10), for the run pages and the agent's summaries.

const RUN_STATUS_WORDS = new Map([
  ['queued', 'Queued'],
  ['running', 'Running'],
  ['completed', 'Completed'],
  ['cancelled', 'Cancelled'],
  ['failed', 'Failed'],
]);

/** A run's status as a person reads it; a status B.10 does not name is shown as it is. */
export const runStatusText = (status: string | null | undefined): string =>
  status ? (RUN_STATUS_WORDS.get(status) ?? status) : 'Unknown';

export type RunCounts = {
  passed: number;
  failed: number;
  errored: number;
  /** Results planned: every test times its repeats. */
  total: number;
  /** Results finished so far (passed, failed or errors). */
  done: number;
  /** The service gave no counts: they are counted here from the results. */
  counted: boolean;
};

/** How many results a run plans: its results where it has them, else its tests times its repeats. */
const plannedOf = (run: SimulationRunSummary & { results?: readonly SimulationResult[] }): number =>
  run.results && run.results.length > 0 ? run.results.length : new Set(run.test_ids).size * (run.repeats ?? 1);

/**
 * A run's counts: the service's where it gives them, else counted from the results (and said so);
 * null for a list's run without counts (it has no results to count).
 */
export function runCounts(run: SimulationRunSummary & { results?: SimulationRun['results'] }): RunCounts | null {
  const total = plannedOf(run);
  const c = run.counts;
  if (c && typeof c.passed === 'number' && typeof c.failed === 'number' && typeof c.errored === 'number') {
    const done = c.passed + c.failed + c.errored;
    const all = typeof c.pending === 'number' ? done + c.pending : Math.max(total, done);
    return { passed: c.passed, failed: c.failed, errored: c.errored, total: all, done, counted: false };
  }
  if (!run.results) return null;
  const count = (s: string) => run.results?.filter((r) => r.status === s).length ?? 0;
  const passed = count('passed');
  const failed = count('failed');
  const errored = count('error');
  return { passed, failed, errored, total, done: passed + failed + errored, counted: true };
}

/** "2 passed, 1 failed, 0 errors of 6". */
export const countsText = (c: RunCounts): string =>
  `${c.passed} passed, ${c.failed} failed, ${c.errored} ${c.errored === 1 ? 'error' : 'errors'} of ${c.total}`;
