import type { StatsBucketSize } from '../../contract';
import { countOf } from '../../lib/format';
import { localMidnight, wallClock } from '../../lib/time-buckets';

/** The overview's time range: [from, to) in ms, as `started_after` and `started_before` say it. */
export type Range = { from: number; to: number };
export type PresetId = 'today' | '7d' | '30d' | '90d';

export const PRESETS: { id: PresetId; label: string; days: number }[] = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
];
export const DEFAULT_PRESET: PresetId = '7d';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The local day `offset` days after the one holding `ms`, from its midnight. */
export function dayStart(ms: number, tz: string, offset = 0): number {
  const w = wallClock(ms, tz);
  return localMidnight(w.year, w.month, w.day + offset, tz);
}

/** A preset's range: whole local days, the last of them today. */
export function presetRange(id: PresetId, now: number, tz: string): Range {
  const days = PRESETS.find((p) => p.id === id)?.days ?? 7;
  return { from: dayStart(now, tz, 1 - days), to: dayStart(now, tz, 1) };
}

/** Which preset a range is, if any. */
export function presetOf(range: Range, now: number, tz: string): PresetId | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p.id, now, tz);
      return r.from === range.from && r.to === range.to;
    })?.id ?? null
  );
}

/** By hour for a day, by day up to 90 days, by week beyond. */
export function bucketFor(range: Range): StatsBucketSize {
  const length = range.to - range.from;
  if (length <= DAY + HOUR) return 'hour';
  if (length <= 90 * DAY + HOUR) return 'day';
  return 'week';
}

/** Whole local days in [from, to) when both are local midnights, else null. */
export function wholeDays(range: Range, tz: string): number | null {
  if (dayStart(range.from, tz) !== range.from || dayStart(range.to, tz) !== range.to) return null;
  const a = wallClock(range.from, tz);
  const b = wallClock(range.to, tz);
  const n = Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY);
  return n > 0 ? n : null;
}

/**
 * The previous period of the same length, compared with the part of the range that has
 * happened (a range reaching past `now` is compared up to now: today so far with yesterday up
 * to the same time). Whole local days step back by calendar days, so a clock change between
 * them does not shift the comparison by an hour.
 */
export function previousPeriod(range: Range, now: number, tz: string): { current: Range; previous: Range } {
  const end = Math.min(range.to, Math.max(now, range.from));
  const days = wholeDays(range, tz);
  const prevFrom = days === null ? range.from - (range.to - range.from) : dayStart(range.from, tz, -days);
  const elapsed = end - range.from;
  const prevTo = end < range.to ? prevFrom + elapsed : range.from;
  return { current: { from: range.from, to: end }, previous: { from: prevFrom, to: prevTo } };
}

const MINUTE = 60_000;
const previous = (n: number, one: string, other: string) =>
  n === 1 ? `the previous ${one}` : `the previous ${countOf(n, one, other)}`;

/** "the previous 7 days", "the previous day", "the previous 6 hours", "the previous 10 minutes". */
export function periodName(range: Range, tz: string): string {
  const days = wholeDays(range, tz);
  if (days !== null) return previous(days, 'day', 'days');
  const length = range.to - range.from;
  if (length < HOUR - MINUTE / 2) return previous(Math.max(1, Math.round(length / MINUTE)), 'minute', 'minutes');
  if (length < 48 * HOUR) return previous(Math.round(length / HOUR), 'hour', 'hours');
  return previous(Math.round(length / DAY), 'day', 'days');
}

/** The range of the query string, or null where it has none (or one that does not read). */
export function rangeFromParams(params: URLSearchParams): Range | null {
  const from = Date.parse(params.get('started_after') ?? '');
  const to = Date.parse(params.get('started_before') ?? '');
  return Number.isFinite(from) && Number.isFinite(to) && to > from ? { from, to } : null;
}

export const isoOf = (ms: number): string => new Date(ms).toISOString();
