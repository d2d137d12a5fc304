import * as z from 'zod/mini';
import { type Call, type CallReview, type ReviewBody, REVIEW_PAGE_MAX } from '../contract/index.ts';
import { EmuError, parseIntParam } from './errors.ts';
import { DAY } from './seed-base.ts';
import { prng } from './seed-calls.ts';
import type { AgentRecord, Store } from './seed.ts';

/** Who the emulator says reviewed a call saved through it (the demo token's person). */
export const EMULATOR_REVIEWER = 'Demo admin';
const SEED_REVIEWERS = ['Priya Raman', 'Sam Okafor'];

/**
 * Body of `POST /__emulator/reviews`: `offered: false` makes the emulator a server without B.4
 * (its routes answer 404 Not Found, calls carry no `reviewed` and the list ignores it); `clear`
 * removes an agent's reviews; `count` replaces them with that many generated ones (benchmarks).
 */
export const reviewControlSchema = z.object({
  offered: z.optional(z.boolean()),
  clear: z.optional(z.boolean()),
  count: z.optional(z.int().check(z.gte(0), z.lte(200_000))),
  workspaceId: z.optional(z.int()),
  agentId: z.optional(z.int()),
});
export type ReviewControl = z.infer<typeof reviewControlSchema>;

/**
 * The emulator's reviews (B.4), per agent. Kept beside the seed rather than in it: an agent
 * record of a fresh seed starts with the demo reviews of its calls (agent 1 only).
 */
export class ReviewStore {
  offered = true;
  #byAgent = new WeakMap<AgentRecord, Map<number, CallReview>>();

  /** `seededAt`: the seed's instant; no seeded review is later. */
  constructor(private readonly seededAt: number) {}

  reset(): void {
    this.offered = true;
    this.#byAgent = new WeakMap();
  }

  of(agent: AgentRecord): Map<number, CallReview> {
    let map = this.#byAgent.get(agent);
    if (!map) {
      map =
        agent.id === 1 && agent.workspaceId === 1
          ? // A chance of 0.4 per call gives 18 of the 60 calls (30%), as the README says (seed-coherence.test.ts).
            seedReviews(agent.calls, 0.4, SEED_REVIEWERS, this.seededAt)
          : new Map();
      this.#byAgent.set(agent, map);
    }
    return map;
  }

  replace(agent: AgentRecord, reviews: Map<number, CallReview>): void {
    this.#byAgent.set(agent, reviews);
  }

  control(store: Store, body: ReviewControl): void {
    if (body.offered !== undefined) this.offered = body.offered;
    if (body.clear || body.count !== undefined) {
      const agent = store.agents.find((a) => a.workspaceId === (body.workspaceId ?? 1) && a.id === (body.agentId ?? 1));
      if (!agent) throw new EmuError(404, `Agent with ID ${body.agentId ?? 1} not found`);
      const newest = [...agent.calls].sort(
        (a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? '') || b.id - a.id,
      );
      this.replace(
        agent,
        body.count
          ? seedReviews(newest.slice(0, body.count), 1, [EMULATOR_REVIEWER, ...SEED_REVIEWERS], this.seededAt)
          : new Map(),
      );
    }
  }
}

/**
 * Deterministic reviews of a share of `calls`: most intents judged correct, some corrected to
 * another of the calls' intents or to none, label verdicts, now and then a missed label.
 */
