import * as z from 'zod/mini';
import { idSchema, timestampSchema, tolerantList } from './common.ts';

/**
 * Part B.4 (assumed): a person's verdict on what the AI decided for one call. Stored reviews are
 * read tolerantly (unknown keys pass, unpublished fields may be null or absent); the body the
 * dashboard sends is exact.
 */

/** What B.4 allows a note to hold, in characters. */
export const REVIEW_NOTE_MAX = 2000;

/**
 * A note's length as the service counts it: characters (Unicode code points, as Python's `len`),
 * not UTF-16 units, so an emoji counts once.
 */
export const noteLength = (note: string): number => Array.from(note).length;

/** The largest page `GET call-reviews` answers. */
export const REVIEW_PAGE_MAX = 500;

export const REVIEW_VERDICTS = ['correct', 'wrong'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** Body of `PUT calls/{id}/review`: creates or replaces the call's review. */
export const reviewBodySchema = z.object({
  /** null: the intent was not judged. */
  intent_correct: z.nullable(z.boolean()),
  /** With intent_correct false: the right intent, or null for "none of the agent's intents". */
  corrected_intent_id: z.nullable(z.int()),
  /** Verdicts on the labels and red flags the call carries, by the rule's id. */
  labels: z.array(z.object({ id: z.int(), verdict: z.enum(REVIEW_VERDICTS) })),
  /** Rule ids of labels or red flags the call should have carried. */
  missed_labels: z.array(z.int()),
  // zod counts a string's characters (code points), as the service does: see noteLength.
  note: z.string().check(z.maxLength(REVIEW_NOTE_MAX, `A note holds at most ${REVIEW_NOTE_MAX} characters`)),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** One verdict as stored. A verdict other than the two known is kept and shown as it is. */
export const labelVerdictSchema = z.looseObject({ id: idSchema, verdict: z.nullish(z.string()) });
export type LabelVerdict = z.infer<typeof labelVerdictSchema>;

/** A stored review: the body, plus who and when, and the AI's decisions as they stood then. */
export const callReviewSchema = z.looseObject({
  call_id: idSchema,
  intent_correct: z.nullish(z.boolean()),
  corrected_intent_id: z.nullish(z.int()),
  labels: tolerantList(labelVerdictSchema),
  missed_labels: tolerantList(idSchema),
  note: z.nullish(z.string()),
  reviewed_at: timestampSchema,
  reviewer: z.nullish(z.string()),
  /** B.11: the member who wrote it, where several members review a call. */
  reviewer_id: z.nullish(idSchema),
  ai_intent_id: z.nullish(z.int()),
  ai_label_ids: tolerantList(idSchema),
});
export type CallReview = z.infer<typeof callReviewSchema>;

export const callReviewListSchema = z.looseObject({
  items: z.array(callReviewSchema),
  total: z.nullish(z.int()),
});
export type CallReviewList = z.infer<typeof callReviewListSchema>;
