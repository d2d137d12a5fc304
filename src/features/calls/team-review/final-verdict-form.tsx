import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { DraftRestored } from '../../../components/draft-restored';
import { QueryError } from '../../../components/query-error';
import {
  type AgentRef,
  type Call,
  type FinalReview,
  REVIEW_NOTE_MAX,
  type ReviewBody,
  noteLength,
} from '../../../contract';
import { FinalIntent, FinalLabels, FinalMissed } from './final-verdict-controls';
import { SERVICE_FIELDS, useFinalVerdict } from './use-final-verdict';
import type { VerdictNames } from './verdict-text';

type Props = {
  agent: AgentRef;
  call: Call;
  final: FinalReview | null;
  /** What the controls start from: the stored verdict, else the reviews' majority. */
  proposal: ReviewBody;
  names: VerdictNames;
};

/**
 * The final verdict's controls (the review's) and "Save final verdict". A refused save shows the
 * service's words beside the field they are about, or above the button, and keeps every choice;
 * what was typed and not saved is kept on this device and put back, with a notice, when it opens.
 */
export function FinalVerdictForm({ agent, call, final, proposal, names }: Props) {
  const { form, save, submit, dialog, canSave, draft, discard } = useFinalVerdict({
    agent,
    call,
    final,
    proposal,
    names,
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const note = useWatch({ control, name: 'note' }) ?? '';
  const right = errors.corrected_intent_id;
  const fieldError = SERVICE_FIELDS.some((name) => errors[name]?.type === 'server');
  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          {draft ? <DraftRestored savedAt={draft.savedAt} onDiscard={discard} /> : null}
          <FinalIntent
            control={control}
            call={call}
            intents={names.intents}
            setValue={setValue}
            rightError={
              right
                ? right.type === 'server'
                  ? right.message
                  : 'Choose the right intent, or “None of these”.'
                : undefined
            }
          />
          <FinalLabels control={control} call={call} />
          <FinalMissed control={control} call={call} labels={names.labels} />
          <Textarea
            label="Note"
            attributes={{ input: { dir: 'auto' } }}
            rows={3}
            resize="vertical"
            description={`${noteLength(note).toLocaleString('en')} / ${REVIEW_NOTE_MAX.toLocaleString('en')} characters`}
            error={errors.note?.message}
            {...register('note')}
          />
          {save.error && !fieldError ? (
            <QueryError error={save.error} title="Could not save the final verdict" />
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending} disabled={!canSave}>
              Save final verdict
            </Button>
          </Group>
        </Stack>
      </form>
      {dialog}
    </>
  );
}
