import { describe, expect, it } from 'vitest';
import type { CallReview } from '../contract';
import { settleReviews } from './review-settle';

const review = (call_id: number, over: Partial<CallReview> = {}): CallReview => ({
  call_id,
  intent_correct: true,
  corrected_intent_id: null,
  labels: [{ id: 3, verdict: 'correct' }],
  missed_labels: [],
  note: '',
  ai_label_ids: [3],
  ...over,
});

describe('the review that counts for each call', () => {
  it("counts a call's only review, and one of several that agree (label order aside)", () => {
    const a = review(1);
    const b = review(2, {
      labels: [
        { id: 3, verdict: 'correct' },
        { id: 4, verdict: 'wrong' },
      ],
    });
    const c = review(2, {
      reviewer: 'Remi',
      labels: [
        { id: 4, verdict: 'wrong' },
        { id: 3, verdict: 'correct' },
      ],
    });
    expect(settleReviews([a, b, c], new Map())).toEqual({ counted: [a, b], disagreeing: [] });
  });

  it('leaves out a call whose reviewers disagree on the intent or on a label, and names it', () => {
    const intent = [review(1), review(1, { intent_correct: false, corrected_intent_id: 3 })];
    const label = [review(2), review(2, { labels: [{ id: 3, verdict: 'wrong' }] })];
    const right = [
      review(3, { intent_correct: false, corrected_intent_id: 3 }),
      review(3, { intent_correct: false, corrected_intent_id: 4 }),
    ];
    expect(settleReviews([...intent, ...label, ...right], new Map())).toEqual({ counted: [], disagreeing: [1, 2, 3] });
  });

  it('counts the final verdict of a call instead of its reviews, agreeing or not', () => {
    const final = review(1, { intent_correct: false, corrected_intent_id: 3 });
    const reviews = [review(1), review(1, { intent_correct: false, corrected_intent_id: 3 }), review(2)];
    expect(settleReviews(reviews, new Map([[1, final]]))).toEqual({ counted: [final, reviews[2]], disagreeing: [] });
  });
});
