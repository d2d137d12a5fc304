import * as z from 'zod/mini';
import type { AgentRef, CallReview } from '../../../contract';
import { readDraft, type StoredDraft } from '../../../lib/drafts';
import { type ReviewForm, formFromReview, reviewFormSchema } from './review-form';

/** A call's unsaved review (src/lib/drafts.ts: this device, this session), one per call. */
export const reviewDraftKey = (a: AgentRef, callId: number) => `review.${a.workspaceId}.${a.agentId}.${callId}`;

/**
 * The review a form stands on: the one it opened on, or last saved or took (`at`: its
 * `reviewed_at`); null when the call had no review then. A save first reads the review again:
 * one saved elsewhere since is shown beside the form (./review-conflict.ts), not overwritten.
 */
const reviewBaseSchema = z.nullable(z.object({ at: z.nullable(z.string()), form: reviewFormSchema }));
export type ReviewBase = z.infer<typeof reviewBaseSchema>;

export const baseOf = (review: CallReview | null): ReviewBase =>
  review ? { at: review.reviewed_at ?? null, form: formFromReview(review) } : null;

/**
 * What a draft keeps: the form, and the review it was typed over (`base`), so a save of the draft
 * still sees a review saved elsewhere since. A draft of an earlier version has no base (unknown).
 */
const reviewDraftSchema = z.object({ ...reviewFormSchema.shape, base: z.optional(reviewBaseSchema) });
export type ReviewDraft = { form: ReviewForm; base?: ReviewBase };

/** The draft written by `change`: the form with its base beside it. */
export const reviewDraftOf = (form: ReviewForm, base: ReviewBase) => ({ ...form, base });

export function loadReviewDraft(a: AgentRef, callId: number): StoredDraft<ReviewDraft> | null {
  const draft = readDraft(reviewDraftKey(a, callId), reviewDraftSchema);
  if (!draft) return null;
  const { base, ...form } = draft.data;
  return { savedAt: draft.savedAt, data: { form, base } };
}
