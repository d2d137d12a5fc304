import type { StatsBucketSize } from '../../contract';
import { countOf, formatNumber } from '../../lib/format';
import { bucketLabel } from './bucket-label';
import type { Range } from './range';

const ARTICLE: Record<StatsBucketSize, string> = { hour: 'an hour', day: 'a day', week: 'a week' };
/** An average to a tenth below ten ("0.4 an hour"), whole above. */
const average = (n: number) => formatNumber(n < 10 ? Math.round(n * 10) / 10 : Math.round(n));

/** The chart in a sentence: how many calls, the busiest and the quietest bucket. */
export function chartSummary(rows: { range: Range; calls: number }[], bucket: StatsBucketSize, tz: string): string {
  const total = rows.reduce((s, r) => s + r.calls, 0);
  if (total === 0) return 'No calls in this range.';
  const busiest = rows.reduce((a, b) => (b.calls > a.calls ? b : a));
  const quietest = rows.reduce((a, b) => (b.calls < a.calls ? b : a));
  return (
    `${countOf(total, 'call', 'calls')} over ${countOf(rows.length, bucket, `${bucket}s`)} ` +
    `(${average(total / rows.length)} ${ARTICLE[bucket]} on average). ` +
    `Busiest: ${bucketLabel(busiest.range.from, bucket, tz)} with ${formatNumber(busiest.calls)}; ` +
    `quietest: ${bucketLabel(quietest.range.from, bucket, tz)} with ${formatNumber(quietest.calls)}.`
  );
}
