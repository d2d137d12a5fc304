import * as z from 'zod/mini';
import type { AgentRef } from '../../../contract';
import { readDraft, removeDraft, writeDraft } from '../../../lib/drafts';
import type { ProfileValues } from './fields-model';

/**
 * Unsaved profile drafts (src/lib/drafts.ts: kept on this device, for this session only). One
 * draft per agent and profile ("new" for the create form).
 */
export type DraftTarget = AgentRef & { profileId: number | 'new' };

const valuesSchema = z.object({
  name: z.string(),
  fields: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type Draft = { savedAt: string; values: ProfileValues };

/** The draft's name in src/lib/drafts.ts. */
export const profileDraftName = ({ workspaceId, agentId, profileId }: DraftTarget) =>
  `simulation-profile.${workspaceId}.${agentId}.${profileId}`;
const key = profileDraftName;
/** Where the draft is kept in localStorage. */
export const draftKey = (t: DraftTarget) => `cm.draft.${key(t)}`;

export function saveDraft(target: DraftTarget, values: ProfileValues, now = new Date()): void {
  writeDraft(key(target), values, now);
}

export function loadDraft(target: DraftTarget): Draft | null {
  const d = readDraft(key(target), valuesSchema);
  return d ? { savedAt: d.savedAt, values: d.data } : null;
}

export function clearDraft(target: DraftTarget): void {
  removeDraft(key(target));
}
