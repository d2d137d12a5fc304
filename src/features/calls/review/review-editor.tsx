import { Stack, Textarea } from '@mantine/core';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import { useRoleGate } from '../../../components/role-note';
import { type AgentRef, type Call, type CallReview, type IdLabel } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import type { RuleKind } from '../../../data/rules/queries';
import { deletedRules, nextToJudge, noteCount, type ReviewForm } from './review-form';
import { IntentVerdict } from './review-intent';
import { LabelVerdicts, MissedLabels } from './review-labels';
import { ReviewActions } from './review-actions';
import { useReviewForm } from './use-review-form';
import { useReviewSubmit } from './use-review-submit';

type Props = {
  agent: AgentRef;
  call: Call;
  saved: CallReview | null;
  /** The agent's intents and labels/red flags (filter options); may be empty when not offered. */
  intents: readonly IdLabel[];
  labels: readonly IdLabel[];
  kinds: Record<number, RuleKind> | undefined;
  /**
   * Tells the page this call is done with and the next asked for (the page opens it); null where
   * the page has no next call.
   */
  onNext: (() => void) | null;
  /** Why there is no next call (`onNext` null): the end of the list, or its page still loading. */
  noNext?: string | null;
  /** Whether Save and next opened this call a moment ago. */
  justArrived?: () => boolean;
};

/** The review form of one call: the AI's intent and each label judged, missed ones, a note. */
export function ReviewEditor({ agent, call, saved, intents, labels, kinds, onNext, noNext, justArrived }: Props) {
  const f = useReviewForm(agent, call.id, saved);
  const { form, change } = f;
  const ruleIds = [...call.labels_and_redflags.map((l) => l.id), ...form.missed, ...labels.map((l) => l.id)];
  const deleted = deletedRules(ruleIds, kinds);
  const names = { intents, labels: [...call.labels_and_redflags, ...labels] };
  const { save, conflicts, submit, andNext, nothingChosen, rightIntentRef } = useReviewSubmit({
    agent,
    call,
    f,
    deleted,
    names,
    hasSaved: !!saved,
    onNext,
    justArrived,
  });

  const { serviceNote, serviceRight, formError } = serviceErrors(save.error);
  const carriedIds = new Set(call.labels_and_redflags.map((l) => l.id));
  const missable = labels.filter((l) => !carriedIds.has(l.id));
  // A viewer reads the form (B.11): its controls disabled together (a fieldset), the reason above.
  const gate = useRoleGate('review');

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(false);
        }}
      >
        {gate.note}
        <Stack gap="sm" component="fieldset" {...gate.control()} style={BARE_FIELDSET}>
          {f.draft ? <DraftRestored savedAt={f.draft.savedAt} onDiscard={() => f.discard()} /> : null}
          <IntentVerdict
            form={form}
            change={change}
            aiIntent={call.call_intent}
            intents={intents}
            rightIntentRef={rightIntentRef}
            rightIntentError={f.errors.rightIntent ?? serviceRight}
          />
          <LabelVerdicts form={form} change={change} deleted={deleted} call={call} kinds={kinds} />
          <MissedLabels form={form} change={change} deleted={deleted} missable={missable} labels={labels} />
          <NoteField
            note={form.note}
            onNote={(note) => change({ ...form, note })}
            error={f.errors.note ?? serviceNote}
          />
          {formError ? <QueryError error={formError} title="Could not save the review" /> : null}
          <ReviewActions
            pending={save.isPending}
            andNext={andNext}
            changed={f.dirty}
            hasNext={!!onNext}
            onSaveAndNext={() => submit(true)}
            nothingChosen={nothingChosen && !f.dirty && !saved}
            unsaved={f.dirty && saved ? (f.storedMeanwhile ? 'stored meanwhile' : 'changed') : null}
            nextName={nextName(form, call, deleted)}
            noNext={noNext ?? null}
          />
        </Stack>
      </form>
      {conflicts.dialog}
    </>
  );
}

const BARE_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/** The service's messages about a failed save: beside the note, beside the right intent, or for the form. */
function serviceErrors(error: Error | null) {
  const fieldErrors = isApiError(error) ? error.fieldErrors() : new Map<string, string[]>();
  const serviceNote = fieldErrors.get('note')?.join(' ');
  const serviceRight = fieldErrors.get('corrected_intent_id')?.join(' ');
  const formError = error && !serviceNote && !serviceRight ? error : null;
  return { serviceNote, serviceRight, formError };
}

/** What is left to judge, named for the actions' hint ("the intent", a label), or null. */
function nextName(form: ReviewForm, call: Call, deleted: ReadonlySet<number>): string | null {
  const next = nextToJudge(form, call, deleted);
  return next === 'intent'
    ? 'the intent'
    : next === null
      ? null
      : (call.labels_and_redflags.find((l) => l.id === next)?.label ?? `label ${next}`);
}

/** The review's note, its length below it. */
function NoteField({ note, onNote, error }: { note: string; onNote: (note: string) => void; error?: string }) {
  // Not autosize: measuring its height on each render held up the next call's showing.
  return (
    <Textarea
      label="Note"
      // On the text box itself (a plain dir goes to Mantine's wrapper): a Hebrew note reads right to left.
      attributes={{ input: { dir: 'auto' } }}
      rows={3}
      resize="vertical"
      value={note}
      onChange={(e) => onNote(e.currentTarget.value)}
      description={noteCount(note)}
      error={error}
    />
  );
}
