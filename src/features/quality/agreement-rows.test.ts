import { describe, expect, it } from 'vitest';
import type { CallReview } from '../../contract';
import { agreementOf } from '../../lib/review-agreement-table';
import { acrossAllText, agreementRows, kappaText, nothingToCompare } from './agreement-rows';
import { type PairSet, parseShow, showParam } from './names';

const who = (reviewer_id: number, reviewer: string) => ({ reviewer_id, reviewer });
const REY = who(2, 'Rey Reviewer');
const REMI = who(3, 'Remi Second');
const VIC = who(4, 'Vic ‮Viewer');

const review = (call_id: number, by: Partial<CallReview>, over: Partial<CallReview> = {}): CallReview => ({
  call_id,
  intent_correct: true,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  note: '',
  ai_label_ids: [],
  ...by,
  ...over,
});
const href = (set: PairSet) => `?show=${showParam(set)}`;

describe('the rows of "Agreement between reviewers"', () => {
  it('a worked pair: 4 calls, the intent 3 of 4, labels 2 of 3 on 2 calls, each κ by hand', () => {
    const reviews = [
      // Intent: correct/correct ×2, wrong:none/wrong:none, correct/wrong:7.
      review(40, REY, { labels: [{ id: 1, verdict: 'correct' }] }),
      review(40, REMI, { labels: [{ id: 1, verdict: 'correct' }] }),
      review(30, REY, {
        labels: [
          { id: 1, verdict: 'wrong' },
          { id: 2, verdict: 'correct' },
        ],
      }),
      review(30, REMI, {
        labels: [
          { id: 1, verdict: 'correct' },
          { id: 2, verdict: 'correct' },
        ],
      }),
      review(20, REY, { intent_correct: false }),
      review(20, REMI, { intent_correct: false }),
      review(10, REY),
      review(10, REMI, { intent_correct: false, corrected_intent_id: 7 }),
    ];
    const [row] = agreementRows(agreementOf(reviews, new Set()), href);
    // Intent: po 3/4; Rey correct 3, none 1; Remi correct 2, none 1, 7 once: pe (3·2 + 1·1)/16 = 7/16;
    // κ = (12/16 - 7/16) / (9/16) = 5/9 = 0.56.
    // Labels: po 2/3; Rey correct 2, wrong 1; Remi correct 3: pe 6/9; κ = 0/(3/9) = 0.
    expect(row).toEqual({
      key: '2:3',
      a: 'Rey Reviewer',
      b: 'Remi Second',
      calls: 4,
      callsHref: '?show=pair:2:3',
      intentAgreed: '75%, 3 of 4 calls',
      intentKappa: 'κ 0.56',
      labelsAgreed: '67%, 2 of 3 verdicts on 2 calls',
      labelsKappa: 'κ 0.00',
    });
  });

  it('the degenerate cases say so: one category only, no verdict in common, a single shared call', () => {
    const [allAgree] = agreementRows(agreementOf([review(1, REY), review(1, REMI)], new Set()), href);
    expect(allAgree).toMatchObject({
      calls: 1,
      intentAgreed: '100%, 1 of 1 call',
      intentKappa: 'κ undefined: one category only',
      labelsAgreed: 'No label both judged',
      labelsKappa: '—',
    });
    const [unjudged] = agreementRows(
      agreementOf([review(1, REY, { intent_correct: null }), review(1, REMI)], new Set()),
      href,
    );
    expect(unjudged).toMatchObject({ intentAgreed: 'No call both judged the intent of', intentKappa: '—' });
    expect(kappaText({ n: 3, kappa: -0.4881 })).toBe('κ −0.49');
  });

  it('one row per pair that shares a call, each count opening that pair’s calls', () => {
    const reviews = [review(1, REY), review(1, REMI), review(1, VIC), review(2, REY), review(2, VIC)];
    const rows = agreementRows(agreementOf(reviews, new Set()), href);
    expect(rows.map((r) => [`${r.a} and ${r.b}`, r.calls, r.callsHref])).toEqual([
      ['Rey Reviewer and Remi Second', 1, '?show=pair:2:3'],
      ['Rey Reviewer and Vic ‮Viewer', 2, '?show=pair:2:4'],
      ['Remi Second and Vic ‮Viewer', 1, '?show=pair:3:4'],
    ]);
    expect(parseShow('pair:2:4')).toEqual({ kind: 'pair', a: 2, b: 4 });
    expect(parseShow('pair:2:x')).toBeNull();
    // Three reviewers on call 1: Fleiss across all. Call 1 all correct (P 1), call 2 too: one category.
    expect(acrossAllText(agreementOf(reviews, new Set()))).toBe(
      "Across all 3 reviewers (Fleiss' kappa, over the calls two or more judged): intent κ undefined: one category only (2 calls); no label judged twice.",
    );
  });

  it('nothing to compare: no review in the range at all', () => {
    expect(nothingToCompare(agreementOf([], new Set()))).toEqual({
      only: null,
      why: 'No call in this range has been reviewed: there is nothing to compare.',
    });
  });

  it('nothing to compare: no reviewer named, one reviewer, or no call shared', () => {
    expect(nothingToCompare(agreementOf([review(1, { reviewer: 'Demo' })], new Set()))?.why).toMatch(
      /do not say who wrote them/,
    );
    expect(nothingToCompare(agreementOf([review(1, REY), review(2, REY)], new Set()))).toEqual({
      only: 'Rey Reviewer',
      why: 'is the only reviewer in this range: there is nothing to compare.',
    });
    expect(nothingToCompare(agreementOf([review(1, REY), review(2, REMI)], new Set()))?.why).toMatch(
      /^No two reviewers reviewed the same call/,
    );
    expect(nothingToCompare(agreementOf([review(1, REY), review(1, REMI)], new Set()))).toBeNull();
  });
});
