import { REVIEW_PAGE_MAX } from '../contract/index.ts';
import { parseDateTimeParam } from './call-list.ts';
import { EmuError, parseIntParam } from './errors.ts';
import type { ReviewBook, StoredFinal, StoredReview } from './review-book.ts';
import type { AgentRecord } from './seed.ts';

export type Query = { one(key: string): string | undefined; all(key: string): string[] };

/** A query date-time as the service parses it (no zone: UTC); null when absent, 422 when not one. */
export const dateTime = (raw: string | undefined, name: string): number | null =>
  raw === undefined ? null : parseDateTimeParam(raw, name);

/** `limit` (1 to `max`, default 100) and `offset` of a list query, with FastAPI's failures. */
export function paging(query: Query, max = REVIEW_PAGE_MAX): { limit: number; offset: number } {
  const limitRaw = query.one('limit');
  const offsetRaw = query.one('offset');
  const limit = limitRaw === undefined ? 100 : parseIntParam(limitRaw, ['query', 'limit']);
  const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
  if (limit > max || limit < 1) {
    throw new EmuError(422, [
      limit < 1
        ? {
            type: 'greater_than_equal',
            loc: ['query', 'limit'],
            msg: 'Input should be greater than or equal to 1',
            input: limitRaw,
            ctx: { ge: 1 },
          }
        : {
            type: 'less_than_equal',
            loc: ['query', 'limit'],
            msg: `Input should be less than or equal to ${max}`,
            input: limitRaw,
            ctx: { le: max },
          },
    ]);
  }
  return { limit, offset: Math.max(0, offset) };
}

const TRUE = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/** A boolean query parameter, parsed as pydantic parses one; undefined when absent. */
export function boolParam(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new EmuError(422, [
    {
      type: 'bool_parsing',
      loc: ['query', name],
      msg: 'Input should be a valid boolean, unable to interpret input',
      input: raw,
    },
  ]);
}

/** The calls list's `reviewed` (B.4). */
export const reviewedParam = (raw: string | undefined): boolean | undefined => boolParam(raw, 'reviewed');

/**
 * GET call-reviews (B.4, B.11): every member's review, one item per reviewer and call (or the
 * final verdicts with `final=true`), by the call's start range, the AI's intent and the reviewer;
 * newest call first, a call's reviews oldest first; paged.
 */
export function listReviews(
  agent: AgentRecord,
  book: ReviewBook,
  query: Query,
): { items: (StoredReview | StoredFinal)[]; total: number } {
  const { limit, offset } = paging(query);
  const intents = query.all('call_intent_id').map((raw) => parseIntParam(raw, ['query', 'call_intent_id']));
  const reviewerRaw = query.one('reviewer_id');
  const reviewerId = reviewerRaw === undefined ? null : parseIntParam(reviewerRaw, ['query', 'reviewer_id']);
  const final = boolParam(query.one('final'), 'final') ?? false;
  const after = dateTime(query.one('started_after'), 'started_after');
  const before = dateTime(query.one('started_before'), 'started_before');
  const calls = [...agent.calls].sort((a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? '') || b.id - a.id);
  const matching: (StoredReview | StoredFinal)[] = [];
  for (const call of calls) {
    const t = call.started_at ? Date.parse(call.started_at) : NaN;
    if (after !== null && !(t >= after)) continue;
    if (before !== null && !(t < before)) continue;
    const finalOne = final ? book.finals.get(call.id) : undefined;
    const items = final ? (finalOne ? [finalOne] : []) : book.ofCall(call.id);
    for (const item of items) {
      if (intents.length > 0 && !intents.includes(item.ai_intent_id ?? NaN)) continue;
      if (reviewerId !== null && (final || (item as StoredReview).reviewer_id !== reviewerId)) continue;
      matching.push(item);
    }
  }
  return { items: matching.slice(offset, offset + limit), total: matching.length };
}
