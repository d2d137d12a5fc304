import { describe, expect, it } from 'vitest';
import type { Call, CallReview } from '../contract';
import { expectFromReview } from './expect-from-review';

const call: Pick<Call, 'call_intent' | 'labels_and_redflags'> = {
  call_intent: { id: 1, label: 'Billing question' },
  labels_and_redflags: [
    { id: 3, label: 'Refund request' },
    { id: 1, label: 'Legal threat' },
  ],
};

const review = (over: Partial<CallReview>): CallReview => ({
  call_id: 1060,
  intent_correct: true,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  note: '',
  reviewed_at: '2026-11-20T10:00:00Z',
  reviewer: 'Priya Raman',
  ai_intent_id: 1,
  ai_label_ids: [3, 1],
  ...over,
});

describe('expectations from a call nobody reviewed', () => {
  it("are the AI's analysis: its intent, its labels present", () => {
    expect(expectFromReview(call, null)).toMatchObject({
      expect: { call_intent_id: 1, labels_present: [1, 3], labels_absent: [], max_response_ms: null },
      source: 'analysis',
    });
  });
});

describe("expectations from a call's review", () => {
  it('the corrected intent when the reviewer judged the AI wrong', () => {
    const r = expectFromReview(call, review({ intent_correct: false, corrected_intent_id: 2 }));
    expect(r.expect.call_intent_id).toBe(2);
    expect(r.source).toBe('review');
    expect(r.intentCorrectedToNone).toBe(false);
  });

  it('corrected to "none": no intent can be expected, and it says so', () => {
    const r = expectFromReview(call, review({ intent_correct: false, corrected_intent_id: null }));
    expect(r.expect.call_intent_id).toBeNull();
    expect(r.intentCorrectedToNone).toBe(true);
  });

  it("the intent not judged (null): the AI's intent as the call stood when reviewed", () => {
    const r = expectFromReview(call, review({ intent_correct: null, ai_intent_id: 4 }));
    expect(r.expect.call_intent_id).toBe(4);
    expect(r.intentCorrectedToNone).toBe(false);
  });

  it('labels judged correct must stay, judged wrong must go, missed ones must appear', () => {
    const r = expectFromReview(
      call,
      review({
        labels: [
          { id: 3, verdict: 'correct' },
          { id: 1, verdict: 'wrong' },
        ],
        missed_labels: [2],
      }),
    );
    expect(r.expect).toMatchObject({ labels_present: [2, 3], labels_absent: [1] });
  });

  it("labels without a verdict keep the AI's decision; an unknown verdict counts as none", () => {
    const r = expectFromReview(call, review({ labels: [{ id: 1, verdict: 'unsure' }] }));
    expect(r.expect).toMatchObject({ labels_present: [1, 3], labels_absent: [] });
  });

  it('leaves out the intents and rules the agent no longer has, and names them', () => {
    const r = expectFromReview(
      call,
      review({
        intent_correct: false,
        corrected_intent_id: 7,
        labels: [{ id: 1, verdict: 'wrong' }],
        missed_labels: [9],
      }),
      { intentIds: new Set([1, 2]), ruleIds: new Set([1, 3]) },
    );
    expect(r.expect).toEqual({ call_intent_id: null, labels_present: [3], labels_absent: [1], max_response_ms: null });
    expect(r.dropped).toEqual({ intents: [7], rules: [9] });
    expect(r.intentCorrectedToNone).toBe(false);
  });
});
