import * as z from 'zod/mini';
import type { AgentRef } from '../../contract';
import { readDraft, type StoredDraft } from '../../lib/drafts';

/**
 * The intent editor's unsaved text (src/lib/drafts.ts: this device, this session). One per
 * agent: the editor is one dialog. `intentId` null is the create form.
 */
const intentDraftSchema = z.object({
  intentId: z.nullable(z.int()),
  label: z.string(),
  description: z.string(),
});
export type IntentDraft = z.infer<typeof intentDraftSchema>;

export const intentDraftKey = (a: AgentRef) => `intent.${a.workspaceId}.${a.agentId}`;

export const loadIntentDraft = (a: AgentRef): StoredDraft<IntentDraft> | null =>
  readDraft(intentDraftKey(a), intentDraftSchema);
