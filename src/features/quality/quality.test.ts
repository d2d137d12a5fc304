import { describe, expect, it } from 'vitest';
import type { CallReview } from '../../contract';
import { intentPairs, labelPairs, spanShowQuery } from './before-after-rows';
import { parseShow } from './names';
import { cellKey, computeQuality, inCallSet } from './quality';

let next = 1;
const review = (r: Partial<CallReview>): CallReview => ({
  call_id: next++,
  intent_correct: null,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  note: '',
  reviewed_at: null,
  reviewer: null,
  ai_intent_id: null,
  ai_label_ids: [],
  ...r,
});

describe('quality arithmetic', () => {
  it('with no reviews, has a row per known intent and label and no figures', () => {
    const q = computeQuality([], [1, 2], [3]);
    expect(q.reviews).toBe(0);
    expect(q.intents).toEqual([
      { id: 1, reviewed: 0, correct: 0, wrong: 0, agreement: null, confusedWith: [] },
      { id: 2, reviewed: 0, correct: 0, wrong: 0, agreement: null, confusedWith: [] },
    ]);
    expect(q.labels).toEqual([{ id: 3, verdicts: 0, correct: 0, wrong: 0, wrongShare: null, missed: 0 }]);
    expect(q.confusion.rows).toEqual([]);
  });

  it('counts agreement over judged reviews, and confusions most frequent first', () => {
    const reviews = [
      review({ ai_intent_id: 1, intent_correct: true }),
      review({ ai_intent_id: 1, intent_correct: false, corrected_intent_id: 2 }),
      review({ ai_intent_id: 1, intent_correct: false, corrected_intent_id: null }),
      review({ ai_intent_id: 1, intent_correct: false, corrected_intent_id: null }),
      review({ ai_intent_id: 1, intent_correct: null }),
      review({ ai_intent_id: null, intent_correct: false, corrected_intent_id: 2 }),
    ];
    const q = computeQuality(reviews, [1, 2]);
    const billing = q.intents.find((r) => r.id === 1);
    expect(billing).toMatchObject({ reviewed: 5, correct: 1, wrong: 3, agreement: 0.25 });
    expect(billing?.confusedWith).toEqual([
      { id: null, count: 2 },
      { id: 2, count: 1 },
    ]);
    // An intent never judged keeps its row, without an agreement.
    expect(q.intents.find((r) => r.id === 2)).toMatchObject({ reviewed: 0, agreement: null });
    expect(q.intents.find((r) => r.id === null)).toMatchObject({ reviewed: 1, wrong: 1, agreement: 0 });
    expect(q.confusion.rows).toEqual([1, null]);
    expect(q.confusion.columns).toEqual([1, 2, null]);
    expect(q.confusion.counts.get(cellKey(1, 1))).toBe(1);
    expect(q.confusion.counts.get(cellKey(1, null))).toBe(2);
    expect(q.confusion.counts.get(cellKey(null, 2))).toBe(1);
    expect(
      reviews.filter((r) => inCallSet(r, { kind: 'confusion', ai: 1, right: null })).map((r) => r.call_id),
    ).toHaveLength(2);
    expect(reviews.filter((r) => inCallSet(r, { kind: 'intent', id: 1, verdict: 'wrong' }))).toHaveLength(3);
  });

  it('counts label verdicts, the share marked wrong and the missed ones', () => {
    const reviews = [
      review({
        labels: [
          { id: 1, verdict: 'wrong' },
          { id: 3, verdict: 'correct' },
        ],
        missed_labels: [4],
      }),
      review({
        labels: [
          { id: 1, verdict: 'correct' },
          { id: 1, verdict: 'odd' },
        ],
        missed_labels: [4, 4],
      }),
      review({
        labels: [
          { id: 1, verdict: 'correct' },
          { id: 3, verdict: 'correct' },
        ],
      }),
      review({ labels: [{ id: 1, verdict: 'wrong' }] }),
    ];
    const q = computeQuality(reviews, [], [1, 3, 4]);
    expect(q.labels).toEqual([
      { id: 1, verdicts: 4, correct: 2, wrong: 2, wrongShare: 0.5, missed: 0 },
      { id: 3, verdicts: 2, correct: 2, wrong: 0, wrongShare: 0, missed: 0 },
      { id: 4, verdicts: 0, correct: 0, wrong: 0, wrongShare: null, missed: 2 },
    ]);
    expect(reviews.filter((r) => inCallSet(r, { kind: 'label', id: 4, verdict: 'missed' }))).toHaveLength(2);
    expect(reviews.filter((r) => inCallSet(r, { kind: 'label', id: 1, verdict: 'wrong' }))).toHaveLength(2);
  });

  it('gives a deleted intent or rule a row of its own, by its id, after the known ones', () => {
    const q = computeQuality(
      [
        review({ ai_intent_id: 9, intent_correct: false, corrected_intent_id: 7 }),
        review({ labels: [{ id: 77, verdict: 'wrong' }] }),
      ],
      [1],
      [3],
    );
    expect(q.intents.map((r) => r.id)).toEqual([1, 9, null]);
    expect(q.intents.find((r) => r.id === 9)?.confusedWith).toEqual([{ id: 7, count: 1 }]);
    expect(q.labels.map((l) => l.id)).toEqual([3, 77]);
  });
});

describe('figures before and after a change, side by side', () => {
  // The agent's intents 1 to 3 and labels 7, 8, 9: rows for each, whether reviewed or not.
  const before = computeQuality(
    [
      review({ ai_intent_id: 2, intent_correct: true }),
      review({ ai_intent_id: 3, intent_correct: null }),
      review({ labels: [{ id: 8, verdict: 'wrong' }] }),
    ],
    [1, 2, 3],
    [7, 8, 9],
  );
  const after = computeQuality(
    [
      review({ ai_intent_id: 1, intent_correct: false, corrected_intent_id: 2 }),
      review({ ai_intent_id: null, intent_correct: true }),
      review({ missed_labels: [7] }),
    ],
    [1, 2, 3],
    [7, 8, 9],
  );

  it('lists the intents judged on either side (not those only reviewed), in the after side’s order', () => {
    const pairs = intentPairs(before, after);
    expect(pairs.map((p) => p.id)).toEqual([1, 2, null]);
    expect(pairs.map((p) => [p.before?.correct ?? null, p.after?.wrong ?? null])).toEqual([
      [null, 1],
      [1, null],
      [null, 0],
    ]);
  });

  it('lists the labels with a verdict or a miss on either side', () => {
    const pairs = labelPairs(before, after);
    expect(pairs.map((p) => [p.id, p.before?.wrong ?? null, p.after?.missed ?? null])).toEqual([
      [7, null, 1],
      [8, 1, null],
    ]);
  });

  it('links a figure to the quality page of its period, listing the calls it counts', () => {
    const span = { from: Date.parse('2026-11-01T02:53:00Z'), to: Date.parse('2026-11-08T02:53:00Z') };
    const params = new URLSearchParams(spanShowQuery(span, { kind: 'intent', id: null, verdict: 'wrong' }));
    expect(params.get('started_after')).toBe('2026-11-01T02:53:00.000Z');
    expect(params.get('started_before')).toBe('2026-11-08T02:53:00.000Z');
    expect(parseShow(params.get('show'))).toEqual({ kind: 'intent', id: null, verdict: 'wrong' });
  });
});
