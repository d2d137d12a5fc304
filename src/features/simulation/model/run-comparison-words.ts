import type { SimulationCheck, SimulationResult } from '../../../contract';
import type { Words } from '../../../components/word-badge';
import type { ChangeKind, CheckOutcome, PartialReason, TestChange } from '../../../lib/simulation-compare';
import { type TestLookups, refView, secondsText } from './test-refs';

/**
 * The comparison with a baseline in words: each change kind, each check and its values, the
 * tally and why the comparison covers only part of the run.
 */

/** The order rows are shown in: what got worse first, then what got better, then what stayed. */
export const SHOWN_ORDER: readonly ChangeKind[] = [
  'Regressed',
  'Fixed',
  'Flaky',
  'Still failing',
  'New',
  'Still passing',
];

// Filled in dark shades under white text: above 4.5:1 in both schemes (light greens and yellows are not).
export const CHANGE_WORDS: Words = new Map([
  ['regressed', { text: 'Regressed', color: 'red.9' }],
  ['fixed', { text: 'Fixed', color: 'teal.9' }],
  ['flaky', { text: 'Flaky', color: 'grape.9' }],
  ['still failing', { text: 'Still failing', color: 'pink.9' }],
  ['new', { text: 'New', color: 'blue.9' }],
  ['still passing', { text: 'Still passing', color: 'gray.8' }],
]);

/** Rows in the shown order (stable: within a kind, as the comparison gives them). */
export const shownRows = (rows: readonly TestChange[]): TestChange[] =>
  SHOWN_ORDER.flatMap((kind) => rows.filter((r) => r.change === kind));

/** "2 regressed", "1 still passing": each kind present, with its count, in the shown order. */
export function tally(rows: readonly TestChange[]): { kind: ChangeKind; count: number; text: string }[] {
  return SHOWN_ORDER.flatMap((kind) => {
    const count = rows.filter((r) => r.change === kind).length;
    return count > 0 ? [{ kind, count, text: `${count} ${kind.toLowerCase()}` }] : [];
  });
}

type CheckLike = Pick<SimulationCheck, 'kind' | 'ref'> & { expected?: SimulationCheck['expected'] };

const ruleName = (ref: number | null | undefined, lookups: TestLookups) =>
  ref === null || ref === undefined ? 'a label' : refView('rule', ref, lookups).text;

/** What a check asks, in words: "Intent", "Carries Refund request (label)", "Median response at most 1.2 s". */
export function checkTitle(check: CheckLike, lookups: TestLookups): string {
  switch (check.kind) {
    case 'intent':
      return 'Intent';
    case 'label_present':
      return `Carries ${ruleName(check.ref, lookups)}`;
    case 'label_absent':
      return `Does not carry ${ruleName(check.ref, lookups)}`;
    case 'max_response_ms':
      return 'Median response';
    default:
      return check.ref === null || check.ref === undefined ? check.kind : `${check.kind} ${check.ref}`;
  }
}

/** One value of a check as a person reads it: an intent's name, a label carried or not, seconds. */
export function valueText(kind: string, value: SimulationCheck['expected'], lookups: TestLookups): string {
  if (kind === 'intent') {
    if (typeof value !== 'number') return 'no intent';
    return lookups.intent?.get(value) ?? refView('intent', value, lookups).text;
  }
  if (kind === 'label_present' || kind === 'label_absent') {
    return value === true ? 'carried' : value === false ? 'not carried' : 'not known';
  }
  if (kind === 'max_response_ms') {
    if (typeof value !== 'number') return 'not measured';
    return secondsText(value);
  }
  return value === null || value === undefined ? 'nothing' : String(value);
}

/** What a check expected: a response time is an upper bound ("at most 1.2 s"). */
export const expectedText = (kind: string, value: SimulationCheck['expected'], lookups: TestLookups): string =>
  kind === 'max_response_ms' && typeof value === 'number'
    ? `at most ${valueText(kind, value, lookups)}`
    : valueText(kind, value, lookups);

/** A side the run never checked reads as absent in the comparison (nothing expected, nothing seen). */
const isAbsent = (o: CheckOutcome): boolean => !o.passed && o.expected == null && o.actual == null;

/** One side of a changed check: "passed — expected Billing question, got Billing question". */
export function outcomeText(kind: string, o: CheckOutcome, lookups: TestLookups): string {
  if (isAbsent(o)) return 'not checked';
  const expected = expectedText(kind, o.expected, lookups);
  return `${o.passed ? 'passed' : 'failed'} — expected ${expected}, got ${valueText(kind, o.actual, lookups)}`;
}

const STATUS_WORDS: ReadonlyMap<string, string> = new Map([
  ['queued', 'queued'],
  ['running', 'still running'],
  ['cancelled', 'cancelled'],
  ['failed', 'failed'],
  ['unknown', 'of unknown status'],
]);

const namesText = (ids: readonly number[], name: (id: number) => string) => ids.map(name).join(', ');

/** Why the comparison covers only part of the run, in a sentence. */
export function partialText(reason: PartialReason, baselineId: number, name: (id: number) => string): string {
  if (reason.kind === 'baseline-unfinished') {
    const status = STATUS_WORDS.get(reason.status) ?? reason.status;
    return `Run ${baselineId} is ${status}, not completed: only the tests it finished are compared.`;
  }
  const parts = [`The two runs share ${reason.shared} ${reason.shared === 1 ? 'test' : 'tests'}.`];
  if (reason.onlyInRun.length > 0) parts.push(`Only in this run (New): ${namesText(reason.onlyInRun, name)}.`);
  if (reason.onlyInBaseline.length > 0)
    parts.push(`Only in run ${baselineId} (not compared): ${namesText(reason.onlyInBaseline, name)}.`);
  return parts.join(' ');
}

export type FlakyCheck = { check: SimulationCheck; failedIn: number[] };

/** A flaky test's finished repeats: how many passed, and each check that failed in some of them, with where. */
export function flakyDetail(results: readonly SimulationResult[]): {
  passed: number;
  finished: number;
  checks: FlakyCheck[];
  errors: { repeat: number; error: string }[];
} {
  const finished = results.filter((r) => r.status === 'passed' || r.status === 'failed' || r.status === 'error');
  const byKey = new Map<string, FlakyCheck>();
  const errors: { repeat: number; error: string }[] = [];
  finished.forEach((r, i) => {
    const repeat = r.repeat ?? i + 1;
    if (r.status === 'error') errors.push({ repeat, error: r.error ?? 'The service gave no reason' });
    for (const c of r.checks) {
      if (c.passed === true) continue;
      const key = `${c.kind}:${c.ref ?? ''}`;
      const seen = byKey.get(key);
      if (seen) seen.failedIn.push(repeat);
      else byKey.set(key, { check: c, failedIn: [repeat] });
    }
  });
  return {
    passed: finished.filter((r) => r.status === 'passed').length,
    finished: finished.length,
    checks: [...byKey.values()],
    errors,
  };
}
