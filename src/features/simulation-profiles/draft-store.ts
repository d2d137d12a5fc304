import { z } from 'zod';
import type { AgentRef } from '../../contract';
import type { ProfileValues } from './fields-model';

/**
 * Unsaved profile drafts, kept in localStorage so they outlive a reload or a closed tab. One
 * draft per agent and profile ("new" for the create form). Storage may be full or disabled:
 * every call then quietly does nothing rather than break the form.
 */
export type DraftTarget = AgentRef & { profileId: number | 'new' };

const draftSchema = z.object({
  version: z.literal(1),
  savedAt: z.string(),
  values: z.object({
    name: z.string(),
    fields: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
});
export type Draft = z.infer<typeof draftSchema>;

const PREFIX = 'cm.draft.simulation-profile';

export const draftKey = ({ workspaceId, agentId, profileId }: DraftTarget) =>
  `${PREFIX}.${workspaceId}.${agentId}.${profileId}`;

export function saveDraft(target: DraftTarget, values: ProfileValues, storage: Storage = localStorage, now = new Date()): void {
  const draft: Draft = { version: 1, savedAt: now.toISOString(), values };
  try {
    storage.setItem(draftKey(target), JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the form still works, only the safety net is missing.
  }
}

export function loadDraft(target: DraftTarget, storage: Storage = localStorage): Draft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(target));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = null;
  }
  const parsed = draftSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  // Something else wrote here (an older version, a hand edit): it cannot be offered back.
  clearDraft(target, storage);
  return null;
}

export function clearDraft(target: DraftTarget, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(target));
  } catch {
    // nothing to do
  }
}
