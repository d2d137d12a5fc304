import { describe, expect, it } from 'vitest';
import type { CallReview } from '../../contract';
import { intentPairs, labelPairs, spanShowQuery } from './before-after-rows';
import { parseShow } from './names';
import { computeQuality } from './quality';

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
