import type { FinalReview, ReviewBody } from '../../../contract';

/** A stored final verdict's fields as a body, verdicts other than the two known left out. */
export function bodyOfFinal(final: FinalReview): ReviewBody {
  return {
    intent_correct: final.intent_correct ?? null,
    corrected_intent_id: final.intent_correct === false ? (final.corrected_intent_id ?? null) : null,
    labels: final.labels.flatMap((l) =>
      l.verdict === 'correct' || l.verdict === 'wrong' ? [{ id: l.id, verdict: l.verdict }] : [],
    ),
    missed_labels: [...final.missed_labels],
    note: final.note ?? '',
  };
}

/** The final verdict a form stands on (null: the call had none when it was read). */
export type FinalBase = { at: string | null; body: ReviewBody } | null;
export const finalBaseOf = (final: FinalReview | null): FinalBase =>
  final ? { at: final.decided_at ?? null, body: bodyOfFinal(final) } : null;
