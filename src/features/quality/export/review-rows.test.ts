import { describe, expect, it } from 'vitest';
import type { CallIntent, CallReview, Rule } from '../../../contract';
import { csvRows } from '../../../lib/list-export/csv';
import { namesFrom } from '../names';
import { REVIEW_CSV_COLUMNS, reviewCells } from './review-rows';

const intents: CallIntent[] = [
  { id: 1, label: 'Billing question', description: '' },
  { id: 2, label: 'Cancel subscription', description: '' },
];
const rules: Rule[] = [
  { id: 1, name: 'legal', label: 'Legal threat', output: 'red_flag' },
  { id: 3, name: 'refund', label: 'Refund request', output: 'label' },
];
const names = namesFrom(intents, rules);

const review = (r: Partial<CallReview>): CallReview => ({
  call_id: 1042,
  intent_correct: null,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  note: '',
  reviewed_at: '2026-11-20T10:30:00+01:00',
  reviewer: 'Priya Raman',
  ai_intent_id: 1,
  ai_label_ids: [],
  ...r,
});

describe('reviews as CSV rows', () => {
  it('has the columns', () => {
    expect(csvRows([[...REVIEW_CSV_COLUMNS]])).toBe(
      'call_id,reviewed_at,reviewer,ai_intent,intent_verdict,right_intent,ai_labels,label_verdicts,missed_labels,note\r\n',
    );
  });

  it('names intents, labels and red flags by the catalogue, verdicts in words', () => {
    const cells = reviewCells(
      review({
        intent_correct: false,
        corrected_intent_id: 2,
        ai_label_ids: [1, 3],
        labels: [
          { id: 1, verdict: 'wrong' },
          { id: 3, verdict: 'correct' },
        ],
        missed_labels: [3],
        note: 'Wanted to cancel, said so twice.',
      }),
      names,
    );
    expect(cells).toEqual([
      1042,
      '2026-11-20T09:30:00.000Z',
      'Priya Raman',
      'Billing question',
      'wrong',
      'Cancel subscription',
      'Legal threat (red flag); Refund request',
      'Legal threat (red flag): wrong; Refund request: correct',
      'Refund request',
      'Wanted to cancel, said so twice.',
    ]);
  });

  it('a correct intent has no right intent; wrong with none of the intents says so; not judged says so', () => {
    expect(reviewCells(review({ intent_correct: true }), names).slice(3, 6)).toEqual([
      'Billing question',
      'correct',
      '',
    ]);
    expect(reviewCells(review({ intent_correct: false, corrected_intent_id: null }), names).slice(3, 6)).toEqual([
      'Billing question',
      'wrong',
      'None of these',
    ]);
    expect(reviewCells(review({ intent_correct: null, ai_intent_id: null }), names).slice(3, 6)).toEqual([
      'No intent',
      'not judged',
      '',
    ]);
  });

  it('a deleted intent or rule is named by its id; an unknown or absent verdict is kept readable', () => {
    const cells = reviewCells(
      review({
        ai_intent_id: 9,
        intent_correct: false,
        corrected_intent_id: 8,
        ai_label_ids: [7],
        labels: [
          { id: 7, verdict: 'unsure' },
          { id: 1, verdict: null },
        ],
        missed_labels: [6],
      }),
      names,
    );
    expect(cells.slice(3, 9)).toEqual([
      'Intent 9',
      'wrong',
      'Intent 8',
      'Rule 7',
      'Rule 7: unsure; Legal threat (red flag): not judged',
      'Rule 6',
    ]);
  });

  it('leaves absent fields empty, keeps an unparsable time as sent, and neutralises formulas in the note', () => {
    const cells = reviewCells(review({ reviewed_at: 'yesterday', reviewer: null, note: null }), names);
    expect(cells[1]).toBe('yesterday');
    expect(cells[2]).toBe('');
    expect(cells[9]).toBe('');
    expect(csvRows([reviewCells(review({ note: '=HYPERLINK("http://x")' }), names)])).toContain(
      `"'=HYPERLINK(""http://x"")"`,
    );
  });
});
