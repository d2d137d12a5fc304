import { describe, expect, it } from 'vitest';
import type { CallReview } from '../../../contract';
import {
  NONE_OF_THESE,
  bodyFromForm,
  deletedRules,
  emptyReviewForm,
  formFromReview,
  nextToJudge,
  noteCount,
  sameForm,
  withVerdict,
} from './review-form';

const call = {
  labels_and_redflags: [
    { id: 1, label: 'Legal threat' },
    { id: 3, label: 'Refund request' },
  ],
};
const stored: CallReview = {
  call_id: 1001,
  intent_correct: false,
  corrected_intent_id: null,
  labels: [
    { id: 1, verdict: 'wrong' },
    { id: 9, verdict: 'unsure' },
  ],
  missed_labels: [4],
  note: 'Hm',
  reviewed_at: null,
  reviewer: null,
  ai_intent_id: 1,
  ai_label_ids: [1, 3],
};

describe('the review form', () => {
  it('reads a stored review, "none of these" included, and leaves unknown verdicts out', () => {
    expect(formFromReview(stored)).toEqual({
      intent: 'wrong',
      rightIntent: NONE_OF_THESE,
      labels: [{ id: 1, verdict: 'wrong' }],
      missed: [4],
      note: 'Hm',
    });
    expect(formFromReview(null)).toEqual(emptyReviewForm);
  });

  it('asks for the right intent when the intent is wrong, and for a shorter note', () => {
    expect(bodyFromForm({ ...emptyReviewForm, intent: 'wrong' }, call).errors).toEqual({
      rightIntent: expect.stringContaining('right intent'),
    });
    expect(bodyFromForm({ ...emptyReviewForm, note: 'x'.repeat(2001) }, call).errors).toEqual({
      note: expect.stringContaining('2,000'),
    });
  });

  it('counts the note in characters, as the service does: an emoji is one', () => {
    expect(noteCount('😀'.repeat(1001))).toBe('1,001 / 2,000 characters');
    expect(bodyFromForm({ ...emptyReviewForm, note: '😀'.repeat(2000) }, call).errors).toBeNull();
    const long = bodyFromForm({ ...emptyReviewForm, note: '😀'.repeat(2001) }, call);
    expect(long.errors).toEqual({ note: expect.stringContaining('this one has 2,001') });
  });

  it('sends verdicts only on labels the call carries, and missed labels it does not', () => {
    const form = {
      intent: 'wrong' as const,
      rightIntent: '2',
      labels: [
        { id: 3, verdict: 'correct' as const },
        { id: 7, verdict: 'wrong' as const },
      ],
      missed: [4, 1],
      note: '',
    };
    expect(bodyFromForm(form, call).body).toEqual({
      intent_correct: false,
      corrected_intent_id: 2,
      labels: [{ id: 3, verdict: 'correct' }],
      missed_labels: [4],
      note: '',
    });
    expect(bodyFromForm({ ...form, intent: 'correct' }, call).body?.corrected_intent_id).toBeNull();
    expect(bodyFromForm(emptyReviewForm, call).body?.intent_correct).toBeNull();
  });

  it('sends nothing on a rule deleted since: no verdict on its label, no missed label, and C/W pass it by', () => {
    const deleted = deletedRules([1, 3, 4], { 3: 'label' });
    expect([...deleted]).toEqual([1, 4]);
    expect(deletedRules([1, 3, 4], undefined).size).toBe(0);
    const labels = [
      { id: 1, verdict: 'wrong' as const },
      { id: 3, verdict: 'correct' as const },
    ];
    const form = { ...formFromReview(stored), rightIntent: NONE_OF_THESE, labels };
    const { body } = bodyFromForm(form, call, deleted);
    expect(body).toMatchObject({ labels: [{ id: 3, verdict: 'correct' }], missed_labels: [] });
    const judged = { ...emptyReviewForm, intent: 'correct' as const };
    expect(nextToJudge(judged, call, deleted)).toBe(3);
    expect(nextToJudge(withVerdict(judged, 3, 'wrong'), call, deleted)).toBeNull();
  });

  it('judges the intent first, then each label in turn', () => {
    expect(nextToJudge(emptyReviewForm, call)).toBe('intent');
    const judged = { ...emptyReviewForm, intent: 'correct' as const };
    expect(nextToJudge(judged, call)).toBe(1);
    expect(nextToJudge(withVerdict(judged, 1, 'wrong'), call)).toBe(3);
    expect(nextToJudge(withVerdict(withVerdict(judged, 1, 'wrong'), 3, 'correct'), call)).toBeNull();
  });

  it('tells an edited form from the saved one, order aside', () => {
    const a = formFromReview(stored);
    expect(sameForm(a, { ...a, missed: [4] })).toBe(true);
    expect(sameForm(withVerdict(withVerdict(a, 3, 'correct'), 1, 'wrong'), withVerdict(a, 3, 'correct'))).toBe(true);
    expect(sameForm(a, { ...a, note: 'Hm!' })).toBe(false);
  });
});
