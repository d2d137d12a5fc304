import type { Conflict } from '../../../components/conflict-dialog';
import type { CallReview, FinalReview, ReviewBody } from '../../../contract';
import { type FinalBase, bodyOfFinal } from './final-body';
import type { ConflictChoice } from '../../../lib/conflict';
import { checkReview, type ReviewNames } from '../review/review-conflict';
import { NONE_OF_THESE, type ReviewForm, formFromReview } from '../review/review-form';

/*
 * A final verdict saved by another admin while this one was choosing: the same comparison and
 * dialog as a member's review (../review/review-conflict.ts), over the final verdict's fields.
 * Loaded with the first save (./use-final-conflict.tsx): the review's model stays in the call
 * page's own chunk rather than in one of its own on the page's first load.
 */

/** A body as the review comparison reads it (who and when are the final verdict's). */
const asReview = (body: ReviewBody, at: string | null = null, by: string | null = null): CallReview => ({
  ...body,
  call_id: 0,
  reviewed_at: at,
  reviewer: by,
  ai_label_ids: [],
});

const formOf = (body: ReviewBody): ReviewForm => formFromReview(asReview(body));

function bodyOf(form: ReviewForm): ReviewBody {
  const right = form.rightIntent === NONE_OF_THESE || form.rightIntent === '' ? null : Number(form.rightIntent);
  return {
    intent_correct: form.intent === null ? null : form.intent === 'correct',
    corrected_intent_id: form.intent === 'wrong' && right !== null && Number.isInteger(right) ? right : null,
    labels: form.labels,
    missed_labels: form.missed,
    note: form.note,
  };
}

/** What the person chose: the body to save now (`save`), or null for the stored verdict taken instead. */
export type FinalResolution = { theirs: FinalReview; save: ReviewBody | null };
export type FinalAsking = { conflict: Conflict; resolve: (choice: ConflictChoice) => FinalResolution };

/**
 * Compares the final verdict as read again just now (`now`: null without one, undefined when the
 * read failed) with the form: null when `mine` may be saved (none saved elsewhere since `base`,
 * or it says what `mine` says), else the question to ask.
 */
export function checkFinal(
  now: FinalReview | null | undefined,
  base: FinalBase,
  mine: ReviewBody,
  names: ReviewNames,
): FinalAsking | null {
  if (!now) return null;
  const theirs = asReview(bodyOfFinal(now), now.decided_at ?? null, now.decided_by ?? null);
  const stood = base ? { at: base.at, form: formOf(base.body) } : null;
  const asking = checkReview(theirs, stood, formOf(mine), names);
  if (!asking) return null;
  return {
    conflict: { ...asking.conflict, what: 'final verdict' },
    resolve: (choice) => {
      const r = asking.resolve(choice);
      return { theirs: now, save: 'took' in r ? null : bodyOf(r.save) };
    },
  };
}
