import { describe, expect, it } from 'vitest';
import {
  type ReviewerReview,
  cohenKappa,
  disagreements,
  fleissKappa,
  intentFleiss,
  intentVerdict,
  labelFleiss,
  labelVerdicts,
  pairAgreements,
} from './review-agreement';

const repeat = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);

describe("Cohen's kappa", () => {
  it('the textbook example: 50 items, 70% agreed, 50% by chance, κ 0.4', () => {
    const pairs = [
      ...repeat(20, ['yes', 'yes'] as const),
      ...repeat(5, ['yes', 'no'] as const),
      ...repeat(10, ['no', 'yes'] as const),
      ...repeat(15, ['no', 'no'] as const),
    ];
    const c = cohenKappa(pairs);
    expect(c.n).toBe(50);
    expect(c.agreed).toBe(35);
    expect(c.share).toBeCloseTo(0.7, 10);
    expect(c.kappa).toBeCloseTo(0.4, 10);
  });

  it('full agreement over two categories is 1; agreement no better than chance is 0', () => {
    expect(
      cohenKappa([
        ['a', 'a'],
        ['b', 'b'],
      ]).kappa,
    ).toBe(1);
    // Each says "a" half the time, independently: po 0.5, pe 0.5.
    expect(
      cohenKappa([
        ['a', 'a'],
        ['a', 'b'],
        ['b', 'a'],
        ['b', 'b'],
      ]).kappa,
    ).toBe(0);
  });

  it('degenerate: no items; one category only (chance agrees every time) leaves κ unsaid', () => {
    expect(cohenKappa([])).toEqual({ n: 0, agreed: 0, share: null, kappa: null });
    expect(cohenKappa(repeat(7, ['correct', 'correct'] as const))).toEqual({ n: 7, agreed: 7, share: 1, kappa: null });
    // A single shared item in which they agree is one category too.
    expect(cohenKappa([['correct', 'correct']]).kappa).toBeNull();
    // A single shared item in which they differ: po 0, pe 0, κ 0.
    expect(cohenKappa([['correct', 'wrong:none']])).toEqual({ n: 1, agreed: 0, share: 0, kappa: 0 });
  });
});

describe("Fleiss' kappa", () => {
  it('the textbook example: 10 subjects, 14 raters, 5 categories, κ 0.210', () => {
    const table = [
      [0, 0, 0, 0, 14],
      [0, 2, 6, 4, 2],
      [0, 0, 3, 5, 6],
      [0, 3, 9, 2, 0],
      [2, 2, 8, 1, 1],
      [7, 7, 0, 0, 0],
      [3, 2, 6, 3, 0],
      [2, 5, 3, 2, 2],
      [6, 5, 2, 1, 0],
      [0, 2, 2, 3, 7],
    ];
    const items = table.map((row) => row.flatMap((count, k) => repeat(count, `c${k}`)));
    const f = fleissKappa(items);
    expect(f.items).toBe(10);
    expect(f.kappa).toBeCloseTo(0.21, 2);
  });

  it('leaves out items judged once; all in one category leaves κ unsaid', () => {
    expect(fleissKappa([['a'], ['b']])).toEqual({ items: 0, kappa: null });
    expect(
      fleissKappa([
        ['a', 'a', 'a'],
        ['a', 'a'],
      ]),
    ).toEqual({ items: 2, kappa: null });
    expect(
      fleissKappa([
        ['a', 'a', 'a'],
        ['b', 'b', 'b'],
      ]).kappa,
    ).toBe(1);
  });
});

const review = (reviewer_id: number, call_id: number, extra: Partial<ReviewerReview> = {}): ReviewerReview => ({
  reviewer_id,
  call_id,
  intent_correct: true,
  corrected_intent_id: null,
  labels: [],
  missed_labels: [],
  ...extra,
});

describe('verdicts read from reviews', () => {
  it('the intent: correct, or wrong with the right one (or none); not judged is left out', () => {
    expect(intentVerdict({ intent_correct: true, corrected_intent_id: null })).toBe('correct');
    expect(intentVerdict({ intent_correct: false, corrected_intent_id: 3 })).toBe('wrong:3');
    expect(intentVerdict({ intent_correct: false, corrected_intent_id: null })).toBe('wrong:none');
    expect(intentVerdict({ intent_correct: null, corrected_intent_id: null })).toBeNull();
  });

  it('labels: correct or wrong per label of the call; a missed label is no verdict on one it carries', () => {
    const verdicts = labelVerdicts({
      labels: [
        { id: 1, verdict: 'correct' },
        { id: 2, verdict: 'wrong' },
        { id: 3, verdict: null },
      ],
      missed_labels: [5],
    });
    expect([...verdicts]).toEqual([
      [1, 'correct'],
      [2, 'wrong'],
    ]);
  });
});

