import { describe, expect, it } from 'vitest';
import type { CallReview } from '../contract';
import { agreementOf } from './review-agreement-table';

const REY = { reviewer_id: 2, reviewer: 'Rey Reviewer' };
const REMI = { reviewer_id: 3, reviewer: 'Remi Second' };
const VIC = { reviewer_id: 4, reviewer: 'Vic' };

const review = (call_id: number, who: Partial<CallReview>, over: Partial<CallReview> = {}): CallReview => ({
  call_id,
  intent_correct: true,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  note: '',
  ai_label_ids: [],
  ...who,
  ...over,
});

describe('the agreement figures the quality page receives', () => {
  it('a pair: names, the calls both reviewed newest first, intent and labels with what each rests on', () => {
    // The reviews list's order: newest call first (30, then 20, then 10).
    const reviews = [
      review(30, REY, { labels: [{ id: 7, verdict: 'wrong' }] }),
      review(30, REMI, { labels: [{ id: 7, verdict: 'wrong' }] }),
      review(20, REY),
      review(20, REMI, { intent_correct: false, corrected_intent_id: null }),
      review(10, REY, { labels: [{ id: 7, verdict: 'correct' }] }),
      review(10, REMI, { labels: [{ id: 7, verdict: 'correct' }], missed_labels: [9] }),
    ];
    const got = agreementOf(reviews, new Set());
    expect(got.reviewers).toEqual([
      { id: 2, name: 'Rey Reviewer' },
      { id: 3, name: 'Remi Second' },
    ]);
    expect(got.pairs).toHaveLength(1);
    const [pair] = got.pairs;
    expect(pair).toMatchObject({ a: { name: 'Rey Reviewer' }, b: { name: 'Remi Second' }, calls: [30, 20, 10] });
    // Intent: 2 of 3 agree; Rey correct ×3, Remi correct ×2 and none ×1: chance 6/9; κ = (6/9 - 6/9) / (3/9) = 0.
    expect(pair?.intent).toMatchObject({ n: 3, agreed: 2, calls: 3, kappa: 0 });
    // Labels: label 7 on calls 30 and 10, both agreed, over two categories: κ 1.
    expect(pair?.labels).toMatchObject({ n: 2, agreed: 2, calls: 2, share: 1, kappa: 1 });
    expect(got.acrossAll).toBeNull();
    expect(got.disagreements).toEqual([20]);
  });

  it('degenerate: all agree in one category, and a single shared call, leave κ unsaid', () => {
    const allAgree = agreementOf([review(2, REY), review(2, REMI), review(1, REY), review(1, REMI)], new Set());
    expect(allAgree.pairs[0]?.intent).toEqual({ n: 2, agreed: 2, share: 1, kappa: null, calls: 2 });
    expect(allAgree.pairs[0]?.labels).toEqual({ n: 0, agreed: 0, share: null, kappa: null, calls: 0 });
    expect(allAgree.disagreements).toEqual([]);
    const single = agreementOf([review(5, REY), review(5, REMI)], new Set());
    expect(single.pairs[0]).toMatchObject({ calls: [5], intent: { n: 1, agreed: 1, kappa: null } });
  });

  it('a final verdict takes its call off the disagreements', () => {
    const reviews = [
      review(2, REY),
      review(2, REMI, { intent_correct: false, corrected_intent_id: 4 }),
      review(1, REY, { labels: [{ id: 3, verdict: 'correct' }] }),
      review(1, REMI, { labels: [{ id: 3, verdict: 'wrong' }] }),
    ];
    expect(agreementOf(reviews, new Set()).disagreements).toEqual([2, 1]);
    expect(agreementOf(reviews, new Set([2])).disagreements).toEqual([1]);
  });

  it("three reviewers on a call: every pair, and Fleiss' kappa across all", () => {
    const reviews = [
      review(1, REY),
      review(1, REMI),
      review(1, VIC, { intent_correct: false }),
      review(2, REY, { intent_correct: false }),
      review(2, REMI, { intent_correct: false }),
    ];
    const got = agreementOf(reviews, new Set());
    expect(got.pairs.map((p) => [p.a.name, p.b.name, p.calls])).toEqual([
      ['Rey Reviewer', 'Remi Second', [1, 2]],
      ['Rey Reviewer', 'Vic', [1]],
      ['Remi Second', 'Vic', [1]],
    ]);
    // Call 1: correct ×2, none ×1, P 1/3; call 2: none ×2, P 1. Mean 2/3; chance (2/5)² + (3/5)² = 13/25.
    expect(got.acrossAll?.intent.items).toBe(2);
    expect(got.acrossAll?.intent.kappa).toBeCloseTo((2 / 3 - 13 / 25) / (12 / 25), 10);
    expect(got.acrossAll?.labels).toEqual({ items: 0, kappa: null, calls: 0 });
  });

  it('reviews that do not say who wrote them (one review per call): nothing to compare', () => {
    const got = agreementOf([review(1, { reviewer: 'Demo' }), review(2, { reviewer: 'Demo' })], new Set());
    expect(got).toEqual({ reviewers: [], unnamed: 2, pairs: [], acrossAll: null, disagreements: [] });
  });

  it('a reviewer without a name is named by id; a hostile name is kept as it is', () => {
    const got = agreementOf(
      [review(1, { reviewer_id: 8, reviewer: null }), review(1, { reviewer_id: 9, reviewer: '<img src=x>' })],
      new Set(),
    );
    expect(got.reviewers.map((r) => r.name)).toEqual(['Member 8', '<img src=x>']);
  });
});
