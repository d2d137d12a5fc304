import type { CallReview } from '../contract';

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
export function computeQuality(
  reviews: readonly CallReview[],
  knownIntents: readonly number[] = [],
  knownLabels: readonly number[] = [],
): Quality {
  const q = new QualityAccumulator();
  q.add(reviews);
  return arrangeQuality(q.result(), knownIntents, knownLabels);
}

/** computeQuality page by page: `add` each page of reviews, then `result` (rows of the ids the reviews name only). */
export class QualityAccumulator {
  private reviews = 0;
  private intents = new Map<IntentKey, IntentRow & { confused: Map<IntentKey, number> }>();
  private labels = new Map<number, LabelRow>();
  private counts = new Map<string, number>();
  private columns = new Set<IntentKey>();
  private rows = new Set<IntentKey>();

  private intentRow(id: IntentKey) {
    let row = this.intents.get(id);
    if (!row) {
      row = { id, reviewed: 0, correct: 0, wrong: 0, agreement: null, confusedWith: [], confused: new Map() };
      this.intents.set(id, row);
    }
    return row;
  }

  private labelRow(id: number) {
    let row = this.labels.get(id);
    if (!row) {
      row = emptyLabel(id);
      this.labels.set(id, row);
    }
    return row;
  }

  add(reviews: readonly CallReview[]) {
    this.reviews += reviews.length;
    for (const r of reviews) {
      const ai = r.ai_intent_id ?? null;
      const row = this.intentRow(ai);
      row.reviewed++;
      if (r.intent_correct === true) row.correct++;
      if (r.intent_correct === false) {
        row.wrong++;
        const right = r.corrected_intent_id ?? null;
        row.confused.set(right, (row.confused.get(right) ?? 0) + 1);
      }
      const right = reviewersIntent(r);
      if (right !== undefined) {
        this.rows.add(ai);
        this.columns.add(right);
        this.counts.set(cellKey(ai, right), (this.counts.get(cellKey(ai, right)) ?? 0) + 1);
      }
      for (const v of r.labels) {
        if (v.verdict !== 'correct' && v.verdict !== 'wrong') continue;
        const l = this.labelRow(v.id);
        l.verdicts++;
        if (v.verdict === 'correct') l.correct++;
        else l.wrong++;
      }
      for (const id of new Set(r.missed_labels)) this.labelRow(id).missed++;
    }
  }

  result(): Quality {
    const intentRows = [...this.intents.values()].map(({ confused, ...row }) => ({
      ...row,
      agreement: row.correct + row.wrong > 0 ? row.correct / (row.correct + row.wrong) : null,
      confusedWith: [...confused.entries()]
        .map(([id, count]) => ({ id, count }))
        .sort((a, b) => b.count - a.count || byKey(a.id, b.id)),
    }));
    const labelRows = [...this.labels.values()].map((l) => ({
      ...l,
      wrongShare: l.verdicts > 0 ? l.wrong / l.verdicts : null,
    }));
    return {
      reviews: this.reviews,
      intents: intentRows,
      labels: labelRows,
      confusion: { rows: [...this.rows], columns: [...this.columns], counts: new Map(this.counts) },
    };
  }
}

const emptyLabel = (id: number): LabelRow => ({ id, verdicts: 0, correct: 0, wrong: 0, wrongShare: null, missed: 0 });

/**
 * `q` with a row for each of `knownIntents` and `knownLabels` (the agent's) that no review names,
 * and its rows and axes in their order (the agent's first, then ids no longer known, by id).
 * Cheap: the page runs it when the agent's intents or rules arrive after the figures.
 */
export function arrangeQuality(q: Quality, knownIntents: readonly number[], knownLabels: readonly number[]): Quality {
  const intentIds = new Set(q.intents.map((r) => r.id));
  const intentRows: IntentRow[] = [
    ...q.intents,
    ...knownIntents
      .filter((id) => !intentIds.has(id))
      .map((id) => ({ id, reviewed: 0, correct: 0, wrong: 0, agreement: null, confusedWith: [] })),
  ];
  const order = new Map(knownIntents.map((id, i) => [id, i]));
  const byOrder = (a: IntentKey, b: IntentKey) =>
    (order.get(a ?? NaN) ?? Infinity) - (order.get(b ?? NaN) ?? Infinity) || byKey(a, b);
  intentRows.sort((a, b) => byOrder(a.id, b.id));
  const labelIds = new Set(q.labels.map((l) => l.id));
  const labelOrder = new Map(knownLabels.map((id, i) => [id, i]));
  const labelRows = [...q.labels, ...knownLabels.filter((id) => !labelIds.has(id)).map(emptyLabel)].sort(
    (a, b) => (labelOrder.get(a.id) ?? Infinity) - (labelOrder.get(b.id) ?? Infinity) || a.id - b.id,
  );
  const axis = (keys: readonly IntentKey[]) => [...keys].sort(byOrder);
  return {
    reviews: q.reviews,
    intents: intentRows,
    labels: labelRows,
    confusion: { rows: axis(q.confusion.rows), columns: axis(q.confusion.columns), counts: q.confusion.counts },
  };
}

const idKey = (id: IntentKey) => (id === null ? 'none' : String(id));

/** A figure's calls as text: the page's address (`show`) and the key of the calls each figure counts. */
export function callSetKey(set: CallSet): string {
  if (set.kind === 'intent') return `intent:${idKey(set.id)}:${set.verdict}`;
  if (set.kind === 'confusion') return `confusion:${idKey(set.ai)}:${idKey(set.right)}`;
  return `label:${set.id}:${set.verdict}`;
}

/** The keys (callSetKey) of every figure that counts review `r`: inCallSet(r, set) holds exactly for these. */
export function callSetKeysOf(r: CallReview): Set<string> {
  const ai = r.ai_intent_id ?? null;
  const keys = new Set<string>([callSetKey({ kind: 'intent', id: ai, verdict: 'reviewed' })]);
  if (r.intent_correct === true || r.intent_correct === false)
    keys.add(callSetKey({ kind: 'intent', id: ai, verdict: r.intent_correct ? 'correct' : 'wrong' }));
  const right = reviewersIntent(r);
  if (right !== undefined) keys.add(callSetKey({ kind: 'confusion', ai, right }));
  for (const v of r.labels) {
    if (v.verdict !== 'correct' && v.verdict !== 'wrong') continue;
    keys.add(callSetKey({ kind: 'label', id: v.id, verdict: 'verdicts' }));
    keys.add(callSetKey({ kind: 'label', id: v.id, verdict: v.verdict }));
  }
  for (const id of r.missed_labels) keys.add(callSetKey({ kind: 'label', id, verdict: 'missed' }));
  return keys;
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
      return r.labels.some(
        (v) =>
          v.id === set.id &&
          (set.verdict === 'verdicts' ? v.verdict === 'correct' || v.verdict === 'wrong' : v.verdict === set.verdict),
      );
  }
}
