import type { AgentRef } from '../../../contract';
import { readDraft, type StoredDraft } from '../../../lib/drafts';
import { type ReviewForm, reviewFormSchema } from './review-form';

/** A call's unsaved review (src/lib/drafts.ts: this device, this session), one per call. */
export const reviewDraftKey = (a: AgentRef, callId: number) => `review.${a.workspaceId}.${a.agentId}.${callId}`;

export const loadReviewDraft = (a: AgentRef, callId: number): StoredDraft<ReviewForm> | null =>
  readDraft(reviewDraftKey(a, callId), reviewFormSchema);
