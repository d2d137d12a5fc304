import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';

const target = { workspaceId: 1, agentId: 2, profileId: 7 } as const;
const values = { name: 'Caller', fields: [{ key: 'persona', value: 'line 1\nline 2' }] };

describe('draft store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per agent and profile, "new" for the create form', () => {
    saveDraft(target, values, localStorage, new Date('2025-01-02T03:04:05Z'));
    saveDraft({ ...target, profileId: 'new' }, { name: 'Other', fields: [] });
    expect(loadDraft(target)).toEqual({ version: 1, savedAt: '2025-01-02T03:04:05.000Z', values });
    expect(loadDraft({ ...target, profileId: 'new' })?.values.name).toBe('Other');
    expect(loadDraft({ ...target, agentId: 3 })).toBeNull();
    expect(draftKey(target)).toBe('cm.draft.simulation-profile.1.2.7');
  });

  it('clears a draft', () => {
    saveDraft(target, values);
    clearDraft(target);
    expect(loadDraft(target)).toBeNull();
  });

  it('drops what it cannot read instead of offering it', () => {
    localStorage.setItem(draftKey(target), '{not json');
    expect(loadDraft(target)).toBeNull();
    localStorage.setItem(draftKey(target), JSON.stringify({ version: 9, values: {} }));
    expect(loadDraft(target)).toBeNull();
    expect(localStorage.getItem(draftKey(target))).toBeNull();
  });

  it('survives a storage that refuses to write or read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => saveDraft(target, values, broken)).not.toThrow();
    expect(loadDraft(target, broken)).toBeNull();
    expect(() => clearDraft(target, broken)).not.toThrow();
  });
});
