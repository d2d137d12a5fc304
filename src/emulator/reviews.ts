import * as z from 'zod/mini';
import type { Call, ReviewBody } from '../contract/index.ts';
import { EmuError } from './errors.ts';
import { ReviewBook } from './review-book.ts';
import { DAY } from './seed-base.ts';
import { prng } from './seed-calls.ts';
import { layTeamReviews, type SeededReview } from './seed-team-reviews.ts';
import type { AgentRecord, Store } from './seed.ts';
import { personNamed } from './team.ts';

/** Who the emulator says reviewed a call saved through it (the demo token's person). */
export const EMULATOR_REVIEWER = 'Demo admin';
const SEED_REVIEWERS = ['Priya Raman', 'Sam Okafor'];

/**
 * Body of `POST /__emulator/reviews`: `offered: false` makes the emulator a server without B.4
 * (its routes answer 404 Not Found, calls carry no `reviewed` and the list ignores it); `clear`
 * removes an agent's reviews; `count` replaces them with that many generated ones (benchmarks), shared by `reviewersPerCall`
 * reviewers on each call.
 */
export const reviewControlSchema = z.object({
  offered: z.optional(z.boolean()),
  clear: z.optional(z.boolean()),
  count: z.optional(z.int().check(z.gte(0), z.lte(200_000))),
  /** With `count`: how many reviewers review each call (1 to 5, default 1). */
  reviewersPerCall: z.optional(z.int().check(z.gte(1), z.lte(5))),
  workspaceId: z.optional(z.int()),
  agentId: z.optional(z.int()),
});
export type ReviewControl = z.infer<typeof reviewControlSchema>;

/**
 * The emulator's reviews (B.4, B.11), per agent. Kept beside the seed rather than in it: an agent
 * record of a fresh seed starts with the demo reviews of its calls (agent 1 only).
 */
export class ReviewStore {
  offered = true;
  #byAgent = new WeakMap<AgentRecord, ReviewBook>();

  /** `seededAt`: the seed's instant; no seeded review is later. */
  constructor(private readonly seededAt: number) {}

  reset(): void {
    this.offered = true;
    this.#byAgent = new WeakMap();
  }

  of(agent: AgentRecord): ReviewBook {
    let book = this.#byAgent.get(agent);
    if (!book) {
      book = new ReviewBook();
      if (agent.id === 1 && agent.workspaceId === 1) {
        // A chance of 0.4 per call gives 18 of the 60 calls (30%), as the README says
        // (seed-coherence.test.ts); the team's calibration replaces the reviews of some of them.
        layTeamReviews(book, agent.calls, seedReviews(agent.calls, 0.4, SEED_REVIEWERS, this.seededAt), this.seededAt);
      }
      this.#byAgent.set(agent, book);
    }
    return book;
  }

  control(store: Store, body: ReviewControl): void {
    if (body.offered !== undefined) this.offered = body.offered;
    if (body.clear || body.count !== undefined) {
      const agent = store.agents.find((a) => a.workspaceId === (body.workspaceId ?? 1) && a.id === (body.agentId ?? 1));
      if (!agent) throw new EmuError(404, `Agent with ID ${body.agentId ?? 1} not found`);
      const newest = [...agent.calls].sort(
        (a, b) => (b.started_at ?? '').localeCompare(a.started_at ?? '') || b.id - a.id,
      );
      const book = new ReviewBook();
      const perCall = body.reviewersPerCall ?? 1;
      const count = body.count ?? 0;
      const people = perCall > 1 ? BENCH_REVIEWERS : [EMULATOR_REVIEWER, ...SEED_REVIEWERS];
      const made = seedReviews(newest.slice(0, Math.ceil(count / perCall)), 1, people, this.seededAt, perCall);
      for (const r of made.slice(0, count)) book.put(r.call, reviewer(r.reviewer), r.body, new Date(r.at));
      this.#byAgent.set(agent, book);
    }
  }
}

/** Five reviewers for generated reviews shared between them (benchmarks). */
const BENCH_REVIEWERS = [EMULATOR_REVIEWER, 'Rey Reviewer', 'Remi Second', ...SEED_REVIEWERS];

const reviewer = (name: string) => personNamed(name) ?? { id: 0, name };

/**
 * Deterministic reviews of a share of `calls`: most intents judged correct, some corrected to
 * another of the calls' intents or to none, label verdicts, now and then a missed label. With
 * `perCall` above 1, each call is reviewed by that many reviewers, who mostly agree.
 */
function seedReviews(calls: readonly Call[], share: number, reviewers: string[], now: number, perCall = 1) {
  const rnd = prng(11);
  const intentIds = [...new Set(calls.flatMap((c) => (c.call_intent ? [c.call_intent.id] : [])))].sort((a, b) => a - b);
  const labelIds = [...new Set(calls.flatMap((c) => c.labels_and_redflags.map((l) => l.id)))].sort((a, b) => a - b);
  const made: SeededReview[] = [];
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
    const room = Math.max(0, Math.min(DAY, now - end));
    const reviewedAt = end + rnd() * room;
    const body: ReviewBody = {
      intent_correct: intentCorrect,
      corrected_intent_id: corrected,
      labels: carried.map((id) => ({ id, verdict: rnd() < 0.8 ? 'correct' : 'wrong' })),
      missed_labels: missedPick !== undefined && rnd() < 0.25 ? [missedPick] : [],
      note: intentCorrect === false ? 'The caller wanted something else.' : '',
    };
    const first = Math.floor(rnd() * reviewers.length);
    made.push({ call, reviewer: reviewers[first] ?? EMULATOR_REVIEWER, body, at: reviewedAt });
    for (let k = 1; k < Math.min(perCall, reviewers.length); k++) {
      // Another reviewer: now and then the other verdict on the intent or on a label.
      const flip = rnd() < 0.15;
      made.push({
        call,
        reviewer: reviewers[(first + k) % reviewers.length] ?? EMULATOR_REVIEWER,
        body: {
          ...body,
          intent_correct: flip ? intentCorrect !== true : intentCorrect,
          corrected_intent_id: flip ? null : corrected,
          labels: body.labels.map((l) =>
            rnd() < 0.1 ? { id: l.id, verdict: l.verdict === 'correct' ? 'wrong' : 'correct' } : l,
          ),
        },
        at: reviewedAt + rnd() * (now - reviewedAt),
      });
    }
  }
  return made;
}
