// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindDraftsToSession } from '../../../lib/drafts';
import { signIn, signOut } from '../../../lib/session';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-store';

const target = { workspaceId: 1, agentId: 2, profileId: 7 } as const;
const values = { name: 'Caller', fields: [{ key: 'persona', value: 'line 1\nline 2' }] };

describe('draft store', () => {
  let unbind = () => {};
  beforeAll(() => {
    unbind = bindDraftsToSession();
  });
  afterAll(() => unbind());
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    signIn({ token: 'token-a', baseUrl: '', remember: false });
  });

  it('keeps one draft per agent and profile, "new" for the create form', () => {
    saveDraft(target, values, new Date('2025-01-02T03:04:05Z'));
    saveDraft({ ...target, profileId: 'new' }, { name: 'Other', fields: [] });
    expect(loadDraft(target)).toEqual({ savedAt: '2025-01-02T03:04:05.000Z', values });
    expect(loadDraft({ ...target, profileId: 'new' })?.values.name).toBe('Other');
    expect(loadDraft({ ...target, agentId: 3 })).toBeNull();
    expect(draftKey(target)).toBe('cm.draft.simulation-profile.1.2.7');
    expect(localStorage.getItem(draftKey(target))).not.toContain('token-a');
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

  it('belongs to the session: gone after sign-out, never offered under another token', () => {
    saveDraft(target, values);
    signOut();
    saveDraft(target, values); // an editor unmounting after the sign-out writes nothing
    signIn({ token: 'token-a', baseUrl: '', remember: false });
    expect(loadDraft(target)).toBeNull();

    saveDraft(target, values);
    signIn({ token: 'token-b', baseUrl: '', remember: false });
    expect(loadDraft(target)).toBeNull();
    expect(localStorage.getItem(draftKey(target))).toBeNull();
  });

  it('outlives a session the service ended, for the same token only', () => {
    saveDraft(target, values);
    signOut('Not authenticated');
    // The editor unmounts after the sign-out: what it writes now is kept for token-a.
    saveDraft(target, { ...values, name: 'Typed last' });
    signIn({ token: 'token-a', baseUrl: '', remember: false });
    expect(loadDraft(target)?.values.name).toBe('Typed last');
  });
});