describe('agreement between reviewers', () => {
  const reviews = [
    review(2, 10, { labels: [{ id: 1, verdict: 'correct' }] }),
    review(3, 10, { labels: [{ id: 1, verdict: 'correct' }] }),
    review(2, 11, { intent_correct: false, corrected_intent_id: 4 }),
    review(3, 11),
    review(2, 12, { labels: [{ id: 1, verdict: 'wrong' }] }),
    review(3, 12, { intent_correct: null, labels: [{ id: 1, verdict: 'correct' }], missed_labels: [6] }),
    // Only one of them reviewed 13; reviewer 4 shares 10 with both.
    review(2, 13),
    review(4, 10, { intent_correct: false, corrected_intent_id: null }),
  ];

  it('per pair: the calls both reviewed, the intent and the labels', () => {
    const [rey, reyVic, remiVic] = pairAgreements(reviews);
    expect(rey).toMatchObject({ a: 2, b: 3, calls: [10, 11, 12] });
    // Intents: 10 agreed, 11 not, 12 not judged by 3.
    expect(rey?.intent).toMatchObject({ n: 2, agreed: 1, share: 0.5 });
    // Labels: label 1 on 10 (agreed) and 12 (differs); label 6 judged by one only.
    expect(rey?.labels).toMatchObject({ n: 2, agreed: 1, share: 0.5 });
    expect(reyVic).toMatchObject({ a: 2, b: 4, calls: [10], intent: { n: 1, agreed: 0, kappa: 0 } });
    expect(remiVic).toMatchObject({ a: 3, b: 4, calls: [10] });
  });

  it('the calls where reviewers differ, on the intent or a label', () => {
    expect(disagreements(reviews)).toEqual([10, 11, 12]);
    expect(disagreements(reviews.filter((r) => r.reviewer_id !== 4))).toEqual([11, 12]);
  });

  it("Fleiss' kappa of the intent across everyone, over calls judged twice or more", () => {
    const f = intentFleiss(reviews);
    // Calls 10 (three verdicts) and 11 (two); 12 has one judged intent, 13 one review.
    expect(f.items).toBe(2);
    // By hand: P 1/3 and 0, mean 1/6; chance (3/5)² + (1/5)² + (1/5)² = 0.44; κ = (1/6 - 0.44) / 0.56.
    expect(f.kappa).toBeCloseTo(-0.488095, 5);
  });

  it("Fleiss' kappa of the labels: each label of a call judged twice or more is an item", () => {
    const f = labelFleiss(reviews);
    // Label 1 on call 10 (correct ×2) and 12 (wrong, correct); label 6 was missed, no verdict.
    expect(f).toMatchObject({ items: 2, calls: 2 });
    // P 1 and 0, mean 0.5; chance (3/4)² + (1/4)² = 0.625; κ = (0.5 - 0.625) / 0.375 = -1/3.
    expect(f.kappa).toBeCloseTo(-1 / 3, 10);
  });

  it('no shared call, no pair', () => {
    expect(pairAgreements([review(2, 1), review(3, 2)])).toEqual([]);
  });
});

describe('the seeded calibration (Rey and Remi, twelve calls), worked by hand', () => {
  // [call, Rey, Remi]: the intent (true, or the intent named when wrong, null for none of these)
  // and the label verdicts, as src/emulator/seed-team-reviews.ts lays them.
  type Said = { intent: true | number | null; labels?: [number, 'correct' | 'wrong'][] };
  const table: [number, Said, Said][] = [
    [1015, { intent: true, labels: [[2, 'correct']] }, { intent: true, labels: [[2, 'correct']] }],
    [1016, { intent: 3 }, { intent: true }],
    [1018, { intent: true }, { intent: true }],
    [1024, { intent: 1, labels: [[3, 'correct']] }, { intent: 1, labels: [[3, 'correct']] }],
    [1025, { intent: 1, labels: [[2, 'correct']] }, { intent: 1, labels: [[2, 'wrong']] }],
    [1033, { intent: true }, { intent: true }],
    [1034, { intent: true }, { intent: true }],
    [1043, { intent: true, labels: [[3, 'correct']] }, { intent: true, labels: [[3, 'correct']] }],
    [1046, { intent: true, labels: [[3, 'correct']] }, { intent: 4, labels: [[3, 'correct']] }],
    [1048, { intent: true }, { intent: true }],
    [1049, { intent: null }, { intent: null }],
    [
      1053,
      {
        intent: true,
        labels: [
          [2, 'wrong'],
          [4, 'correct'],
        ],
      },
      {
        intent: true,
        labels: [
          [2, 'wrong'],
          [4, 'correct'],
        ],
      },
    ],
  ];
  const said = (reviewer: number, call: number, s: Said) =>
    review(reviewer, call, {
      intent_correct: s.intent === true,
      corrected_intent_id: s.intent === true ? null : s.intent,
      labels: (s.labels ?? []).map(([id, verdict]) => ({ id, verdict })),
    });
  const reviews = table.flatMap(([call, rey, remi]) => [said(2, call, rey), said(3, call, remi)]);

  it('intent: 10 of 12 agree; κ = (120/144 - 69/144) / (1 - 69/144) = 51/75 = 0.68', () => {
    const [pair] = pairAgreements(reviews);
    expect(pair?.calls).toHaveLength(12);
    // Rey: correct 8, Technical support 1, Billing 2, none 1; Remi: correct 8, Billing 2,
    // Appointment 1, none 1. Chance: (8·8 + 2·2 + 1·1) / 144 = 69/144.
    expect(pair?.intent).toMatchObject({ n: 12, agreed: 10 });
    expect(pair?.intent.kappa).toBeCloseTo(51 / 75, 10);
  });

  it('labels: 6 of 7 verdicts agree, on 6 calls; κ = (42/49 - 32/49) / (1 - 32/49) = 10/17', () => {
    const [pair] = pairAgreements(reviews);
    // Rey: correct 6, wrong 1; Remi: correct 5, wrong 2. Chance: (6·5 + 1·2) / 49 = 32/49.
    expect(pair?.labels).toMatchObject({ n: 7, agreed: 6 });
    expect(pair?.labelCalls).toBe(6);
    expect(pair?.labels.kappa).toBeCloseTo(10 / 17, 10);
  });

  it('the calls they differ on: 1016 and 1046 (intent), 1025 (Abuse)', () => {
    expect(disagreements(reviews)).toEqual([1016, 1025, 1046]);
  });
});
