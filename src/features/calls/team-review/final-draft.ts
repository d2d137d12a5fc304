import * as z from 'zod/mini';
import { type AgentRef, type ReviewBody, finalReviewBodySchema } from '../../../contract';
import { readDraft, type StoredDraft } from '../../../lib/drafts';
import type { FinalBase } from './final-body';

/**
 * A call's unsaved final verdict (src/lib/drafts.ts: this device, this session), one per call, as
 * ../review/review-draft.ts keeps a member's review.
 */
export const finalDraftKey = (a: AgentRef, callId: number) => `final-review.${a.workspaceId}.${a.agentId}.${callId}`;

/**
 * What a draft keeps: the form, and the stored verdict it was typed over (`base`), so a save of
 * the draft still sees a verdict another admin saved since.
 */
// The note as typed, however long: the form, not the draft, says when it is over the limit.
const typedBodySchema = z.object({ ...finalReviewBodySchema.shape, note: z.string() });
const finalDraftSchema = z.object({
  body: typedBodySchema,
  base: z.nullable(z.object({ at: z.nullable(z.string()), body: finalReviewBodySchema })),
});
export type FinalDraft = { body: ReviewBody; base: FinalBase };

export const loadFinalDraft = (a: AgentRef, callId: number): StoredDraft<FinalDraft> | null =>
  readDraft(finalDraftKey(a, callId), finalDraftSchema);
