import type { Call } from '../../../contract';
import type { CallOrder } from '../../../data/calls/keys';
import { parseInstant } from '../../../lib/instant';

export type { CallOrder };
export const DEFAULT_ORDER: CallOrder = 'desc';

/** A time window on `started_at`: `after` inclusive, `before` exclusive (service interface B.1), ISO 8601 UTC. */
export type TimeRange = { after: string | null; before: string | null };

/**
 * Time range and order as the query string carries them, the review filter (B.4 `reviewed`) and
 * the transcript search (B.5 `q`), and what in it was ignored and why.
 */
export type ListView = { range: TimeRange; order: CallOrder; reviewed: boolean | null; q: string; ignored: string[] };

// Shared with the quality page, which reads its range from the address the same way.
export { parseInstant };

const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 60)}…` : s}”`;

export function listViewFromSearch(params: URLSearchParams): ListView {
  const ignored: string[] = [];
  const instant = (key: 'started_after' | 'started_before'): string | null => {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') return null;
    const v = parseInstant(raw);
    if (v === null)
      ignored.push(`${key} ${quote(raw)} is not a date and time in ISO 8601 (such as 2026-11-20T09:30:00Z).`);
    return v;
  };
  let after = instant('started_after');
  let before = instant('started_before');
  if (after !== null && before !== null && Date.parse(after) >= Date.parse(before)) {
    ignored.push(
      `started_after ${quote(after)} is not before started_before ${quote(before)}, so the time range is ignored.`,
    );
    after = null;
    before = null;
  }
  const rawOrder = params.get('order');
  let order = DEFAULT_ORDER;
  if (rawOrder === 'asc' || rawOrder === 'desc') order = rawOrder;
  else if (rawOrder !== null)
    ignored.push(`order ${quote(rawOrder)} is neither asc (oldest first) nor desc (newest first).`);
  const rawReviewed = params.get('reviewed');
  const reviewed = rawReviewed === 'true' ? true : rawReviewed === 'false' ? false : null;
  if (rawReviewed !== null && reviewed === null)
    ignored.push(`reviewed ${quote(rawReviewed)} is neither true (reviewed) nor false (not reviewed).`);
  const q = (params.get('q') ?? '').trim();
  return { range: { after, before }, order, reviewed, q, ignored };
}

/** A copy of `params` with this range and order; the defaults (no bounds, newest first) are left out. */
export function withListView(params: URLSearchParams, view: { range: TimeRange; order: CallOrder }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('started_after');
  next.delete('started_before');
  next.delete('order');
  if (view.range.after) next.set('started_after', view.range.after);
  if (view.range.before) next.set('started_before', view.range.before);
  if (view.order !== DEFAULT_ORDER) next.set('order', view.order);
  return next;
}

/** The query the calls list is asked with. The order is always sent, so the answer can be checked against it. */
export function listQuery(view: { range: TimeRange; order: CallOrder; reviewed?: boolean | null; q?: string }) {
  return {
    started_after: view.range.after ?? undefined,
    started_before: view.range.before ?? undefined,
    order: view.order,
    reviewed: view.reviewed === true ? 'true' : view.reviewed === false ? 'false' : undefined,
    q: view.q ? view.q : undefined,
  };
}

/** A copy of `params` with this review filter and transcript search (none: left out); the page starts again. */
export function withReviewAndSearch(
  params: URLSearchParams,
  change: { reviewed?: boolean | null; q?: string },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.reviewed !== undefined) {
    next.delete('reviewed');
    if (change.reviewed !== null) next.set('reviewed', String(change.reviewed));
  }
  if (change.q !== undefined) {
    next.delete('q');
    if (change.q.trim() !== '') next.set('q', change.q.trim());
  }
  next.delete('offset');
  return next;
}

/** Presets, as windows ending now. */
export const RANGE_PRESETS = [
  { label: 'Last hour', ms: 3_600_000 },
  { label: 'Last 24 hours', ms: 86_400_000 },
  { label: 'Last 7 days', ms: 7 * 86_400_000 },
  { label: 'Last 30 days', ms: 30 * 86_400_000 },
] as const;

export function presetRange(ms: number, now = Date.now()): TimeRange {
  return { after: new Date(now - ms).toISOString(), before: null };
}

/**
 * What the items of an answer show about a server that did not apply the range or the order
 * (B.1: it answers as if they were not sent). Only what the items prove is claimed: a call
 * outside the window, or two neighbours in the wrong order. Calls without a time prove nothing.
 */
export function checkListAnswer(items: readonly Call[], view: { range: TimeRange; order: CallOrder }) {
  const after = view.range.after ? Date.parse(view.range.after) : null;
  const before = view.range.before ? Date.parse(view.range.before) : null;
  let rangeIgnored = false;
  let orderIgnored = false;
  let previous: number | null = null;
  for (const call of items) {
    const t = call.started_at ? Date.parse(call.started_at) : NaN;
    if (Number.isNaN(t)) continue;
    if ((after !== null && t < after) || (before !== null && t >= before)) rangeIgnored = true;
    if (previous !== null && (view.order === 'desc' ? t > previous : t < previous)) orderIgnored = true;
    previous = t;
  }
  return { rangeIgnored, orderIgnored };
}

/** "Live" (following new calls) is on where the address says `live=true`; off by default. */
export const isLive = (params: URLSearchParams): boolean => params.get('live') === 'true';

/** A `live` in the address that is not `true`, said with the page's other such notes. */
export function liveProblems(params: URLSearchParams): string[] {
  const raw = params.get('live');
  return raw === null || raw === 'true' ? [] : [`live ${quote(raw)} is not true, so Live is off.`];
}

/**
 * A copy of `params` with Live on or off (off is left out). Kept in the address as the page's
 * other options are, so a wallboard's bookmark opens following new calls.
 */
export function withLive(params: URLSearchParams, on: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('live');
  if (on) next.set('live', 'true');
  return next;
}

/** A range whose end has passed: no new call can start in it, so there is nothing to follow. */
export const rangeEnded = (range: TimeRange, now: number): boolean =>
  range.before !== null && Date.parse(range.before) <= now;
