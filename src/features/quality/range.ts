import type { ReviewListQuery } from '../../data/reviews/keys';
import { parseInstant } from '../../lib/instant';

/** The Period select's choices that end now: kept in the address as `period`, never as a date. */
export const PERIODS = [
  { value: '7', label: 'Last 7 days', days: 7 },
  { value: '30', label: 'Last 30 days', days: 30 },
  { value: '90', label: 'Last 90 days', days: 90 },
] as const;

/**
 * The quality page's range, from its address: every review, the last days up to now (`period`,
 * so a bookmark keeps meaning "the last 7 days"), or bounds on the calls' start (`started_after`,
 * `started_before`, as the calls page takes them).
 */
export type QualityRange =
  | { kind: 'all' }
  | { kind: 'period'; value: string; days: number }
  | { kind: 'custom'; after: string | null; before: string | null };

const DAY = 86_400_000;
const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 60)}…` : s}”`;

/** The range the address asks for, and each part of it that was not understood, with why. */
export function rangeFromSearch(params: URLSearchParams): { range: QualityRange; ignored: string[] } {
  const ignored: string[] = [];
  const rawPeriod = params.get('period');
  const period = PERIODS.find((p) => p.value === rawPeriod);
  if (rawPeriod !== null && !period) {
    const values = PERIODS.map((p) => p.value).join(', ');
    ignored.push(`period ${quote(rawPeriod)} is not one of ${values} (days up to now).`);
  }
  const given = (key: string) => (params.get(key) ?? '').trim() !== '';
  if (period) {
    if (given('started_after') || given('started_before')) {
      const what = `period ${period.value} (${period.label.toLowerCase()})`;
      ignored.push(`started_after and started_before are left out: ${what} sets the range.`);
    }
    return { range: { kind: 'period', value: period.value, days: period.days }, ignored };
  }
  const instant = (key: 'started_after' | 'started_before'): string | null => {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') return null;
    const v = parseInstant(raw);
    if (v === null) {
      ignored.push(`${key} ${quote(raw)} is not a date and time in ISO 8601 (such as 2026-11-20T09:30:00Z).`);
    }
    return v;
  };
  const after = instant('started_after');
  const before = instant('started_before');
  if (after !== null && before !== null && Date.parse(after) >= Date.parse(before)) {
    ignored.push(
      `started_after ${quote(after)} is not before started_before ${quote(before)}, so the time range is ignored.`,
    );
    return { range: { kind: 'all' }, ignored };
  }
  if (after === null && before === null) return { range: { kind: 'all' }, ignored };
  return { range: { kind: 'custom', after, before }, ignored };
}

/** The reviews list's query for a range; a period ends at `now`. */
export function rangeQuery(range: QualityRange, now: number): ReviewListQuery {
  if (range.kind === 'period') return { started_after: new Date(now - range.days * DAY).toISOString() };
  if (range.kind === 'custom') {
    return {
      ...(range.after !== null ? { started_after: range.after } : {}),
      ...(range.before !== null ? { started_before: range.before } : {}),
    };
  }
  return {};
}

/** A copy of `params` with the Period select's choice ('' for all time): the calls shown go with the old range. */
export function withPeriod(params: URLSearchParams, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['started_after', 'started_before', 'period', 'show']) next.delete(key);
  if (PERIODS.some((p) => p.value === value)) next.set('period', value);
  return next;
}
