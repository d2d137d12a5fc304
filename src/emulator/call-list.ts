import * as z from 'zod/mini';
import type { Call } from '../contract/index.ts';
import { EmuError, parseIntParam } from './errors.ts';

/**
 * Body of `POST /__emulator/calls`: how the emulated calls list behaves. `ignore` makes it answer
 * as a server that does not know these query parameters (service interface B.1: as if they were not sent,
 * in the order the calls are stored, oldest first; `offset` ignored: every page is the first);
 * `count` replaces the agent's calls with that many generated ones (export benchmark, long
 * lists); `arriving` adds that many new calls (the newest) before answering each list request,
 * as a busy agent's list moves while someone pages through it; `add` adds that many calls once,
 * started now (the calls a page following "Live" should notice).
 */
export const callListControlSchema = z.object({
  ignore: z.optional(z.array(z.enum(['started_after', 'started_before', 'order', 'offset', 'q']))),
  arriving: z.optional(z.int().check(z.gte(0), z.lte(1000))),
  count: z.optional(z.int().check(z.gte(0), z.lte(200_000))),
  add: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  workspaceId: z.optional(z.int()),
  agentId: z.optional(z.int()),
});
export type CallListControl = z.infer<typeof callListControlSchema>;
export type IgnoredParam = NonNullable<CallListControl['ignore']>[number];

type Query = { all(key: string): string[]; one(key: string): string | undefined };

/** Pydantic's datetime parse: an ISO 8601 date-time, with or without an offset (then UTC). */
export function parseDateTimeParam(raw: string, name: string): number {
  const iso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
  const t = iso.test(raw.trim())
    ? Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw.trim()) ? raw.trim() : `${raw.trim()}Z`)
    : NaN;
  if (Number.isNaN(t)) {
    throw new EmuError(422, [
      {
        type: 'datetime_from_date_parsing',
        loc: ['query', name],
        msg: 'Input should be a valid datetime or date, invalid character in year',
        input: raw,
      },
    ]);
  }
  return t;
}

const time = (call: Call): number => (call.started_at ? Date.parse(call.started_at) : NaN);

// Sorting a long list on every page of an export costs more than the export: each stored list is
// sorted once (calls are never edited in place, a new list is stored instead).
const sortedCache = new WeakMap<Call[], Call[]>();
function newestFirst(calls: Call[]): Call[] {
  let sorted = sortedCache.get(calls);
  if (!sorted || sorted.length !== calls.length) {
    sorted = [...calls].sort((a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? '') || b.id - a.id);
    sortedCache.set(calls, sorted);
  }
  return sorted;
}

/** GET calls (B.1): filters, time range (after inclusive, before exclusive), order, paging. */
export function listCalls(
  calls: Call[],
  query: Query,
  ignore: ReadonlySet<IgnoredParam>,
  /** Filters the route adds (reviews' `reviewed`, transcript search's `q`). */
  keep: ((call: Call) => boolean) | null = null,
): { items: Call[]; total: number } {
  const intents = query.all('call_intent_id');
  const outcomes = query.all('call_outcome_id');
  const sentiments = query.all('sentiment');
  const labels = query.all('label_id');
  const limitRaw = query.one('limit');
  const offsetRaw = ignore.has('offset') ? undefined : query.one('offset');
  const limit = limitRaw === undefined ? 50 : parseIntParam(limitRaw, ['query', 'limit']);
  const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
  const afterRaw = ignore.has('started_after') ? undefined : query.one('started_after');
  const beforeRaw = ignore.has('started_before') ? undefined : query.one('started_before');
  const after = afterRaw === undefined ? null : parseDateTimeParam(afterRaw, 'started_after');
  const before = beforeRaw === undefined ? null : parseDateTimeParam(beforeRaw, 'started_before');
  const orderRaw = ignore.has('order') ? undefined : query.one('order');
  if (orderRaw !== undefined && orderRaw !== 'asc' && orderRaw !== 'desc') {
    throw new EmuError(422, [
      {
        type: 'literal_error',
        loc: ['query', 'order'],
        msg: "Input should be 'asc' or 'desc'",
        input: orderRaw,
        ctx: { expected: "'asc' or 'desc'" },
      },
    ]);
  }
  // A server that ignores `order` sends its own: the order the calls were stored in.
  const base = ignore.has('order') ? [...calls].sort((a, b) => a.id - b.id) : newestFirst(calls);
  const matching = base.filter(
    (call) =>
      (intents.length === 0 || intents.includes(String(call.call_intent?.id ?? ''))) &&
      (outcomes.length === 0 || outcomes.includes(String(call.call_outcome?.id ?? ''))) &&
      (sentiments.length === 0 || sentiments.includes(call.sentiment ?? '')) &&
      (labels.length === 0 || call.labels_and_redflags.some((l) => labels.includes(String(l.id)))) &&
      (after === null || time(call) >= after) &&
      (before === null || time(call) < before) &&
      (keep === null || keep(call)),
  );
  if (orderRaw === 'asc') matching.reverse();
  const start = Math.max(0, offset);
  const page = matching.slice(start, start + Math.max(0, Math.min(limit, 1000)));
  return { items: page, total: matching.length };
}

/** `count` new calls, newer than every one of `calls`, with ids after theirs: the list as it grows. */
export function withArrivals(calls: Call[], count: number): Call[] {
  const newest = calls.reduce<Call | null>(
    (a, c) => (a === null || (c.started_at ?? '') > (a.started_at ?? '') ? c : a),
    null,
  );
  if (!newest || count === 0) return calls;
  const maxId = calls.reduce((m, c) => Math.max(m, c.id), 0);
  const from = Date.parse(newest.started_at ?? '') || Date.now();
  const added = Array.from({ length: count }, (_, i) => ({
    ...newest,
    id: maxId + 1 + i,
    started_at: new Date(from + (i + 1) * 1000).toISOString(),
  }));
  return [...calls, ...added];
}

/**
 * `count` calls that start now (the last of them at `now`, the others a second apart before it),
 * with ids after every one of `calls`, shaped as the newest of them (a call with no intent,
 * outcome or label where there is none).
 */
export function withCallsStartedNow(calls: Call[], count: number, now: number = Date.now()): Call[] {
  const newest = calls.reduce<Call | null>(
    (a, c) => (a === null || (c.started_at ?? '') > (a.started_at ?? '') ? c : a),
    null,
  );
  const template: Call = newest ?? {
    id: 0,
    started_at: null,
    duration_ms: 60_000,
    call_intent: null,
    call_outcome: null,
    sentiment: null,
    labels_and_redflags: [],
  };
  const maxId = calls.reduce((m, c) => Math.max(m, c.id), 0);
  const added = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: maxId + 1 + i,
    started_at: new Date(now - (count - 1 - i) * 1000).toISOString(),
  }));
  return [...calls, ...added];
}
