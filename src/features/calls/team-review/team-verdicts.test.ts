import { describe, expect, it } from 'vitest';
import { type Judged, anyDisagreement, disagreementOf, majorityVerdict } from './team-verdicts';
import { isOwnReview } from './whose-review';

const review = (v: Partial<Judged>): Judged => ({
  intent_correct: null,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  ...v,
});
const correct = review({ intent_correct: true });
const wrongAs = (id: number | null) => review({ intent_correct: false, corrected_intent_id: id });

describe('whose review it is', () => {
  it('is the member’s own by their id, else by the reviewer of their own review', () => {
    expect(isOwnReview({ reviewer_id: 2 }, 2, null)).toBe(true);
    expect(isOwnReview({ reviewer_id: 3 }, 2, { reviewer_id: 3 })).toBe(false);
    expect(isOwnReview({ reviewer_id: 3 }, null, { reviewer_id: 3 })).toBe(true);
    expect(isOwnReview({ reviewer_id: 3 }, null, null)).toBe(false);
    expect(isOwnReview({ reviewer_id: null }, null, { reviewer_id: null })).toBe(false);
  });
});

describe('disagreements, marked on each verdict', () => {
  it('call 1046: Correct against Wrong (Appointment) differs on the intent, not on the label both judged Correct', () => {
    const rey = review({ intent_correct: true, labels: [{ id: 3, verdict: 'correct' }] });
    const remi = review({ intent_correct: false, corrected_intent_id: 4, labels: [{ id: 3, verdict: 'correct' }] });
    for (const r of [rey, remi]) {
      const d = disagreementOf(r, [rey, remi]);
      expect(d.intent).toBe(true);
      expect([...d.labels]).toEqual([]);
    }
    expect(anyDisagreement([rey, remi])).toBe(true);
  });

  it('call 1025: the same wrong intent agrees; Abuse Correct against Wrong differs on that label only', () => {
    const rey = review({ ...wrongAs(1), labels: [{ id: 2, verdict: 'correct' }] });
    const remi = review({ ...wrongAs(1), labels: [{ id: 2, verdict: 'wrong' }] });
    const d = disagreementOf(remi, [rey, remi]);
    expect(d.intent).toBe(false);
    expect([...d.labels]).toEqual([2]);
  });

  it('Wrong with two different right intents differs; Wrong as "none of these" twice agrees', () => {
    expect(disagreementOf(wrongAs(1), [wrongAs(1), wrongAs(3)]).intent).toBe(true);
    const none = wrongAs(null);
    expect(disagreementOf(none, [none, wrongAs(null)]).intent).toBe(false);
  });

  it('a verdict the other did not give, an intent not judged and missed labels are no disagreement', () => {
    const a = review({ intent_correct: true, labels: [{ id: 2, verdict: 'correct' }], missed_labels: [4] });
    const b = review({ intent_correct: null, labels: [{ id: 3, verdict: 'wrong' }] });
    expect(disagreementOf(a, [a, b])).toEqual({ intent: false, labels: new Set() });
    expect(anyDisagreement([a, b])).toBe(false);
  });

  it('marks only the review that differs from one other among three', () => {
    const [x, y, z] = [correct, review({ intent_correct: true }), wrongAs(4)];
    expect(disagreementOf(x, [x, y, z]).intent).toBe(true);
    expect(disagreementOf(z, [x, y, z]).intent).toBe(true);
    expect(disagreementOf(x, [x, y]).intent).toBe(false);
    expect(anyDisagreement([x])).toBe(false);
  });
});

describe('the final verdict’s prefill: the majority of the reviews', () => {
  it('two of three say Wrong (Appointment): the intent is Wrong, Appointment', () => {
    expect(majorityVerdict([correct, wrongAs(4), wrongAs(4)])).toMatchObject({
      intent_correct: false,
      corrected_intent_id: 4,
    });
  });

  it('two of three say Wrong as "none of these": Wrong, no right intent', () => {
    expect(majorityVerdict([wrongAs(null), correct, wrongAs(null)])).toMatchObject({
      intent_correct: false,
      corrected_intent_id: null,
    });
  });

  it('a tie leaves the intent unset: one against one, and Correct against two different wrong intents', () => {
    expect(majorityVerdict([correct, wrongAs(4)])).toMatchObject({ intent_correct: null, corrected_intent_id: null });
    expect(majorityVerdict([correct, wrongAs(1), wrongAs(3)]).intent_correct).toBeNull();
    // Two Wrong votes naming different intents are two categories: Correct, with more than either, wins.
    expect(majorityVerdict([correct, correct, wrongAs(1), wrongAs(3)]).intent_correct).toBe(true);
  });

  it('labels: the verdict most give among those who judged it; a tie leaves the label out', () => {
    const body = majorityVerdict([
      review({
        labels: [
          { id: 2, verdict: 'correct' },
          { id: 3, verdict: 'wrong' },
        ],
      }),
      review({
        labels: [
          { id: 2, verdict: 'wrong' },
          { id: 3, verdict: 'wrong' },
        ],
      }),
      review({ labels: [{ id: 5, verdict: 'correct' }] }),
    ]);
    expect(body.labels).toEqual([
      { id: 3, verdict: 'wrong' },
      { id: 5, verdict: 'correct' },
    ]);
  });

  it('missed labels: those more than half of the reviews name; half is a tie, left out', () => {
    const body = majorityVerdict([
      review({ missed_labels: [3, 4] }),
      review({ missed_labels: [4] }),
      review({ missed_labels: [3, 4] }),
      review({ missed_labels: [] }),
    ]);
    expect(body.missed_labels).toEqual([4]);
  });

  it('nothing to go on: every control unset, an empty note', () => {
    expect(majorityVerdict([])).toEqual({
      intent_correct: null,
      corrected_intent_id: null,
      labels: [],
      missed_labels: [],
      note: '',
    });
  });
});