function seedReviews(calls: readonly Call[], share: number, reviewers: string[], now: number): Map<number, CallReview> {
  const rnd = prng(11);
  const intentIds = [...new Set(calls.flatMap((c) => (c.call_intent ? [c.call_intent.id] : [])))].sort((a, b) => a - b);
  const labelIds = [...new Set(calls.flatMap((c) => c.labels_and_redflags.map((l) => l.id)))].sort((a, b) => a - b);
  const map = new Map<number, CallReview>();
  for (const call of calls) {
    if (rnd() >= share) continue;
    const aiIntent = call.call_intent?.id ?? null;
    const roll = rnd();
    const intentCorrect = roll < 0.1 ? null : roll < 0.75;
    const others = intentIds.filter((id) => id !== aiIntent);
    const corrected =
      intentCorrect === false && rnd() < 0.85 ? (others[Math.floor(rnd() * others.length)] ?? null) : null;
    const carried = call.labels_and_redflags.map((l) => l.id);
    const missedPick = labelIds.filter((id) => !carried.includes(id))[Math.floor(rnd() * labelIds.length)];
    // Within a day of the call's end, and never after the seed's instant.
    const end = call.started_at ? Date.parse(call.started_at) + (call.duration_ms ?? 0) : now;
    const reviewedAt = end + rnd() * Math.max(0, Math.min(DAY, now - end));
    map.set(call.id, {
      call_id: call.id,
      intent_correct: intentCorrect,
      corrected_intent_id: corrected,
      labels: carried.map((id) => ({ id, verdict: rnd() < 0.8 ? 'correct' : 'wrong' })),
      missed_labels: missedPick !== undefined && rnd() < 0.25 ? [missedPick] : [],
      note: intentCorrect === false ? 'The caller wanted something else.' : '',
      reviewed_at: new Date(reviewedAt).toISOString(),
      reviewer: reviewers[Math.floor(rnd() * reviewers.length)] ?? null,
      ai_intent_id: aiIntent,
      ai_label_ids: carried,
    });
  }
  return map;
}

/** A stored review made of a body, as the call stands now. */
export function storedReview(call: Call, body: ReviewBody, now: Date): CallReview {
  return {
    call_id: call.id,
    ...body,
    reviewed_at: now.toISOString(),
    reviewer: EMULATOR_REVIEWER,
    ai_intent_id: call.call_intent?.id ?? null,
    ai_label_ids: call.labels_and_redflags.map((l) => l.id),
  };
}

type Query = { one(key: string): string | undefined; all(key: string): string[] };

/** A query date-time as the service parses it (no zone: UTC); null when absent, 422 when not one. */
export const dateTime = (raw: string | undefined, name: string): number | null => {
  if (raw === undefined) return null;
  const t = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(/(Z|[+-]\d{2}:?\d{2})$/i.test(raw) ? raw : `${raw}Z`) : NaN;
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
};

/** GET call-reviews (B.4): by the call's start range and the AI's intent, newest call first, paged. */
export function listReviews(
  agent: AgentRecord,
  reviews: Map<number, CallReview>,
  query: Query,
): { items: CallReview[]; total: number } {
  const limitRaw = query.one('limit');
  const offsetRaw = query.one('offset');
  const limit = limitRaw === undefined ? 100 : parseIntParam(limitRaw, ['query', 'limit']);
  const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
  if (limit > REVIEW_PAGE_MAX || limit < 1) {
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
            msg: `Input should be less than or equal to ${REVIEW_PAGE_MAX}`,
            input: limitRaw,
            ctx: { le: REVIEW_PAGE_MAX },
          },
    ]);
  }
  const intents = query.all('call_intent_id').map((raw) => parseIntParam(raw, ['query', 'call_intent_id']));
  const after = dateTime(query.one('started_after'), 'started_after');
  const before = dateTime(query.one('started_before'), 'started_before');
  const calls = [...agent.calls].sort((a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? '') || b.id - a.id);
  const matching: CallReview[] = [];
  for (const call of calls) {
    const review = reviews.get(call.id);
    if (!review) continue;
    const t = call.started_at ? Date.parse(call.started_at) : NaN;
    if (after !== null && !(t >= after)) continue;
    if (before !== null && !(t < before)) continue;
    if (intents.length > 0 && !intents.includes(review.ai_intent_id ?? NaN)) continue;
    matching.push(review);
  }
  return { items: matching.slice(Math.max(0, offset), Math.max(0, offset) + limit), total: matching.length };
}

const TRUE = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/** The calls list's `reviewed` (B.4), parsed as pydantic parses a boolean; undefined when absent. */
export function reviewedParam(raw: string | undefined): boolean | undefined {
  if (raw === undefined) return undefined;
  const v = raw.trim().toLowerCase();
  if (TRUE.has(v)) return true;
  if (FALSE.has(v)) return false;
  throw new EmuError(422, [
    {
      type: 'bool_parsing',
      loc: ['query', 'reviewed'],
      msg: 'Input should be a valid boolean, unable to interpret input',
      input: raw,
    },
  ]);
}
