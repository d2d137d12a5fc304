import type { SettingsChange, StatsBucketSize } from '../contract';
import { bucketStarts } from './bucket-starts';
import { cachedDateFormat } from './date-format';
import { countOf } from './format';
import { whatChanged } from './settings-change-name';

// Settings changes marked on a page's figures (the overview's chart, the quality page's days) and the
// same length of time before and after one of them: pure, shared by the pages that mark them.

/** A span of time: [from, to) in ms. */
export type Span = { from: number; to: number };

/** The settings changes of one bucket: its place among the buckets, its span, its changes oldest first. */
export type ChangeMark = { index: number; range: Span; changes: SettingsChange[] };

const isoOf = (ms: number): string => new Date(ms).toISOString();

/**
 * The changes grouped by buckets (`rows`: each bucket's span, in the order drawn, as the page
 * computed them in its time zone). A change outside every bucket, or whose time does not read, is
 * left out. Marks come in the buckets' order.
 */
export function groupChanges(changes: readonly SettingsChange[], rows: readonly { range: Span }[]): ChangeMark[] {
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

/** The local days of `span` in `tz` as buckets, the first and last cut to the span. */
export function dayRows(span: Span, tz: string): { range: Span }[] {
  const starts = bucketStarts(span.from, span.to, 'day', tz);
  return starts.map((start, i) => ({
    range: { from: Math.max(span.from, start), to: Math.min(span.to, starts[i + 1] ?? span.to) },
  }));
}

/** "27 Nov", "27 Nov, 14:00", "week of 23 Nov": when a mark's bucket is, in the page's zone. */
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
export function historyQuery(range: Span): string {
  const params = new URLSearchParams();
  params.set('started_after', isoOf(range.from));
  params.set('started_before', isoOf(range.to));
  return params.toString();
}

/** "8 Nov, 02:53": an instant where a change's before and after are told, in the page's zone. */
export const changeWhen = (ms: number, tz: string): string =>
  cachedDateFormat('en-GB', {
    timeZone: tz,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The same length of time before and after a change, and its name ("The 7 days"). */
export type Around = { before: Span; after: Span; label: string };

/**
 * The same length of time before and after a change at `at`: 7 days each or, where less has passed
 * by `now`, the whole days (hours, minutes) since the change. Null where not a minute has.
 */
export function aroundChange(at: number, now: number): Around | null {
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
