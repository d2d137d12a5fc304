import * as z from 'zod/mini';
import type { AgentRef } from '../../../contract';
import { readDraft, type StoredDraft } from '../../../lib/drafts';
import { type ReviewBase, reviewBaseSchema } from './review-conflict';
import { type ReviewForm, reviewFormSchema } from './review-form';

/** A call's unsaved review (src/lib/drafts.ts: this device, this session), one per call. */
export const reviewDraftKey = (a: AgentRef, callId: number) => `review.${a.workspaceId}.${a.agentId}.${callId}`;

/**
 * What a draft keeps: the form, and the review it was typed over (`base`), so a save of the draft
 * still sees a review saved elsewhere since. A draft of an earlier version is the form alone: its
 * base is not known (undefined).
 */
export type ReviewDraft = { form: ReviewForm; base?: ReviewBase };
const reviewDraftSchema = z.union([
  z.object({ form: reviewFormSchema, base: reviewBaseSchema }),
  z.pipe(
    reviewFormSchema,
    z.transform((form): ReviewDraft => ({ form })),
  ),
]);

export const loadReviewDraft = (a: AgentRef, callId: number): StoredDraft<ReviewDraft> | null =>
  readDraft(reviewDraftKey(a, callId), reviewDraftSchema);
