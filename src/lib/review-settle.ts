import type { CallReview } from '../contract';

/** What a review says about a call, as one comparable string: its intent verdict, label verdicts and missed labels. */
function verdicts(r: CallReview): string {
  const intent =
    r.intent_correct === false ? `wrong:${r.corrected_intent_id ?? 'none'}` : String(r.intent_correct ?? 'unjudged');
  const labels = r.labels.map((l) => `${l.id}=${l.verdict}`).sort();
  const missed = [...r.missed_labels].sort((a, b) => a - b);
  return JSON.stringify([intent, labels, missed]);
}

export type Settled = {
  /** One review per call, in the order the calls first came: what the quality figures count. */
  counted: CallReview[];
  /** The calls whose reviewers disagree and that no final verdict settles, in the same order. */
  disagreeing: number[];
};

/**
 * The review that counts for each call (B.11): its final verdict where it has one, else its
 * reviews where they all say the same (one review, or several that agree); a call whose
 * reviewers disagree without a final verdict is left out, and named.
 */
export function settleReviews(reviews: readonly CallReview[], finals: ReadonlyMap<number, CallReview>): Settled {
  const byCall = new Map<number, CallReview[]>();
  for (const r of reviews) {
    const list = byCall.get(r.call_id);
    if (list) list.push(r);
    else byCall.set(r.call_id, [r]);
  }
  const counted: CallReview[] = [];
  const disagreeing: number[] = [];
  for (const [callId, list] of byCall) {
    const final = finals.get(callId);
    const [first] = list;
    if (final) counted.push(final);
    else if (first && list.every((r) => verdicts(r) === verdicts(first))) counted.push(first);
    else disagreeing.push(callId);
  }
  return { counted, disagreeing };
}
