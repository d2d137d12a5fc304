import { useRef, useState } from 'react';
import type { AgentRef, Call, IdLabel } from '../../../contract';
import { useSaveReview } from '../../../data/reviews/mutations';
import { notifySuccess } from '../../../lib/notify';
import { type ReviewForm, bodyFromForm, formFromReview } from './review-form';
import type { ReviewFormState } from './use-review-form';
import { useLeave } from './use-save-and-next';
import { useReviewConflict } from './use-review-conflict';
import { useReviewKeys } from './use-review-keys';
import { useReviewJudge } from './use-review-judge';

type Options = {
  agent: AgentRef;
  call: Call;
  f: ReviewFormState;
  /** Rule ids whose rule was deleted: their labels take no verdict and are not sent. */
  deleted: ReadonlySet<number>;
  names: { intents: readonly IdLabel[]; labels: readonly IdLabel[] };
  hasSaved: boolean;
  /** The page's Save and next (it opens the next call); null where there is none. */
  onNext: (() => void) | null;
  justArrived?: () => boolean;
};

/**
 * Saving a review: Save review, Save and next (once the service has answered, telling the page,
 * which opens the next call), the check for a review saved elsewhere meanwhile (its dialog), and
 * the keys that judge and save.
 */
export function useReviewSubmit({ agent, call, f, deleted, names, hasSaved, onNext, justArrived }: Options) {
  const [andNext, setAndNext] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);
  const rightIntentRef = useRef<HTMLSelectElement>(null);
  const leave = useLeave();

  const save = useSaveReview(agent, call.id, {
    onSaved: (review) => {
      f.saved(review);
      // Save and next: the page is told, and this form is leaving, it is not drawn once more with
      // what was saved. Not when the person has moved elsewhere meanwhile: that move wins, the
      // save is announced.
      if (andNext && onNext && leave(onNext)) return;
      f.set(formFromReview(review));
      notifySuccess(`Review of call ${call.id} saved`);
    },
  });

  const write = (form: ReviewForm) => {
    const checked = bodyFromForm(form, call, deleted);
    if (checked.errors) f.setErrors(checked.errors);
    else save.mutate({ body: checked.body });
  };

  const conflicts = useReviewConflict(agent, call.id, names, f.dirty, (r) => {
    // Whatever the choice, the form now stands on the review saved elsewhere.
    f.standOn(r.theirs);
    if ('took' in r) {
      f.discard(r.theirs);
      notifySuccess('Took the saved review. Your changes were discarded.');
      return;
    }
    f.set(r.save);
    write(r.save);
  });

  const judge = useReviewJudge(f, call, deleted, rightIntentRef);

  const submit = (next: boolean) => {
    if (save.isPending) return;
    if (!f.dirty) {
      // Nothing to save. A press just after Save and next opened this call is the second of a
      // double press: it never acts on the call it lands on.
      if (!next || justArrived?.()) return;
      if (hasSaved && onNext) onNext();
      else setNothingChosen(true);
      return;
    }
    const checked = bodyFromForm(f.form, call, deleted);
    if (checked.errors) {
      f.setErrors(checked.errors);
      if (checked.errors.rightIntent) rightIntentRef.current?.focus();
      return;
    }
    setAndNext(next);
    // Written only once no review was saved elsewhere meanwhile (else the person chooses).
    const { base, form } = f;
    save.mutate({ body: checked.body, check: () => conflicts.check(base, form) });
  };

  useReviewKeys({ judge, saveAndNext: onNext ? () => submit(true) : null });

  return {
    save,
    conflicts,
    submit,
    andNext,
    nothingChosen,
    rightIntentRef,
  };
}
