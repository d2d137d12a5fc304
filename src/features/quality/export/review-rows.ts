import type { CallReview } from '../../../contract';
import { type CsvCell, utcInstant } from '../../../lib/list-export/cells';
import type { Names } from '../names';

export const REVIEW_CSV_COLUMNS = [
  'call_id',
  'reviewed_at',
  'reviewer',
  'ai_intent',
  'intent_verdict',
  'right_intent',
  'ai_labels',
  'label_verdicts',
  'missed_labels',
  'note',
] as const;

/** A verdict as a person reads it; one the dashboard does not know is kept as the service sent it. */
const verdictText = (verdict: string | null | undefined) =>
  verdict === null || verdict === undefined || verdict === '' ? 'not judged' : verdict;

/** A label or red flag by its name in the agent's rules (a deleted rule by its id), red flags marked. */
const labelText = (id: number, names: Names) =>
  names.kind(id) === 'Red flag' ? `${names.label(id)} (red flag)` : names.label(id);

/**
 * One review as the CSV's cells, in REVIEW_CSV_COLUMNS order, named as the quality page names
 * them: the AI's intent ("No intent" when it found none), the verdict on it ("correct", "wrong",
 * "not judged"), with "wrong" the reviewer's intent ("None of these"), the labels and red flags
 * the AI gave, each verdict as "<label>: <verdict>", the missed ones, and the note.
 */
export function reviewCells(review: CallReview, names: Names): CsvCell[] {
  const intentVerdict =
    review.intent_correct === true ? 'correct' : review.intent_correct === false ? 'wrong' : 'not judged';
  return [
    review.call_id,
    utcInstant(review.reviewed_at),
    review.reviewer ?? '',
    names.intent(review.ai_intent_id ?? null),
    intentVerdict,
    review.intent_correct === false ? names.rightIntent(review.corrected_intent_id ?? null) : '',
    review.ai_label_ids.map((id) => labelText(id, names)).join('; '),
    review.labels.map((l) => `${labelText(l.id, names)}: ${verdictText(l.verdict)}`).join('; '),
    review.missed_labels.map((id) => labelText(id, names)).join('; '),
    review.note ?? '',
  ];
}
