import { useState } from 'react';
import type { AgentRef, CallReview } from '../../../contract';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { useUnsavedWork } from '../../../lib/unsaved-work';
import { type ReviewBase, baseOf, loadReviewDraft, reviewDraftKey, reviewDraftOf } from './review-draft';
import { type ReviewForm, type ReviewFormErrors, formFromReview, sameForm } from './review-form';

/**
 * A call's review form against the stored review: what the person chose (restored from a draft of
 * this device when there is one), the review it stands on, unsaved changes kept as a draft as they
 * are typed, and the form's own errors.
 */
export function useReviewForm(agent: AgentRef, callId: number, saved: CallReview | null) {
  const [draft, setDraft] = useState(() => loadReviewDraft(agent, callId));
  const [form, setForm] = useState<ReviewForm>(() => draft?.data.form ?? formFromReview(saved));
  // The review the form stands on; a draft's is the one it was typed over.
  const [base, setBase] = useState<ReviewBase>(() =>
    draft?.data.base !== undefined ? draft.data.base : baseOf(saved),
  );
  const [shownSaved, setShownSaved] = useState(saved);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [storedMeanwhile, setStoredMeanwhile] = useState(false);
  const autosave = useDraftAutosave(reviewDraftKey(agent, callId));

  const baseline = formFromReview(saved);
  // The stored review changed (saved here, or refreshed, or first read): an untouched form follows
  // it; what the person chose is kept, and a review stored meanwhile that says otherwise is named.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    const touched = !sameForm(form, formFromReview(shownSaved));
    if (!touched) {
      setForm(baseline);
      setBase(baseOf(saved));
    }
    setStoredMeanwhile(touched && !!saved && !sameForm(form, baseline));
  }
  const dirty = !sameForm(form, baseline);
  // A sign-out asks first: it would remove what is typed here.
  useUnsavedWork(dirty ? `review of call ${callId}` : null);

  return {
    form,
    base,
    errors,
    setErrors,
    dirty,
    storedMeanwhile,
    /** The draft restored when the form opened, while it is still in use. */
    draft: draft && dirty ? draft : null,
    /** The person changed the form: its errors go, and what differs from the stored review is kept as a draft. */
    change(next: ReviewForm) {
      setForm(next);
      setErrors({});
      autosave.update(sameForm(next, baseline) ? null : reviewDraftOf(next, base));
    },
    /** The form as written by the page (a conflict's merge), not typed: no draft is written for it. */
    set: setForm,
    /** The form goes back to the stored review, its draft removed. */
    discard(to: CallReview | null = saved) {
      autosave.discard();
      setDraft(null);
      setForm(formFromReview(to));
      setErrors({});
    },
    /** `review` is now the one the form stands on (saved here, or saved elsewhere and seen). */
    standOn(review: CallReview | null) {
      setBase(baseOf(review));
    },
    /** A save landed: the draft goes, and the form stands on what was stored. */
    saved(review: CallReview) {
      autosave.discard();
      setBase(baseOf(review));
    },
  };
}

export type ReviewFormState = ReturnType<typeof useReviewForm>;
