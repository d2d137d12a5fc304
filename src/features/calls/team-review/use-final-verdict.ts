import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type AgentRef, type Call, type FinalReview, type ReviewBody, finalReviewBodySchema } from '../../../contract';
import { useSaveFinalReview } from '../../../data/reviews/final-review';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useUnsavedWork } from '../../../lib/unsaved-work';
import { type FinalBase, bodyOfFinal, finalBaseOf } from './final-body';
import { loadFinalDraft } from './final-draft';
import { useFinalConflict } from './use-final-conflict';
import { useFinalDraft } from './use-final-draft';
import type { VerdictNames } from './verdict-text';

type Options = {
  agent: AgentRef;
  call: Call;
  /** The stored final verdict (null: none yet). */
  final: FinalReview | null;
  /** What the form starts from: the stored final verdict, else the majority of the reviews. */
  proposal: ReviewBody;
  names: VerdictNames;
};

/** Verdicts on the labels the call carries only, missed labels among the others, a right intent only with Wrong. */
function forCall(values: ReviewBody, call: Call): ReviewBody {
  const carried = new Set(call.labels_and_redflags.map((l) => l.id));
  return {
    ...values,
    corrected_intent_id: values.intent_correct === false ? values.corrected_intent_id : null,
    labels: values.labels.filter((l) => carried.has(l.id)).sort((a, b) => a.id - b.id),
    missed_labels: values.missed_labels.filter((id) => !carried.has(id)).sort((a, b) => a - b),
  };
}

/** The fields that show the service's words beside them; its other words show above the button. */
export const SERVICE_FIELDS = ['note', 'corrected_intent_id'] as const;

/**
 * The final verdict's form (react-hook-form over the contract's body schema): it follows the
 * stored verdict or the majority while untouched (`values`, what was typed kept), and its save
 * reads the stored verdict first: one saved by another admin meanwhile opens the conflict dialog.
 */
export function useFinalVerdict({ agent, call, final, proposal, names }: Options) {
  const form = useForm<ReviewBody>({
    resolver: zodResolver(finalReviewBodySchema),
    values: proposal,
    resetOptions: { keepDirtyValues: true },
  });
  const { isDirty } = form.formState;
  // What was typed here and not saved, put back when the form opens (./use-final-draft.ts).
  const [draft, setDraft] = useState(() => loadFinalDraft(agent, call.id));
  // The stored verdict the form stands on (a draft's: the one it was typed over); an untouched
  // form stands on the newest read.
  const [base, setBase] = useState<FinalBase>(() => (draft ? draft.data.base : finalBaseOf(final)));
  const [shown, setShown] = useState(final);
  if (final !== shown) {
    setShown(final);
    if (!isDirty) setBase(finalBaseOf(final));
  }
  useUnsavedWork(isDirty ? `final verdict of call ${call.id}` : null);
  const kept = useFinalDraft(agent, call.id, form, draft, base);
  const save = useSaveFinalReview(agent, call.id);

  const stored = (verdict: FinalReview) => {
    kept.discard();
    setDraft(null);
    setBase(finalBaseOf(verdict));
    form.reset(bodyOfFinal(verdict));
  };
  const write = (body: ReviewBody, check?: () => Promise<boolean>) =>
    save.mutate(
      { body, check },
      {
        onSuccess: (verdict) => {
          if (!verdict) return;
          stored(verdict);
          notifySuccess(`Final verdict of call ${call.id} saved`);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const fields = error.fieldErrors();
          for (const name of SERVICE_FIELDS) {
            const text = fields.get(name)?.join(' ');
            if (text) form.setError(name, { type: 'server', message: text });
          }
        },
      },
    );

  const conflicts = useFinalConflict(agent, call.id, names, (r) => {
    if (r.save === null) {
      stored(r.theirs);
      notifySuccess('Took the saved final verdict. Your changes were discarded.');
      return;
    }
    setBase(finalBaseOf(r.theirs));
    form.reset(r.save, { keepDefaultValues: true });
    write(forCall(r.save, call));
  });

  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    const body = forCall(values, call);
    write(body, () => conflicts.check(base, body));
  });

  /** The draft goes, and the form goes back to the stored verdict or the majority. */
  const discard = () => {
    kept.discard();
    setDraft(null);
    setBase(finalBaseOf(final));
    // The form's reset keeps changed fields unless told otherwise (resetOptions above).
    form.reset(proposal, { keepDirtyValues: false });
  };

  return {
    form,
    save,
    submit,
    dialog: conflicts.dialog,
    canSave: !final || isDirty,
    /** The draft restored when the form opened, while it is still in use. */
    draft: draft && isDirty ? draft : null,
    discard,
  };
}
