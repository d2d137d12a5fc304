import type { Assignment, Call, CallReview, FinalReview, MemberReview, ReviewBody } from '../contract/index.ts';

/** A review as the emulator stores it: B.4's fields, and B.11's id and member. */
export type StoredReview = CallReview & MemberReview & { id: number; reviewer_id: number | null };
/** A final verdict as stored: B.11's fields, and the AI's decisions as the call stood then. */
export type StoredFinal = FinalReview & { ai_intent_id: number | null; ai_label_ids: number[] };
export type StoredAssignment = Assignment & { id: number; reviewer_id: number; state: 'open' | 'done' };
/** Who writes a review, a verdict or an assignment. */
export type Person = { id: number; name: string };

/** The AI's decisions on a call, as they stand now (kept with each review and verdict). */
export const aiOf = (call: Call) => ({
  ai_intent_id: call.call_intent?.id ?? null,
  ai_label_ids: call.labels_and_redflags.map((l) => l.id),
});

const byTime =
  <T extends { id: number }>(at: (x: T) => string | null | undefined) =>
  (a: T, b: T) =>
    (at(a) ?? '').localeCompare(at(b) ?? '') || a.id - b.id;

/**
 * One agent's reviews (B.4, B.11): every member's review of each call, the final verdicts and
 * the review assignments. Completing an assignment follows the review: stored, it is done;
 * removed, it is open again.
 */
export class ReviewBook {
  /** call id → reviewer id → review. */
  readonly #byCall = new Map<number, Map<number, StoredReview>>();
  readonly finals = new Map<number, StoredFinal>();
  readonly #assignments: StoredAssignment[] = [];
  #nextReview = 1;
  #nextAssignment = 1;

  /** How many calls have at least one review. */
  get size(): number {
    let n = 0;
    for (const reviews of this.#byCall.values()) if (reviews.size > 0) n++;
    return n;
  }

  isReviewed(callId: number): boolean {
    return (this.#byCall.get(callId)?.size ?? 0) > 0;
  }

  /** A call's reviews, oldest first. */
  ofCall(callId: number): StoredReview[] {
    return [...(this.#byCall.get(callId)?.values() ?? [])].sort(byTime((r) => r.reviewed_at));
  }

  own(callId: number, reviewerId: number): StoredReview | undefined {
    return this.#byCall.get(callId)?.get(reviewerId);
  }

  /** Every review, in no promised order. */
  *all(): Generator<StoredReview> {
    for (const reviews of this.#byCall.values()) yield* reviews.values();
  }

  /** Stores (creates or replaces, keeping its id) a member's review; their assignment of the call is done. */
  put(call: Call, who: Person, body: ReviewBody, at: Date): StoredReview {
    const reviews = this.#byCall.get(call.id) ?? new Map<number, StoredReview>();
    this.#byCall.set(call.id, reviews);
    const review: StoredReview = {
      id: reviews.get(who.id)?.id ?? this.#nextReview++,
      call_id: call.id,
      ...body,
      reviewed_at: at.toISOString(),
      reviewer_id: who.id,
      reviewer: who.name,
      ...aiOf(call),
    };
    reviews.set(who.id, review);
    for (const a of this.#assignments) {
      if (a.call_id === call.id && a.reviewer_id === who.id && a.state === 'open') {
        a.state = 'done';
        a.done_at = review.reviewed_at;
      }
    }
    return review;
  }

  /** Removes a member's review (false when there is none); their assignment of the call is open again. */
  remove(callId: number, reviewerId: number): boolean {
    const removed = this.#byCall.get(callId)?.delete(reviewerId) ?? false;
    if (removed) {
      for (const a of this.#assignments) {
        if (a.call_id === callId && a.reviewer_id === reviewerId) {
          a.state = 'open';
          a.done_at = null;
        }
      }
    }
    return removed;
  }

  setFinal(call: Call, who: Person, body: ReviewBody, at: Date): StoredFinal {
    const final: StoredFinal = {
      call_id: call.id,
      ...body,
      decided_by: who.name,
      decided_at: at.toISOString(),
      ...aiOf(call),
    };
    this.finals.set(call.id, final);
    return final;
  }

  /** Assignments, oldest first. */
  assignments(): StoredAssignment[] {
    return [...this.#assignments].sort(byTime((a) => a.assigned_at));
  }

  assign(callId: number, reviewer: Person, by: string, at: Date): StoredAssignment {
    const done = this.own(callId, reviewer.id);
    const assignment: StoredAssignment = {
      id: this.#nextAssignment++,
      call_id: callId,
      reviewer_id: reviewer.id,
      reviewer: reviewer.name,
      assigned_by: by,
      assigned_at: at.toISOString(),
      // A reviewer who has already reviewed the call has done what the assignment asks.
      state: done ? 'done' : 'open',
      done_at: done ? at.toISOString() : null,
    };
    this.#assignments.push(assignment);
    return assignment;
  }

  unassign(id: number): boolean {
    const i = this.#assignments.findIndex((a) => a.id === id);
    if (i < 0) return false;
    this.#assignments.splice(i, 1);
    return true;
  }
}
