import type { CallReview } from '../contract';

/**
 * How far reviewers agree (B.11: the service computes none; the dashboard does, from the
 * reviews). Two readings of each review (UI.md, the quality page): its intent verdict ("correct",
 * or "wrong" with the intent it should have been, "none of these" being one), and a verdict per
 * label or red flag of the call ("correct" or "wrong"). A missed label is no verdict on a label
 * the call carries, so it is not compared. A verdict one reviewer gave and the other did not is
 * left out of their comparison, as is an intent not judged.
 */

/** A review with its reviewer, as B.11 stores it. */
export type ReviewerReview = Pick<CallReview, 'call_id' | 'intent_correct' | 'corrected_intent_id'> & {
  reviewer_id: number;
  labels: readonly { id: number; verdict?: string | null }[];
  /** Labels the reviewer says the call should have carried: kept on the review, not compared. */
  missed_labels?: readonly number[];
};

export type Cohen = {
  /** Items both judged (calls for the intent, call and label pairs for labels). */
  n: number;
  agreed: number;
  /** agreed / n; null without items. */
  share: number | null;
  /**
   * Cohen's kappa, (po - pe) / (1 - pe); null without items, or when chance alone agrees every
   * time (both used one and the same category throughout): then `share` says it all.
   */
  kappa: number | null;
};

/** Cohen's kappa over the two raters' categories of the same items. */
export function cohenKappa(pairs: readonly (readonly [string, string])[]): Cohen {
  const n = pairs.length;
  if (n === 0) return { n, agreed: 0, share: null, kappa: null };
  const first = new Map<string, number>();
  const second = new Map<string, number>();
  let agreed = 0;
  for (const [a, b] of pairs) {
    if (a === b) agreed += 1;
    first.set(a, (first.get(a) ?? 0) + 1);
    second.set(b, (second.get(b) ?? 0) + 1);
  }
  const po = agreed / n;
  let pe = 0;
  for (const [category, count] of first) pe += (count / n) * ((second.get(category) ?? 0) / n);
  return { n, agreed, share: po, kappa: pe >= 1 ? null : (po - pe) / (1 - pe) };
}

export type Fleiss = { items: number; kappa: number | null };

/**
 * Fleiss' kappa over items each judged by two raters or more (the number may differ from item to
 * item; items judged once are left out). null without such items, or when every judgement falls
 * in one category.
 */
export function fleissKappa(items: readonly (readonly string[])[]): Fleiss {
  const judged = items.filter((ratings) => ratings.length >= 2);
  if (judged.length === 0) return { items: 0, kappa: null };
  const totals = new Map<string, number>();
  let all = 0;
  let agreement = 0;
  for (const ratings of judged) {
    const counts = new Map<string, number>();
    for (const r of ratings) counts.set(r, (counts.get(r) ?? 0) + 1);
    let pairsAgreeing = 0;
    for (const [category, c] of counts) {
      pairsAgreeing += c * (c - 1);
      totals.set(category, (totals.get(category) ?? 0) + c);
    }
    agreement += pairsAgreeing / (ratings.length * (ratings.length - 1));
    all += ratings.length;
  }
  const observed = agreement / judged.length;
  let chance = 0;
  for (const count of totals.values()) chance += (count / all) ** 2;
  return { items: judged.length, kappa: chance >= 1 ? null : (observed - chance) / (1 - chance) };
}

/** A review's intent verdict as a category; null when the intent was not judged. */
export function intentVerdict(r: Pick<ReviewerReview, 'intent_correct' | 'corrected_intent_id'>): string | null {
  if (r.intent_correct === true) return 'correct';
  if (r.intent_correct === false) return `wrong:${r.corrected_intent_id ?? 'none'}`;
  return null;
}

/** A review's verdict on each label of the call it judged, by rule id. */
export function labelVerdicts(r: Pick<ReviewerReview, 'labels' | 'missed_labels'>): Map<number, string> {
  const verdicts = new Map<number, string>();
  for (const l of r.labels) if (l.verdict) verdicts.set(l.id, l.verdict);
  return verdicts;
}

export type PairAgreement = {
  a: number;
  b: number;
  /** The calls both reviewed, by id ascending. */
  calls: number[];
  /** Its `n` is the calls both judged the intent of. */
  intent: Cohen;
  /** Its `n` is the label verdicts compared; `labelCalls` the calls they come from. */
  labels: Cohen;
  labelCalls: number;
};

