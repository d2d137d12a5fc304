import type { IdLabel } from '../../../contract';

/** The names a verdict is shown by: the agent's intents, the call's and the agent's labels. */
export type VerdictNames = { intents: readonly IdLabel[]; labels: readonly IdLabel[] };

export const intentName = (id: number, names: VerdictNames): string =>
  names.intents.find((i) => i.id === id)?.label ?? `Intent ${id}`;

export const labelName = (id: number, names: VerdictNames): string =>
  names.labels.find((l) => l.id === id)?.label ?? `Label ${id}`;

/** An intent verdict in words: "Correct", "Wrong: <the right intent>", "Wrong: none of these", "Not judged". */
export function intentVerdictText(
  review: { intent_correct?: boolean | null; corrected_intent_id?: number | null },
  names: VerdictNames,
): string {
  if (review.intent_correct === true) return 'Correct';
  if (review.intent_correct !== false) return 'Not judged';
  const right = review.corrected_intent_id;
  return right === null || right === undefined ? 'Wrong: none of these' : `Wrong: ${intentName(right, names)}`;
}

/** A label's verdict in words: "Correct", "Wrong", or the service's own word for another. */
export const labelVerdictText = (verdict: string | null | undefined): string =>
  verdict === 'correct' ? 'Correct' : verdict === 'wrong' ? 'Wrong' : (verdict ?? 'Not judged');
