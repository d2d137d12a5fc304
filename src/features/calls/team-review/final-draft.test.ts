// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_NOTE_MAX } from '../../../contract';
import { writeDraft } from '../../../lib/drafts';
import { signIn } from '../../../lib/session';
import { finalDraftKey, loadFinalDraft } from './final-draft';

const A1 = { workspaceId: 1, agentId: 1 };
const body = (note: string) => ({
  intent_correct: false,
  corrected_intent_id: 4,
  labels: [{ id: 3, verdict: 'correct' }],
  missed_labels: [],
  note,
});

describe('a final verdict’s draft', () => {
  beforeEach(() => signIn({ token: 'demo-token', baseUrl: 'http://localhost', remember: false }));

  it('is kept per workspace, agent and call, with the verdict it was typed over', () => {
    const base = { at: '2026-11-20T10:00:00Z', body: body('Theirs') };
    writeDraft(finalDraftKey(A1, 1046), { body: body('Mine'), base });
    expect(loadFinalDraft(A1, 1046)?.data).toEqual({ body: body('Mine'), base });
    expect(loadFinalDraft(A1, 1016)).toBeNull();
    expect(loadFinalDraft({ workspaceId: 1, agentId: 2 }, 1046)).toBeNull();
  });

  it('keeps a note longer than a verdict may hold: the form says so, and nothing typed is lost', () => {
    const long = 'x'.repeat(REVIEW_NOTE_MAX + 5);
    writeDraft(finalDraftKey(A1, 1046), { body: body(long), base: null });
    expect(loadFinalDraft(A1, 1046)?.data.body.note).toBe(long);
  });
});
