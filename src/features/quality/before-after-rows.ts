import type { Span } from '../../lib/change-marks';
import { type CallSet, type IntentKey, type IntentRow, type LabelRow, type Quality, callSetKey } from './quality';

/**
 * Rows of either side that count anything, by id (a side without the row counts none): the after
 * side's order, then those only before.
 */
function pairUp<K, Row extends { id: K }>(
  before: readonly Row[],
  after: readonly Row[],
  counts: (row: Row) => boolean,
): { id: K; before: Row | null; after: Row | null }[] {
  const old = new Map(before.filter(counts).map((r) => [r.id, r]));
  const pairs = after.flatMap((r) => {
    const b = old.get(r.id) ?? null;
    old.delete(r.id);
    return counts(r) || b ? [{ id: r.id, before: b, after: counts(r) ? r : null }] : [];
  });
  return [...pairs, ...[...old.values()].map((r) => ({ id: r.id, before: r, after: null }))];
}

/** The intents judged (correct or wrong) before or after a change, side by side. */
export const intentPairs = (before: Quality, after: Quality) =>
  pairUp<IntentKey, IntentRow>(before.intents, after.intents, (r) => r.correct + r.wrong > 0);

/** The labels and red flags judged or missed before or after a change, side by side. */
export const labelPairs = (before: Quality, after: Quality) =>
  pairUp<number, LabelRow>(before.labels, after.labels, (r) => r.verdicts + r.missed > 0);

/** The quality page over `span` listing a figure's calls: where a figure of one period links to. */
export function spanShowQuery(span: Span, set: CallSet): string {
  const params = new URLSearchParams();
  params.set('started_after', new Date(span.from).toISOString());
  params.set('started_before', new Date(span.to).toISOString());
  params.set('show', callSetKey(set));
  return params.toString();
}
