import { Button, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import { type AgentRef, type Call, type CallReview, type IdLabel, type ReviewVerdict } from '../../../contract';
import { useSaveReview } from '../../../data/reviews/mutations';
import { isApiError } from '../../../lib/api-error';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { useUnsavedWork } from '../../../lib/unsaved-work';
import { notifySuccess } from '../../../lib/notify';
import type { RuleKind } from '../../../data/rules/queries';
import { type ReviewBase, baseOf, loadReviewDraft, reviewDraftKey, reviewDraftOf } from './review-draft';
import {
  type ReviewForm,
  type ReviewFormErrors,
  bodyFromForm,
  deletedRules,
  formFromReview,
  nextToJudge,
  noteCount,
  sameForm,
  withVerdict,
} from './review-form';
import { IntentVerdict } from './review-intent';
import { LabelVerdicts, MissedLabels } from './review-labels';
import { ReviewActions } from './review-actions';
import { useLeave } from './use-save-and-next';
import { useReviewConflict } from './use-review-conflict';
import { useReviewKeys } from './use-review-keys';

type Props = {
  agent: AgentRef;
  call: Call;
  saved: CallReview | null;
  /** The agent's intents and labels/red flags (filter options); may be empty when not offered. */
  intents: readonly IdLabel[];
  labels: readonly IdLabel[];
  kinds: Record<number, RuleKind> | undefined;
  /** Opens the next call of the list the page came from; null at the end of the list. */
  onNext: (() => void) | null;
  /** Why there is no next call (`onNext` null): the end of the list, or its page still loading. */
  noNext?: string | null;
  /** Whether Save and next opened this call a moment ago. */
  justArrived?: () => boolean;
};

/** The review form of one call: the AI's intent and each label judged, missed ones, a note. */
export function ReviewEditor({ agent, call, saved, intents, labels, kinds, onNext, noNext, justArrived }: Props) {
  const [draft, setDraft] = useState(() => loadReviewDraft(agent, call.id));
  const [form, setForm] = useState<ReviewForm>(() => draft?.data.form ?? formFromReview(saved));
  // The review the form stands on; a draft's is the one it was typed over.
  const [base, setBase] = useState<ReviewBase>(() =>
    draft?.data.base !== undefined ? draft.data.base : baseOf(saved),
  );
  const [shownSaved, setShownSaved] = useState(saved);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const autosave = useDraftAutosave(reviewDraftKey(agent, call.id));
  const rightIntentRef = useRef<HTMLSelectElement>(null);
  // W on the intent opens "Right intent" and moves there, once it is on the page.
  const focusRight = useRef(false);
  const [andNext, setAndNext] = useState(false);
  const leave = useLeave();
  const [nothingChosen, setNothingChosen] = useState(false);
  const [storedMeanwhile, setStoredMeanwhile] = useState(false);

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
  useUnsavedWork(dirty ? `review of call ${call.id}` : null);
  const ruleIds = [...call.labels_and_redflags.map((l) => l.id), ...form.missed, ...labels.map((l) => l.id)];
  const deleted = deletedRules(ruleIds, kinds);

  const save = useSaveReview(agent, call.id, {
    onSaved: (review) => {
      autosave.discard();
      setBase(baseOf(review));
      // Save and next: this form is leaving, it is not drawn once more with what was saved. Not
      // when the person has moved elsewhere meanwhile: that move wins, the save is announced.
      if (andNext && onNext && leave(onNext)) return;
      setForm(formFromReview(review));
      notifySuccess(`Review of call ${call.id} saved`);
    },
  });

  const change = (next: ReviewForm) => {
    setForm(next);
    setErrors({});
    autosave.update(sameForm(next, baseline) ? null : reviewDraftOf(next, base));
  };

  const names = { intents, labels: [...call.labels_and_redflags, ...labels] };
  const conflicts = useReviewConflict(agent, call.id, names, (r) => {
    // Whatever the choice, the form now stands on the review saved elsewhere.
    setBase(baseOf(r.theirs));
    if ('took' in r) {
      autosave.discard();
      setDraft(null);
      setForm(formFromReview(r.theirs));
      notifySuccess('Took the saved review. Your changes were discarded.');
      return;
    }
    setForm(r.save);
    const checked = bodyFromForm(r.save, call, deleted);
    if (checked.errors) setErrors(checked.errors);
    else save.mutate(checked.body);
  });

  useEffect(() => {
    if (!focusRight.current) return;
    focusRight.current = false;
    rightIntentRef.current?.focus();
  });

  const submit = (andNext: boolean) => {
    if (save.isPending || conflicts.checking) return;
    if (!dirty) {
      // Nothing to save. A press just after Save and next opened this call is the second of a
      // double press: it never acts on the call it lands on.
      if (!andNext || justArrived?.()) return;
      if (saved && onNext) onNext();
      else setNothingChosen(true);
      return;
    }
    const checked = bodyFromForm(form, call, deleted);
    if (checked.errors) {
      setErrors(checked.errors);
      if (checked.errors.rightIntent) rightIntentRef.current?.focus();
      return;
    }
    setAndNext(andNext);
    // Written only once no review was saved elsewhere meanwhile (else the person chooses).
    void conflicts.check(base, form).then((clear) => (clear ? save.mutate(checked.body) : undefined));
  };

  const judge = (verdict: ReviewVerdict) => {
    const target = nextToJudge(form, call, deleted);
    if (target === 'intent') {
      change({ ...form, intent: verdict });
      if (verdict === 'wrong') focusRight.current = true;
    } else if (target !== null) change(withVerdict(form, target, verdict));
  };
  useReviewKeys({ judge, saveAndNext: onNext ? () => submit(true) : null });

  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors() : new Map<string, string[]>();
  const serviceNote = fieldErrors.get('note')?.join(' ');
  const serviceRight = fieldErrors.get('corrected_intent_id')?.join(' ');
  const formError = save.error && !serviceNote && !serviceRight ? save.error : null;

  const carriedIds = new Set(call.labels_and_redflags.map((l) => l.id));
  const missable = labels.filter((l) => !carriedIds.has(l.id));
  const next = nextToJudge(form, call, deleted);
  const nextName =
    next === 'intent'
      ? 'the intent'
      : next === null
        ? null
        : (call.labels_and_redflags.find((l) => l.id === next)?.label ?? `label ${next}`);

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        <Stack gap="sm">
          {draft && dirty ? (
            <DraftRestored savedAt={draft.savedAt}>
              <Button
                size="compact-sm"
                variant="default"
                mt="xs"
                onClick={() => {
                  autosave.discard();
                  setDraft(null);
                  setForm(baseline);
                  setErrors({});
                }}
              >
                Discard draft
              </Button>
            </DraftRestored>
          ) : null}
          <IntentVerdict
            form={form}
            change={change}
            aiIntent={call.call_intent}
            intents={intents}
            rightIntentRef={rightIntentRef}
            rightIntentError={errors.rightIntent ?? serviceRight}
          />
          <LabelVerdicts form={form} change={change} deleted={deleted} call={call} kinds={kinds} />
          <MissedLabels form={form} change={change} deleted={deleted} missable={missable} labels={labels} />
          {/* Not autosize: measuring its height on each render held up the next call's showing. */}
          <Textarea
            label="Note"
            // On the text box itself (a plain dir goes to Mantine's wrapper): a Hebrew note reads right to left.
            attributes={{ input: { dir: 'auto' } }}
            rows={3}
            resize="vertical"
            value={form.note}
            onChange={(e) => change({ ...form, note: e.currentTarget.value })}
            description={noteCount(form.note)}
            error={errors.note ?? serviceNote}
          />
          {formError ? <QueryError error={formError} title="Could not save the review" /> : null}
          <ReviewActions
            pending={save.isPending || conflicts.checking}
            andNext={andNext}
            changed={dirty}
            hasNext={!!onNext}
            onSaveAndNext={() => submit(true)}
            nothingChosen={nothingChosen && !dirty && !saved}
            unsaved={dirty && saved ? (storedMeanwhile ? 'stored meanwhile' : 'changed') : null}
            nextName={nextName}
            noNext={noNext ?? null}
          />
        </Stack>
      </form>
      {conflicts.dialog}
    </>
  );
}
