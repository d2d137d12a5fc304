import { Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import { type AgentRef, type Call, type CallReview, type IdLabel, REVIEW_NOTE_MAX, type ReviewVerdict } from '../../../contract';
import { useSaveReview } from '../../../data/reviews/mutations';
import { isApiError } from '../../../lib/api-error';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { notifySuccess } from '../../../lib/notify';
import type { RuleKind } from '../../../data/rules/queries';
import { loadReviewDraft, reviewDraftKey } from './review-draft';
import {
  type ReviewForm,
  type ReviewFormErrors,
  bodyFromForm,
  formFromReview,
  nextToJudge,
  sameForm,
  verdictOf,
  withVerdict,
} from './review-form';
import { IntentVerdict } from './intent-verdict';
import { ReviewActions } from './review-actions';
import { useLeaveForNext } from './use-leave-for-next';
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

/** Labels are the service's text: a long one wraps instead of widening the page. */
const WRAP = { overflowWrap: 'anywhere' } as const;

const VERDICTS: [ReviewVerdict, string][] = [
  ['correct', 'Correct'],
  ['wrong', 'Wrong'],
];

const kindText = (kind: RuleKind | undefined) => (kind === 'red_flag' ? 'Red flag' : kind === 'label' ? 'Label' : 'Label or red flag');

/** The review form of one call: the AI's intent and each label judged, missed ones, a note. */
export function ReviewEditor({ agent, call, saved, intents, labels, kinds, onNext, noNext, justArrived }: Props) {
  const [draft, setDraft] = useState(() => loadReviewDraft(agent, call.id));
  const [form, setForm] = useState<ReviewForm>(() => draft?.data ?? formFromReview(saved));
  const [shownSaved, setShownSaved] = useState(saved);
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const autosave = useDraftAutosave(reviewDraftKey(agent, call.id));
  const rightIntentRef = useRef<HTMLSelectElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // W on the intent opens "Right intent" and moves there, once it is on the page.
  const focusRight = useRef(false);
  const [andNext, setAndNext] = useState(false);
  const [nothingChosen, setNothingChosen] = useState(false);
  const [storedMeanwhile, setStoredMeanwhile] = useState(false);
  const leaveForNext = useLeaveForNext(formRef);

  const baseline = formFromReview(saved);
  // The stored review changed (saved here, or refreshed, or first read): an untouched form follows
  // it; what the person chose is kept, and a review stored meanwhile that says otherwise is named.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    const touched = !sameForm(form, formFromReview(shownSaved));
    if (!touched) setForm(baseline);
    setStoredMeanwhile(touched && !!saved && !sameForm(form, baseline));
  }
  const dirty = !sameForm(form, baseline);

  const save = useSaveReview(agent, call.id, {
    onSaved: (review) => {
      autosave.discard();
      // Save and next: this form is leaving, it is not drawn once more with what was saved. Not
      // when the person has moved elsewhere meanwhile (null): that move wins, the save is announced.
      const leaving = andNext && onNext ? leaveForNext(onNext) : null;
      if (!leaving) {
        setForm(formFromReview(review));
        notifySuccess(`Review of call ${call.id} saved`);
      }
      return leaving ?? undefined;
    },
  });

  const change = (next: ReviewForm) => {
    setForm(next);
    setErrors({});
    autosave.update(sameForm(next, baseline) ? null : next);
  };

  useEffect(() => {
    if (!focusRight.current) return;
    focusRight.current = false;
    rightIntentRef.current?.focus();
  });

  const submit = (andNext: boolean) => {
    if (save.isPending) return;
    if (!dirty) {
      // Nothing to save. A press just after Save and next opened this call is the second of a
      // double press: it never acts on the call it lands on.
      if (!andNext || justArrived?.()) return;
      if (saved && onNext) onNext();
      else setNothingChosen(true);
      return;
    }
    const checked = bodyFromForm(form, call);
    if (checked.errors) {
      setErrors(checked.errors);
      if (checked.errors.rightIntent) rightIntentRef.current?.focus();
      return;
    }
    setAndNext(andNext);
    save.mutate(checked.body);
  };

  const judge = (verdict: ReviewVerdict) => {
    const target = nextToJudge(form, call);
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

  // One verdict per label: a label the service sent twice is judged once.
  const carried = [...new Map(call.labels_and_redflags.map((l) => [l.id, l] as const)).values()];
  const carriedIds = new Set(carried.map((l) => l.id));
  const missable = labels.filter((l) => !carriedIds.has(l.id));
  const next = nextToJudge(form, call);
  const nextName =
    next === 'intent' ? 'the intent' : next === null ? null : (call.labels_and_redflags.find((l) => l.id === next)?.label ?? `label ${next}`);

  return (
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
          call={call}
          intents={intents}
          form={form}
          onChange={change}
          rightError={errors.rightIntent ?? serviceRight}
          rightIntentRef={rightIntentRef}
        />
        {carried.map((l) => (
          <Radio.Group
            key={l.id}
            label={<bdi style={WRAP}>{l.label}</bdi>}
            labelProps={{ style: WRAP }}
            description={kindText(kinds?.[l.id])}
            value={verdictOf(form, l.id) ?? ''}
            onChange={(v) => (v === 'correct' || v === 'wrong' ? change(withVerdict(form, l.id, v)) : undefined)}
          >
            <Group gap="md" mt={4}>
              {VERDICTS.map(([value, text]) => (
                <Radio key={value} value={value} label={text} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        {call.labels_and_redflags.length === 0 ? (
          <Text size="sm" c="dimmed">
            The call carries no labels or red flags.
          </Text>
        ) : null}
        <Checkbox.Group
          label="Missed labels and red flags"
          description="The ones this call should have carried"
          value={form.missed.map(String)}
          onChange={(values) => change({ ...form, missed: values.map(Number).filter(Number.isInteger) })}
        >
          <Stack gap={6} mt={4}>
            {missable.map((l) => (
              <Checkbox key={l.id} value={String(l.id)} label={<bdi style={WRAP}>{l.label}</bdi>} styles={{ label: WRAP }} />
            ))}
            {missable.length === 0 ? (
              <Text size="sm" c="dimmed">
                No other labels or red flags are known for this agent.
              </Text>
            ) : null}
          </Stack>
        </Checkbox.Group>
        {/* Not autosize: measuring its height on each render held up the next call's showing. */}
        <Textarea
          label="Note"
          dir="auto"
          rows={3}
          resize="vertical"
          value={form.note}
          onChange={(e) => change({ ...form, note: e.currentTarget.value })}
          description={`${form.note.length.toLocaleString('en')} / ${REVIEW_NOTE_MAX.toLocaleString('en')} characters`}
          error={errors.note ?? serviceNote}
        />
        {formError ? <QueryError error={formError} title="Could not save the review" /> : null}
        <ReviewActions
          pending={save.isPending}
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
  );
}
