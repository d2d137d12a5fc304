import type { SettingsChange, StatsBucketSize } from '../../contract';
import { countOf } from '../../lib/format';
import { whatChanged } from '../../lib/settings-change-name';
import { cachedDateFormat } from './components/bucket-label';
import { isoOf, type Range } from './range';

/** The settings changes of one of the chart's buckets: its place, its range, its changes oldest first. */
export type ChangeMark = { index: number; range: Range; changes: SettingsChange[] };

/**
 * The changes grouped by the chart's buckets (`rows`: each bucket's range, in the order drawn, as
 * the overview computed them in its time zone). A change outside every bucket, or whose time does
 * not read, is left out. Marks come in the buckets' order.
 */
export function groupChanges(changes: readonly SettingsChange[], rows: readonly { range: Range }[]): ChangeMark[] {
  const byIndex = new Map<number, SettingsChange[]>();
  for (const change of changes) {
    const at = Date.parse(change.at ?? '');
    if (!Number.isFinite(at)) continue;
    const index = rows.findIndex((r) => r.range.from <= at && at < r.range.to);
    if (index < 0) continue;
    const list = byIndex.get(index) ?? [];
    list.push(change);
    byIndex.set(index, list);
  }
  return [...byIndex]
    .sort(([a], [b]) => a - b)
    .flatMap(([index, list]) => {
      const range = rows[index]?.range;
      const sorted = list.sort((a, b) => Date.parse(a.at ?? '') - Date.parse(b.at ?? ''));
      return range ? [{ index, range, changes: sorted }] : [];
    });
}

/** "27 Nov", "27 Nov, 14:00", "week of 23 Nov": when a mark's bucket is, in the overview's zone. */
export function markWhen(start: number, bucket: StatsBucketSize, tz: string): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: tz, day: 'numeric', month: 'short' };
  if (bucket === 'hour')
    return cachedDateFormat('en-GB', { ...options, hour: '2-digit', minute: '2-digit' }).format(start);
  const day = cachedDateFormat('en-GB', options).format(start);
  return bucket === 'week' ? `week of ${day}` : day;
}

/** "2 settings changes on 27 Nov": a mark's name before what changed. */
export const markTitle = (mark: ChangeMark, bucket: StatsBucketSize, tz: string): string =>
  `${countOf(mark.changes.length, 'settings change', 'settings changes')} on ${markWhen(mark.range.from, bucket, tz)}`;

/** What changed in a mark, each record named once: "Call intent Billing question, Intent detection". */
export const markWhat = (mark: ChangeMark): string => [...new Set(mark.changes.map(whatChanged))].join(', ');

/** The settings history's query for a mark's bucket. */
export function historyQuery(range: Range): string {
  const params = new URLSearchParams();
  params.set('started_after', isoOf(range.from));
  params.set('started_before', isoOf(range.to));
  return params.toString();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The same length of time before and after a change at `at`: 7 days each or, where less has passed
 * by `now`, the whole days (hours, minutes) since the change. Null where not a minute has.
 */
export function aroundChange(at: number, now: number): { before: Range; after: Range; label: string } | null {
  const since = Math.min(7 * DAY, now - at);
  if (!Number.isFinite(since) || since < MINUTE) return null;
  const [unit, one, other] =
    since >= DAY ? [DAY, 'day', 'days'] : since >= HOUR ? [HOUR, 'hour', 'hours'] : [MINUTE, 'minute', 'minutes'];
  const n = Math.floor(since / unit);
  const span = n * unit;
  return {
    before: { from: at - span, to: at },
    after: { from: at, to: at + span },
    label: `The ${countOf(n, one, other)}`,
  };
}