/** Each reviewer's review of each call: by call id, then reviewer id. */
function byCall(reviews: readonly ReviewerReview[]): Map<number, Map<number, ReviewerReview>> {
  const calls = new Map<number, Map<number, ReviewerReview>>();
  for (const r of reviews) {
    const of = calls.get(r.call_id) ?? new Map<number, ReviewerReview>();
    of.set(r.reviewer_id, r);
    calls.set(r.call_id, of);
  }
  return calls;
}

/** Agreement of every pair of reviewers who reviewed at least one call in common, by reviewer ids. */
export function pairAgreements(reviews: readonly ReviewerReview[]): PairAgreement[] {
  type Tally = {
    a: number;
    b: number;
    calls: number[];
    intents: [string, string][];
    labels: [string, string][];
    labelCalls: number;
  };
  const tallies = new Map<string, Tally>();
  // One pass over the calls, each review read once: a call's reviewers, two by two.
  for (const [callId, of] of byCall(reviews)) {
    const read = [...of.entries()]
      .sort(([x], [y]) => x - y)
      .map(([id, r]) => ({ id, intent: intentVerdict(r), labels: labelVerdicts(r) }));
    for (const [i, ra] of read.entries()) {
      for (const rb of read.slice(i + 1)) {
        const key = `${ra.id}:${rb.id}`;
        const tally = tallies.get(key) ?? { a: ra.id, b: rb.id, calls: [], intents: [], labels: [], labelCalls: 0 };
        tallies.set(key, tally);
        tally.calls.push(callId);
        if (ra.intent !== null && rb.intent !== null) tally.intents.push([ra.intent, rb.intent]);
        const before = tally.labels.length;
        for (const [id, verdict] of ra.labels) {
          const other = rb.labels.get(id);
          if (other !== undefined) tally.labels.push([verdict, other]);
        }
        if (tally.labels.length > before) tally.labelCalls += 1;
      }
    }
  }
  return [...tallies.values()]
    .sort((x, y) => x.a - y.a || x.b - y.b)
    .map((t) => ({
      a: t.a,
      b: t.b,
      calls: t.calls.sort((x, y) => x - y),
      intent: cohenKappa(t.intents),
      labels: cohenKappa(t.labels),
      labelCalls: t.labelCalls,
    }));
}

/** Fleiss' kappa of the intent verdicts across all reviewers, over the calls two or more judged. */
export function intentFleiss(reviews: readonly ReviewerReview[]): Fleiss {
  const items = [...byCall(reviews).values()].map((of) =>
    [...of.values()].map(intentVerdict).filter((v): v is string => v !== null),
  );
  return fleissKappa(items);
}

/**
 * Fleiss' kappa of the label verdicts across all reviewers: each label of a call two or more
 * judged is an item. `calls`: the calls those items come from.
 */
export function labelFleiss(reviews: readonly ReviewerReview[]): Fleiss & { calls: number } {
  const items: string[][] = [];
  let calls = 0;
  for (const of of byCall(reviews).values()) {
    const perLabel = new Map<number, string[]>();
    for (const r of of.values()) {
      for (const [id, verdict] of labelVerdicts(r)) {
        const verdicts = perLabel.get(id);
        if (verdicts) verdicts.push(verdict);
        else perLabel.set(id, [verdict]);
      }
    }
    const judged = [...perLabel.values()].filter((v) => v.length >= 2);
    if (judged.length > 0) calls += 1;
    items.push(...judged);
  }
  return { ...fleissKappa(items), calls };
}

/** The calls whose reviewers differ on the intent or on a label both judged, by id ascending. */
export function disagreements(reviews: readonly ReviewerReview[]): number[] {
  const out: number[] = [];
  for (const [callId, of] of byCall(reviews)) {
    const all = [...of.values()];
    const intents = new Set(all.map(intentVerdict).filter((v) => v !== null));
    const labels = new Map<number, Set<string>>();
    for (const r of all) {
      for (const [id, verdict] of labelVerdicts(r)) labels.set(id, (labels.get(id) ?? new Set()).add(verdict));
    }
    if (intents.size > 1 || [...labels.values()].some((v) => v.size > 1)) out.push(callId);
  }
  return out.sort((x, y) => x - y);
}
