import type { CallReview } from '../contract';
import {
  type Cohen,
  type Fleiss,
  type ReviewerReview,
  disagreements,
  intentFleiss,
  labelFleiss,
  pairAgreements,
} from './review-agreement';

/**
 * The quality page's agreement figures, computed where the reviews are read (the quality worker):
 * only these leave it. A review without `reviewer_id` (a server with one review per call) has no
 * one to be compared with, and is left out.
 */

export type Reviewer = { id: number; name: string };

/** Cohen's figures of one pair on one reading; `calls`: the calls they rest on. */
export type PairFigure = Cohen & { calls: number };

export type AgreementPair = {
  a: Reviewer;
  b: Reviewer;
  /** The calls both reviewed, newest call first (the reviews list's order). */
  calls: number[];
  intent: PairFigure;
  labels: PairFigure;
};

export type AgreementAcrossAll = { intent: Fleiss; labels: Fleiss & { calls: number } };

export type Agreement = {
  /** Everyone with a review in the range that says who wrote it, by id. */
  reviewers: Reviewer[];
  /** Reviews that do not say who wrote them (a server with one review per call): not compared. */
  unnamed: number;
  pairs: AgreementPair[];
  /** Fleiss' kappa, where three reviewers or more judged a call; null otherwise. */
  acrossAll: AgreementAcrossAll | null;
  /** The calls whose reviewers differ on the intent or a label, without a final verdict; newest first. */
  disagreements: number[];
};

/**
 * Agreement of the reviews in `reviews` (newest call first, as the reviews list gives them);
 * `finals`: the calls with a final verdict, which no longer count as disagreements.
 */
export function agreementOf(reviews: readonly CallReview[], finals: ReadonlySet<number>): Agreement {
  const order = new Map<number, number>();
  const names = new Map<number, string>();
  const judged: ReviewerReview[] = [];
  const perCall = new Map<number, number>();
  let unnamed = 0;
  for (const r of reviews) {
    if (!order.has(r.call_id)) order.set(r.call_id, order.size);
    if (r.reviewer_id === null || r.reviewer_id === undefined) {
      unnamed += 1;
      continue;
    }
    if (!names.has(r.reviewer_id)) names.set(r.reviewer_id, r.reviewer || `Member ${r.reviewer_id}`);
    judged.push({ ...r, reviewer_id: r.reviewer_id, labels: r.labels });
    perCall.set(r.call_id, (perCall.get(r.call_id) ?? 0) + 1);
  }
  const newestFirst = (ids: readonly number[]) =>
    [...ids].sort((x, y) => (order.get(x) ?? 0) - (order.get(y) ?? 0) || y - x);
  const person = (id: number): Reviewer => ({ id, name: names.get(id) ?? `Member ${id}` });
  const pairs = pairAgreements(judged).map((p): AgreementPair => ({
    a: person(p.a),
    b: person(p.b),
    calls: newestFirst(p.calls),
    intent: { ...p.intent, calls: p.intent.n },
    labels: { ...p.labels, calls: p.labelCalls },
  }));
  const crowded = [...perCall.values()].some((n) => n > 2);
  return {
    reviewers: [...names.keys()].sort((x, y) => x - y).map(person),
    unnamed,
    pairs,
    acrossAll: crowded ? { intent: intentFleiss(judged), labels: labelFleiss(judged) } : null,
    disagreements: newestFirst(disagreements(judged).filter((id) => !finals.has(id))),
  };
}
