import type { CallReview } from '../../contract';

/** An intent as a review names it: an id, or null (the AI found none / the reviewer chose "none of these"). */
export type IntentKey = number | null;

export type IntentRow = {
  /** The AI's intent; null: calls where it found none. */
  id: IntentKey;
  /** Reviews of calls the AI gave this intent. */
  reviewed: number;
  correct: number;
  wrong: number;
  /** correct / (correct + wrong); null when no review judged the intent. */
  agreement: number | null;
  /** What reviewers said it really was, most frequent first (null: none of the agent's intents). */
  confusedWith: { id: IntentKey; count: number }[];
};

export type LabelRow = {
  /** The rule's id. */
  id: number;
  /** Verdicts given on calls that carried it. */
  verdicts: number;
  correct: number;
  wrong: number;
  /** wrong / verdicts (false positives); null without verdicts. */
  wrongShare: number | null;
  /** Reviews that said a call should have carried it (false negatives). */
  missed: number;
};

/** Which reviewed calls a figure counts, for the page to open them. */
export type CallSet =
  | { kind: 'intent'; id: IntentKey; verdict: 'reviewed' | 'correct' | 'wrong' }
  | { kind: 'confusion'; ai: IntentKey; right: IntentKey }
  | { kind: 'label'; id: number; verdict: 'verdicts' | 'correct' | 'wrong' | 'missed' };

export type Quality = {
  reviews: number;
  intents: IntentRow[];
  labels: LabelRow[];
  /** The confusion table's axes: AI intents (rows) and reviewers' intents (columns), with counts. */
  confusion: { rows: IntentKey[]; columns: IntentKey[]; counts: Map<string, number> };
};

export const cellKey = (ai: IntentKey, right: IntentKey) => `${ai ?? 'none'}>${right ?? 'none'}`;

/** The intent a reviewer says the call had: the AI's when judged correct, the corrected one when wrong. */
export function reviewersIntent(r: CallReview): IntentKey | undefined {
  if (r.intent_correct === true) return r.ai_intent_id ?? null;
  if (r.intent_correct === false) return r.corrected_intent_id ?? null;
  return undefined;
}

const byKey = (a: IntentKey, b: IntentKey) => (a === null ? 1 : b === null ? -1 : a - b);

/**
 * What the reviews say of the AI's intents, labels and red flags. `knownIntents` and
 * `knownLabels` (the agent's, in their order) get a row even when no review judged them; an id
 * the reviews name that is not among them (a deleted intent or rule) gets one too.
 */
export function computeQuality(reviews: readonly CallReview[], knownIntents: readonly number[] = [], knownLabels: readonly number[] = []): Quality {
  const intents = new Map<IntentKey, IntentRow & { confused: Map<IntentKey, number> }>();
  const intentRow = (id: IntentKey) => {
    let row = intents.get(id);
    if (!row) {
      row = { id, reviewed: 0, correct: 0, wrong: 0, agreement: null, confusedWith: [], confused: new Map() };
      intents.set(id, row);
    }
    return row;
  };
  for (const id of knownIntents) intentRow(id);
  const labels = new Map<number, LabelRow>();
  const labelRow = (id: number) => {
    let row = labels.get(id);
    if (!row) {
      row = { id, verdicts: 0, correct: 0, wrong: 0, wrongShare: null, missed: 0 };
      labels.set(id, row);
    }
    return row;
  };
  for (const id of knownLabels) labelRow(id);
  const counts = new Map<string, number>();
  const columns = new Set<IntentKey>();
  const rows = new Set<IntentKey>();

  for (const r of reviews) {
    const ai = r.ai_intent_id ?? null;
    const row = intentRow(ai);
    row.reviewed++;
    if (r.intent_correct === true) row.correct++;
    if (r.intent_correct === false) {
      row.wrong++;
      const right = r.corrected_intent_id ?? null;
      row.confused.set(right, (row.confused.get(right) ?? 0) + 1);
    }
    const right = reviewersIntent(r);
    if (right !== undefined) {
      rows.add(ai);
      columns.add(right);
      counts.set(cellKey(ai, right), (counts.get(cellKey(ai, right)) ?? 0) + 1);
    }
    for (const v of r.labels) {
      if (v.verdict !== 'correct' && v.verdict !== 'wrong') continue;
      const l = labelRow(v.id);
      l.verdicts++;
      if (v.verdict === 'correct') l.correct++;
      else l.wrong++;
    }
    for (const id of new Set(r.missed_labels)) labelRow(id).missed++;
  }

  const intentRows = [...intents.values()].map(({ confused, ...row }) => ({
    ...row,
    agreement: row.correct + row.wrong > 0 ? row.correct / (row.correct + row.wrong) : null,
    confusedWith: [...confused.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || byKey(a.id, b.id)),
  }));
  const order = new Map(knownIntents.map((id, i) => [id, i]));
  intentRows.sort((a, b) => (order.get(a.id ?? NaN) ?? Infinity) - (order.get(b.id ?? NaN) ?? Infinity) || byKey(a.id, b.id));
  const labelOrder = new Map(knownLabels.map((id, i) => [id, i]));
  const labelRows = [...labels.values()]
    .map((l) => ({ ...l, wrongShare: l.verdicts > 0 ? l.wrong / l.verdicts : null }))
    .sort((a, b) => (labelOrder.get(a.id) ?? Infinity) - (labelOrder.get(b.id) ?? Infinity) || a.id - b.id);
  const axis = (keys: Set<IntentKey>) => [...keys].sort((a, b) => (order.get(a ?? NaN) ?? Infinity) - (order.get(b ?? NaN) ?? Infinity) || byKey(a, b));
  return { reviews: reviews.length, intents: intentRows, labels: labelRows, confusion: { rows: axis(rows), columns: axis(columns), counts } };
}

/** Whether review `r` is one of the calls a figure counts. */
export function inCallSet(r: CallReview, set: CallSet): boolean {
  const ai = r.ai_intent_id ?? null;
  switch (set.kind) {
    case 'intent':
      return ai === set.id && (set.verdict === 'reviewed' || r.intent_correct === (set.verdict === 'correct'));
    case 'confusion':
      return ai === set.ai && reviewersIntent(r) === set.right;
    case 'label':
      if (set.verdict === 'missed') return r.missed_labels.includes(set.id);
      return r.labels.some((v) => v.id === set.id && (set.verdict === 'verdicts' ? v.verdict === 'correct' || v.verdict === 'wrong' : v.verdict === set.verdict));
  }
}
