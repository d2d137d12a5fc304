import { describe, expect, it } from 'vitest';
import type { CallReview } from '../../../contract';
import { mergeReview, reviewConflict } from './review-conflict';
import { baseOf } from './review-draft';
import { emptyReviewForm, formFromReview } from './review-form';

const names = { intents: [{ id: 1, label: 'Billing question' }], labels: [{ id: 3, label: 'Refund request' }] };
const theirs: CallReview = {
  call_id: 1056,
  intent_correct: false,
  corrected_intent_id: 1,
  labels: [{ id: 3, verdict: 'correct' }],
  missed_labels: [],
  note: 'B',
  reviewed_at: '2026-11-20T16:58:00Z',
  reviewer: 'Sam Okafor',
  ai_intent_id: 2,
  ai_label_ids: [3],
};
const mine = { ...emptyReviewForm, intent: 'correct' as const, note: 'A' };

describe('a review saved elsewhere', () => {
  it('is a conflict for a form opened before it, saying who and when', () => {
    const conflict = reviewConflict(null, mine, theirs, names);
    expect(conflict).toMatchObject({ what: 'review', by: 'Sam Okafor', updatedAt: '2026-11-20T16:58:00Z' });
    expect(conflict?.diffs.map((d) => [d.label, d.mine, d.theirs])).toEqual([
      ['Intent', 'Correct', 'Wrong: Billing question'],
      ['Refund request', 'Not judged', 'Correct'],
      ['Note', 'A', 'B'],
    ]);
  });

  it('is none when the form stands on it, when it says what the form says, or when it could not be read', () => {
    expect(reviewConflict(baseOf(theirs), mine, theirs, names)).toBeNull();
    expect(reviewConflict(null, formFromReview(theirs), theirs, names)).toBeNull();
    expect(reviewConflict(null, mine, undefined, names)).toBeNull();
    expect(reviewConflict(baseOf(theirs), mine, null, names)).toBeNull();
  });

  it('merges one side per difference: their intent with my note, and what only they judged', () => {
    const conflict = reviewConflict(null, mine, theirs, names);
    if (!conflict) throw new Error('a conflict');
    const picks = new Map([
      ['intent', 'theirs'],
      ['note', 'mine'],
    ] as const);
    const merged = mergeReview(mine, formFromReview(theirs), conflict.diffs, picks);
    expect(merged).toMatchObject({ intent: 'wrong', rightIntent: '1', note: 'A' });
    expect(merged.labels).toEqual([{ id: 3, verdict: 'correct' }]);
  });
});
