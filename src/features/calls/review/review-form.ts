import * as z from 'zod/mini';
import {
  type Call,
  type CallReview,
  REVIEW_NOTE_MAX,
  type ReviewBody,
  type ReviewVerdict,
  noteLength,
} from '../../../contract';

/** "Right intent" when the AI's intent was wrong: an intent's id, "none" (none of the agent's), or '' (not chosen yet). */
export const NONE_OF_THESE = 'none';

/** What the review region holds while a person edits it (also its draft). */
export const reviewFormSchema = z.object({
  intent: z.nullable(z.enum(['correct', 'wrong'])),
  rightIntent: z.string(),
  labels: z.array(z.object({ id: z.int(), verdict: z.enum(['correct', 'wrong']) })),
  missed: z.array(z.int()),
  note: z.string(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

export const emptyReviewForm: ReviewForm = { intent: null, rightIntent: '', labels: [], missed: [], note: '' };

const isVerdict = (v: unknown): v is ReviewVerdict => v === 'correct' || v === 'wrong';

/** The form a stored review reads as (an empty one without a review). */
export function formFromReview(review: CallReview | null | undefined): ReviewForm {
  if (!review) return emptyReviewForm;
  const intent = review.intent_correct === true ? 'correct' : review.intent_correct === false ? 'wrong' : null;
  return {
    intent,
    rightIntent:
      intent !== 'wrong' ? '' : review.corrected_intent_id == null ? NONE_OF_THESE : String(review.corrected_intent_id),
    labels: review.labels.flatMap((l) => (isVerdict(l.verdict) ? [{ id: l.id, verdict: l.verdict }] : [])),
    missed: [...review.missed_labels],
    note: review.note ?? '',
  };
}

const sortedIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** Whether two forms say the same (order of verdicts and missed labels aside). */
export function sameForm(a: ReviewForm, b: ReviewForm): boolean {
  const labels = (f: ReviewForm) => JSON.stringify([...f.labels].sort((x, y) => x.id - y.id));
  return (
    a.intent === b.intent &&
    (a.intent !== 'wrong' || a.rightIntent === b.rightIntent) &&
    labels(a) === labels(b) &&
    JSON.stringify(sortedIds(a.missed)) === JSON.stringify(sortedIds(b.missed)) &&
    a.note === b.note
  );
}

export const verdictOf = (form: ReviewForm, labelId: number): ReviewVerdict | null =>
  form.labels.find((l) => l.id === labelId)?.verdict ?? null;

export const withVerdict = (form: ReviewForm, labelId: number, verdict: ReviewVerdict): ReviewForm => ({
  ...form,
  labels: [...form.labels.filter((l) => l.id !== labelId), { id: labelId, verdict }],
});

/**
 * Rule ids of `ids` that are no longer among the agent's rules (`kinds`, by rule id): a call keeps
 * the labels of a rule deleted since, and a stored review its verdicts and missed labels. The
 * service refuses a review that names one, so none is sent. Without the rules list, none is known.
 */
export function deletedRules(
  ids: Iterable<number>,
  kinds: Readonly<Record<number, unknown>> | undefined,
): ReadonlySet<number> {
  const deleted = new Set<number>();
  if (kinds) for (const id of ids) if (!(id in kinds)) deleted.add(id);
  return deleted;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * What the keys C and W judge next: the intent, then each label the call carries, in turn (not
 * those of a deleted rule, which take no verdict).
 */
export function nextToJudge(
  form: ReviewForm,
  call: Pick<Call, 'labels_and_redflags'>,
  deleted: ReadonlySet<number> = NONE,
): 'intent' | number | null {
  if (form.intent === null) return 'intent';
  return call.labels_and_redflags.find((l) => !deleted.has(l.id) && verdictOf(form, l.id) === null)?.id ?? null;
}

/** The note's counter: characters as the service counts them (an emoji is one). */
export const noteCount = (note: string): string =>
  `${noteLength(note).toLocaleString('en')} / ${REVIEW_NOTE_MAX.toLocaleString('en')} characters`;

export type ReviewFormErrors = { rightIntent?: string; note?: string };

/**
 * The body to send, or what to fix first. Verdicts go only on labels the call carries, and
 * neither verdicts nor missed labels on rules deleted since (`deleted`).
 */
export function bodyFromForm(
  form: ReviewForm,
  call: Pick<Call, 'labels_and_redflags'>,
  deleted: ReadonlySet<number> = NONE,
): { body: ReviewBody; errors: null } | { body: null; errors: ReviewFormErrors } {
  const errors: ReviewFormErrors = {};
  if (form.intent === 'wrong' && form.rightIntent === '')
    errors.rightIntent = 'Choose the right intent, or “None of these”.';
  const length = noteLength(form.note);
  if (length > REVIEW_NOTE_MAX) {
    const most = REVIEW_NOTE_MAX.toLocaleString('en');
    errors.note = `A note holds at most ${most} characters (this one has ${length.toLocaleString('en')}).`;
  }
  if (errors.rightIntent || errors.note) return { body: null, errors };
  const carried = new Set(call.labels_and_redflags.map((l) => l.id));
  const right = form.rightIntent === NONE_OF_THESE || form.rightIntent === '' ? null : Number(form.rightIntent);
  return {
    errors: null,
    body: {
      intent_correct: form.intent === null ? null : form.intent === 'correct',
      corrected_intent_id: form.intent === 'wrong' && right !== null && Number.isInteger(right) ? right : null,
      labels: form.labels.filter((l) => carried.has(l.id) && !deleted.has(l.id)).sort((a, b) => a.id - b.id),
      missed_labels: sortedIds(form.missed.filter((id) => !carried.has(id) && !deleted.has(id))),
      note: form.note,
    },
  };
}
