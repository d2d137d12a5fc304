import type { CallStats, StatsBucketSize } from '../../contract';
import { countOf, formatNumber } from '../../lib/format';
import { bucketStarts } from '../../lib/bucket-starts';
import { bucketLabel } from './bucket-label';
import type { Range } from './range';

const UNIT: Record<StatsBucketSize, [string, string]> = {
  hour: ['hour', 'hours'],
  day: ['day', 'days'],
  week: ['week', 'weeks'],
};
const SHOWN = 3;

/** Up to three buckets by name, and how many more: "Tue, 3 Nov 2026; Wed, 4 Nov 2026 and 2 more". */
function names(starts: number[], bucket: StatsBucketSize, tz: string): string {
  const listed = starts
    .slice(0, SHOWN)
    .map((s) => bucketLabel(s, bucket, tz))
    .join('; ');
  return starts.length > SHOWN ? `${listed} and ${formatNumber(starts.length - SHOWN)} more` : listed;
}

/**
 * What does not add up in one period's statistics, each in a sentence: buckets of the range the
 * answer leaves out, lists more than once or has outside the range, buckets whose calls do not add
 * up to the total, and breakdowns (each call has one outcome, intent and sentiment, or none) that
 * do not either. Empty where everything checks. Counts below zero never get here: the contract
 * refuses them.
 */
export function statsProblems(stats: CallStats, range: Range, bucket: StatsBucketSize, tz: string): string[] {
  const [one, other] = UNIT[bucket];
  const problems: string[] = [];
  const expected = new Set(bucketStarts(range.from, range.to, bucket, tz));
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const b of stats.buckets) {
    const start = Date.parse(b.start);
    if (seen.has(start)) twice.add(start);
    seen.add(start);
  }
  const missing = [...expected].filter((s) => !seen.has(s));
  const outside = [...seen].filter((s) => !expected.has(s));
  const which = (starts: number[]) => countOf(starts.length, one, other);
  const listed = (starts: number[]) => names(starts, bucket, tz);
  const doubled = [...twice];
  if (missing.length) problems.push(`The answer leaves out ${which(missing)}: ${listed(missing)}.`);
  if (doubled.length) problems.push(`The answer lists ${which(doubled)} more than once: ${listed(doubled)}.`);
  if (outside.length) problems.push(`The answer has ${which(outside)} outside the range: ${listed(outside)}.`);
  const total = formatNumber(stats.total.calls);
  const calls = (n: number) => countOf(n, 'call', 'calls');
  const sum = stats.buckets.reduce((n, b) => n + b.calls, 0);
  if (sum !== stats.total.calls) problems.push(`The ${other} add up to ${calls(sum)}; the total says ${total}.`);
  for (const kind of ['outcomes', 'intents', 'sentiments'] as const) {
    const list: { count: number }[] = stats.total[kind];
    // A list the service left out (read as empty) says nothing.
    if (list.length === 0) continue;
    const split = list.reduce((n, x) => n + x.count, 0);
    if (split !== stats.total.calls) problems.push(`The ${kind} add up to ${calls(split)}; the total says ${total}.`);
  }
  return problems;
}

/** The buckets once each (the first of a start listed twice), for the chart and its table. */
export function uniqueBuckets(stats: CallStats): CallStats {
  const seen = new Set<string>();
  const buckets = stats.buckets.filter((b) => {
    const start = String(Date.parse(b.start));
    if (seen.has(start)) return false;
    seen.add(start);
    return true;
  });
  return buckets.length === stats.buckets.length ? stats : { ...stats, buckets };
}
