import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
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
import { LabelVerdicts, MissedLabels, WRAP } from './review-labels';
import { useLeaveForNext } from './use-leave-for-next';
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
};

/** The review form of one call: the AI's intent and each label judged, missed ones, a note. */
export function ReviewEditor({ agent, call, saved, intents, labels, kinds, onNext }: Props) {
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
  const formRef = useRef<HTMLFormElement>(null);
  // W on the intent opens "Right intent" and moves there, once it is on the page.
  const focusRight = useRef(false);
  const [andNext, setAndNext] = useState(false);
  const leaveForNext = useLeaveForNext(formRef);

  const baseline = formFromReview(saved);
  // The stored review changed (saved here, or refreshed): an untouched form follows it.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    if (sameForm(form, formFromReview(shownSaved))) {
      setForm(baseline);
      setBase(baseOf(saved));
    }
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
      if (!andNext || !onNext) {
        setForm(formFromReview(review));
        notifySuccess(`Review of call ${call.id} saved`);
        return;
      }
      // This form is leaving: it is not drawn once more with what was saved.
      return leaveForNext(onNext);
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
    if (andNext && !dirty && saved && onNext) {
      onNext();
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
    next === 'intent' ? 'the intent' : next === null ? null : (call.labels_and_redflags.find((l) => l.id === next)?.label ?? `label ${next}`);

  return (
    <>
      <form
        ref={formRef}
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
          {dirty && saved ? (
            <Alert color="yellow" variant="light" p="xs">
              <Text size="sm">Changed since it was saved: not saved yet.</Text>
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              type="submit"
              loading={(save.isPending || conflicts.checking) && !andNext}
              disabled={save.isPending || (!dirty && !!saved)}
            >
              Save review
            </Button>
            <Button
              variant="default"
              aria-keyshortcuts="S"
              loading={(save.isPending || conflicts.checking) && andNext}
              disabled={!onNext || save.isPending}
              onClick={() => submit(true)}
            >
              Save and next
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Keys: C correct, W wrong
            {nextName ? <> (next: <bdi style={WRAP}>{nextName}</bdi>)</> : ' (all judged)'}, S save and next.
            {!onNext ? ' This is the last call of the list.' : ''}
          </Text>
        </Stack>
      </form>
      {conflicts.dialog}
    </>
  );
}
