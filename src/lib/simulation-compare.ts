import type { SimulationCheck, SimulationResult, SimulationRun } from '../contract';

/**
 * A run compared with its baseline, test by test (UI.md): each test's change is the first that
 * applies of New, Regressed, Fixed, Flaky, Still failing, Still passing; regressions come first.
 * Only finished repeats count (passed, failed, or error, which fails); a test with none yet in
 * this run is still pending and not compared.
 */
export const CHANGE_KINDS = ['New', 'Regressed', 'Fixed', 'Flaky', 'Still failing', 'Still passing'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What one check did in a run: passed in every finished repeat or not, and what happened where it failed. */
export type CheckOutcome = {
  passed: boolean;
  expected: SimulationCheck['expected'];
  actual: SimulationCheck['actual'];
};

export type CheckChange = {
  kind: string;
  ref: number | null;
  /** In the baseline and in this run. */
  before: CheckOutcome;
  after: CheckOutcome;
};

export type TestChange = { testId: number; change: ChangeKind; checks: CheckChange[] };

/** Why the comparison covers only part of the run, for the page to say so. */
export type PartialReason =
  | { kind: 'baseline-unfinished'; status: string }
  | { kind: 'different-tests'; shared: number; onlyInRun: number[]; onlyInBaseline: number[] };

export type Comparison = {
  rows: TestChange[];
  /** Tests of this run without a finished repeat yet. */
  pending: number[];
  /** Tests in the baseline's list that it never finished: nothing to compare them with. */
  noBaselineResult: number[];
  partial: PartialReason[];
};

type RunLike = Pick<SimulationRun, 'status' | 'test_ids' | 'results'>;

const FINISHED = new Set(['passed', 'failed', 'error']);

function finishedByTest(run: RunLike): Map<number, SimulationResult[]> {
  const map = new Map<number, SimulationResult[]>();
  for (const r of run.results) {
    if (!FINISHED.has(r.status ?? '')) continue;
    const list = map.get(r.test_id) ?? [];
    list.push(r);
    map.set(r.test_id, list);
  }
  return map;
}

const checkKey = (c: SimulationCheck) => `${c.kind}:${c.ref ?? ''}`;

/** Each check's outcome across repeats: failed if it failed in any; the values of the first failure. */
function checkOutcomes(
  results: readonly SimulationResult[],
): Map<string, CheckChange['before'] & { c: SimulationCheck }> {
  const map = new Map<string, CheckOutcome & { c: SimulationCheck }>();
  for (const r of results) {
    for (const c of r.checks) {
      const key = checkKey(c);
      const seen = map.get(key);
      const passed = c.passed === true;
      if (!seen) map.set(key, { passed, expected: c.expected, actual: c.actual, c });
      else if (seen.passed && !passed) map.set(key, { passed, expected: c.expected, actual: c.actual, c });
    }
  }
  return map;
}

const absent: CheckOutcome = { passed: false, expected: null, actual: null };

/** The checks whose outcome differs between the baseline's repeats and this run's. */
export function changedChecks(before: readonly SimulationResult[], after: readonly SimulationResult[]): CheckChange[] {
  const was = checkOutcomes(before);
  const now = checkOutcomes(after);
  const keys = [...new Set([...now.keys(), ...was.keys()])];
  return keys.flatMap((key) => {
    const b = was.get(key);
    const a = now.get(key);
    if (b && a && b.passed === a.passed) return [];
    const c = (a ?? b)?.c;
    const strip = (o: typeof a): CheckOutcome =>
      o ? { passed: o.passed, expected: o.expected, actual: o.actual } : absent;
    return c ? [{ kind: c.kind, ref: c.ref ?? null, before: strip(b), after: strip(a) }] : [];
  });
}

const passedAll = (results: readonly SimulationResult[]) => results.every((r) => r.status === 'passed');
const failedAny = (results: readonly SimulationResult[]) => results.some((r) => r.status !== 'passed');

/** The change of one test between its finished repeats in the baseline (none: New) and now. */
export function changeOf(baseline: readonly SimulationResult[] | null, now: readonly SimulationResult[]): ChangeKind {
  if (baseline === null) return 'New';
  if (passedAll(baseline) && failedAny(now)) return 'Regressed';
  if (failedAny(baseline) && passedAll(now)) return 'Fixed';
  if (!passedAll(now) && now.some((r) => r.status === 'passed')) return 'Flaky';
  if (failedAny(now)) return 'Still failing';
  return 'Still passing';
}

/** `run` compared with `baseline`, test by test, in the run's test order with regressions first. */
export function compareRuns(run: RunLike, baseline: RunLike): Comparison {
  const now = finishedByTest(run);
  const was = finishedByTest(baseline);
  const inBaseline = new Set(baseline.test_ids);
  const inRun = new Set(run.test_ids);
  const rows: TestChange[] = [];
  const pending: number[] = [];
  const noBaselineResult: number[] = [];
  for (const testId of new Set(run.test_ids)) {
    const results = now.get(testId);
    if (!results) {
      pending.push(testId);
      continue;
    }
    const before = was.get(testId);
    if (!before && inBaseline.has(testId)) {
      noBaselineResult.push(testId);
      continue;
    }
    const change = changeOf(before ?? null, results);
    const checks = change === 'Regressed' || change === 'Fixed' ? changedChecks(before ?? [], results) : [];
    rows.push({ testId, change, checks });
  }
  const partial: PartialReason[] = [];
  if (baseline.status !== 'completed')
    partial.push({ kind: 'baseline-unfinished', status: baseline.status ?? 'unknown' });
  const onlyInRun = [...inRun].filter((id) => !inBaseline.has(id));
  const onlyInBaseline = [...inBaseline].filter((id) => !inRun.has(id));
  if (onlyInRun.length > 0 || onlyInBaseline.length > 0) {
    const shared = [...inRun].filter((id) => inBaseline.has(id)).length;
    partial.push({ kind: 'different-tests', shared, onlyInRun, onlyInBaseline });
  }
  const regressed = rows.filter((r) => r.change === 'Regressed');
  return { rows: [...regressed, ...rows.filter((r) => r.change !== 'Regressed')], pending, noBaselineResult, partial };
}

/** A test's name, or "Test <id> (deleted)" for a test deleted since the run. */
export function testName(testId: number, names: ReadonlyMap<number, string | null | undefined>): string {
  return names.has(testId) ? (names.get(testId) ?? `Test ${testId}`) : `Test ${testId} (deleted)`;
}
