import type { CallReview, IdLabel } from '../../../contract';
import type { Conflict } from '../../../components/conflict-dialog';
import {
  type ConflictChoice,
  type ConflictItem,
  type Difference,
  type Side,
  changedElsewhere,
  differencesOf,
  pickOf,
} from '../../../lib/conflict';
import type { ReviewBase } from './review-draft';
import { NONE_OF_THESE, type ReviewForm, emptyReviewForm, formFromReview, sameForm, verdictOf } from './review-form';

/*
 * The comparison of a review saved elsewhere with the form (src/lib/conflict.ts), made when a save
 * reads the review again (./use-review-conflict.tsx, which loads it once the form is changed).
 */

/** The names the comparison shows: the agent's intents and labels, the call's labels. */
export type ReviewNames = { intents: readonly IdLabel[]; labels: readonly IdLabel[] };

const VERDICT_TEXT = { correct: 'Correct', wrong: 'Wrong' } as const;
const NOT_JUDGED = 'Not judged';

function intentText(form: ReviewForm | null, names: ReviewNames): string | undefined {
  if (!form) return undefined;
  if (form.intent !== 'wrong') return form.intent ? VERDICT_TEXT[form.intent] : NOT_JUDGED;
  if (form.rightIntent === '') return 'Wrong (right intent not chosen)';
  if (form.rightIntent === NONE_OF_THESE) return 'Wrong: none of these';
  const right = names.intents.find((i) => String(i.id) === form.rightIntent)?.label ?? `Intent ${form.rightIntent}`;
  return `Wrong: ${right}`;
}

const labelName = (id: number, names: ReviewNames) => names.labels.find((l) => l.id === id)?.label ?? `Label ${id}`;

function missedText(form: ReviewForm | null, names: ReviewNames): string | undefined {
  if (!form) return undefined;
  const missed = [...form.missed].sort((a, b) => a - b).map((id) => labelName(id, names));
  return missed.length === 0 ? 'None' : missed.join(', ');
}

/** Each part of a review as the three versions have it: the intent, each label's verdict, missed labels, the note. */
function itemsOf(base: ReviewForm | null, mine: ReviewForm, theirs: ReviewForm, names: ReviewNames): ConflictItem[] {
  const verdict = (f: ReviewForm | null, id: number) => {
    if (!f) return undefined;
    const v = verdictOf(f, id);
    return v ? VERDICT_TEXT[v] : NOT_JUDGED;
  };
  const labelIds = [...new Set([base, mine, theirs].flatMap((f) => f?.labels.map((l) => l.id) ?? []))];
  labelIds.sort((a, b) => a - b);
  return [
    {
      id: 'intent',
      label: 'Intent',
      base: intentText(base, names),
      mine: intentText(mine, names),
      theirs: intentText(theirs, names),
    },
    ...labelIds.map((id) => ({
      id: `label:${id}`,
      label: labelName(id, names),
      base: verdict(base, id),
      mine: verdict(mine, id),
      theirs: verdict(theirs, id),
    })),
    {
      id: 'missed',
      label: 'Missed labels and red flags',
      base: missedText(base, names),
      mine: missedText(mine, names),
      theirs: missedText(theirs, names),
    },
    { id: 'note', label: 'Note', base: base?.note, mine: mine.note, theirs: theirs.note },
  ];
}

/**
 * What a save of `mine` over `base` would overwrite, read just now (`now`: the call's review, null
 * without one, undefined when it could not be read): null when nothing was saved elsewhere since,
 * or when it says what `mine` says. A review removed elsewhere is no conflict: saving makes it anew.
 */
export function reviewConflict(
  base: ReviewBase,
  mine: ReviewForm,
  now: CallReview | null | undefined,
  names: ReviewNames,
): Conflict | null {
  if (!now) return null;
  const theirs = formFromReview(now);
  const stood = base ? base.form : null;
  const changed =
    stood === null ||
    changedElsewhere({
      base: stood,
      now: theirs,
      same: sameForm,
      version: { base: base?.at ?? null, now: now.reviewed_at ?? null },
    });
  if (!changed || sameForm(mine, theirs)) return null;
  return {
    what: 'review',
    // No review then reads as an empty one: what only they judged is theirs to keep by default.
    diffs: differencesOf(itemsOf(stood ?? emptyReviewForm, mine, theirs, names)),
    updatedAt: now.reviewed_at ?? null,
    by: now.reviewer ?? null,
  };
}

/** The form that keeps, for each difference, the side the person picked. */
export function mergeReview(
  mine: ReviewForm,
  theirs: ReviewForm,
  diffs: readonly Difference[],
  picks: ReadonlyMap<string, Side>,
): ReviewForm {
  let out = mine;
  for (const d of diffs) {
    if (pickOf(d, picks) !== 'theirs') continue;
    if (d.id === 'intent') out = { ...out, intent: theirs.intent, rightIntent: theirs.rightIntent };
    else if (d.id === 'missed') out = { ...out, missed: [...theirs.missed] };
    else if (d.id === 'note') out = { ...out, note: theirs.note };
    else if (d.id.startsWith('label:')) {
      const id = Number(d.id.slice('label:'.length));
      const kept = theirs.labels.filter((l) => l.id === id);
      out = { ...out, labels: [...out.labels.filter((l) => l.id !== id), ...kept] };
    }
  }
  return out;
}

/** What the person chose: the form to save now (`save`), or the saved review taken instead. */
export type ReviewResolution = { theirs: CallReview } & ({ save: ReviewForm } | { took: true });
/** A review saved elsewhere, as the dialog shows it, and what each choice in it comes to. */
export type ReviewAsking = { conflict: Conflict; resolve: (choice: ConflictChoice) => ReviewResolution };

/**
 * Compares the review as read again just now (`now`: null without one, undefined when the read
 * failed) with the form: null when `mine` may be saved (nothing saved elsewhere since `base`, or
 * the read failed), else the question to ask.
 */
export function checkReview(
  now: CallReview | null | undefined,
  base: ReviewBase,
  mine: ReviewForm,
  names: ReviewNames,
): ReviewAsking | null {
  const conflict = reviewConflict(base, mine, now, names);
  if (!conflict || !now) return null;
  const resolve = (choice: ConflictChoice): ReviewResolution => {
    if (choice.kind === 'take-theirs') return { theirs: now, took: true };
    const save = choice.kind === 'merge' ? mergeReview(mine, formFromReview(now), conflict.diffs, choice.picks) : mine;
    return { theirs: now, save };
  };
  return { conflict, resolve };
}
