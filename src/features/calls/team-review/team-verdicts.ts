import type { MemberReview, ReviewBody, ReviewVerdict } from '../../../contract';
import { intentVerdict, labelVerdicts } from '../../../lib/review-agreement';

/*
 * What the call page reads from a call's several reviews (B.11): whose they are, where they
 * disagree, and what most of them say (the final verdict's prefill). A verdict's category is the
 * quality page's (src/lib/review-agreement.ts): "correct", or "wrong" with the intent named
 * ("none of these" being one); "correct" or "wrong" per label of the call.
 */

/** A review as this page compares it: its verdicts. */
export type Judged = Pick<MemberReview, 'intent_correct' | 'corrected_intent_id' | 'labels' | 'missed_labels'>;

export type Disagreement = { intent: boolean; labels: ReadonlySet<number> };

/**
 * Where `review` differs from another of the call's reviews (`all`, which may hold it): on the
 * intent, and on each label both judged. A verdict the other did not give is no disagreement.
 */
export function disagreementOf(review: Judged, all: readonly Judged[]): Disagreement {
  const intent = intentVerdict(review);
  const labels = labelVerdicts(review);
  const differs = { intent: false, labels: new Set<number>() };
  for (const other of all) {
    if (other === review) continue;
    const theirs = intentVerdict(other);
    if (intent !== null && theirs !== null && theirs !== intent) differs.intent = true;
    const theirLabels = labelVerdicts(other);
    for (const [id, verdict] of labels) {
      const v = theirLabels.get(id);
      if (v !== undefined && v !== verdict) differs.labels.add(id);
    }
  }
  return differs;
}

/** Whether any two of the reviews differ on the intent or on a label. */
export const anyDisagreement = (all: readonly Judged[]): boolean =>
  all.some((r) => {
    const d = disagreementOf(r, all);
    return d.intent || d.labels.size > 0;
  });

/** The category most of `votes` give, or null when none does more than every other (a tie) or none is given. */
function mostOf<T>(votes: readonly T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of votes) counts.set(v, (counts.get(v) ?? 0) + 1);
  let top: T | null = null;
  let topCount = 0;
  let tied = false;
  for (const [v, c] of counts) {
    if (c > topCount) [top, topCount, tied] = [v, c, false];
    else if (c === topCount) tied = true;
  }
  return tied ? null : top;
}

const isVerdict = (v: string): v is ReviewVerdict => v === 'correct' || v === 'wrong';

/**
 * The final verdict's prefill from the call's reviews: on the intent and on each label, the
 * category more reviews give than any other (among those that judged it); a tie leaves it unset.
 * A label is missed when more than half of the reviews say so. The note starts empty.
 */
export function majorityVerdict(reviews: readonly Judged[]): ReviewBody {
  const intent = mostOf(reviews.map(intentVerdict).filter((v): v is string => v !== null));
  const labelIds = [...new Set(reviews.flatMap((r) => [...labelVerdicts(r).keys()]))].sort((a, b) => a - b);
  const labels = labelIds.flatMap((id) => {
    const verdict = mostOf(reviews.flatMap((r) => labelVerdicts(r).get(id) ?? []));
    return verdict !== null && isVerdict(verdict) ? [{ id, verdict }] : [];
  });
  const missedIds = [...new Set(reviews.flatMap((r) => r.missed_labels))].sort((a, b) => a - b);
  const missed = missedIds.filter(
    (id) => reviews.filter((r) => r.missed_labels.includes(id)).length * 2 > reviews.length,
  );
  const wrong = intent?.startsWith('wrong:') ? intent.slice('wrong:'.length) : null;
  return {
    intent_correct: intent === null ? null : intent === 'correct',
    corrected_intent_id: wrong === null || wrong === 'none' ? null : Number(wrong),
    labels,
    missed_labels: missed,
    note: '',
  };
}
