import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AgentRef, TranscriptTurn } from '../../../contract';
import { Dialog } from '../../../components/dialog';
import { QueryError } from '../../../components/query-error';
import { useCreateClipSet } from '../../../data/clip-sets/mutations';
import { isApiError } from '../../../lib/api-error';
import { routes } from '../../../lib/routes';
import { type CutClipsValues, cutClipsBody, cutClipsFormSchema, initialCutClips } from '../model/cut-clips-form';
import classes from './cut-clips-dialog.module.css';
import { TurnPicker } from './turn-picker';

export type CutClipsDialogProps = {
  opened: boolean;
  onClose: () => void;
  agent: AgentRef;
  callId: number;
  turns: readonly TranscriptTurn[];
};

/** The service's refusal, placed: under the field its validation names, else above the buttons. */
function placeError(error: unknown): { missing?: true; name?: string; turns?: string; form?: unknown } {
  if (!isApiError(error)) return { form: error };
  if (error.isRouteMissing) return { missing: true };
  const fields = error.fieldErrors();
  const keys = [...fields.keys()];
  const isTurns = (key: string) => key.startsWith('turn_indexes');
  const turns = keys.filter(isTurns).flatMap((key) => fields.get(key) ?? []);
  const allPlaced = keys.length > 0 && keys.every((key) => key === 'name' || isTurns(key));
  return {
    name: fields.get('name')?.join(' '),
    turns: turns.length > 0 ? turns.join(' ') : undefined,
    form: allPlaced ? undefined : error,
  };
}

/**
 * "Cut clips": choose turns of the call, name the set, and ask the service to cut it (B.7); the
 * new set's page follows its status. Nothing typed or chosen is lost when the service refuses.
 */
export function CutClipsDialog({ opened, onClose, agent, callId, turns }: CutClipsDialogProps) {
  const { register, handleSubmit, control, formState } = useForm<CutClipsValues>({
    resolver: zodResolver(cutClipsFormSchema),
    defaultValues: initialCutClips(turns),
  });
  const create = useCreateClipSet(agent);
  const navigate = useNavigate();
  const refused = create.error ? placeError(create.error) : null;

  const submit = handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(cutClipsBody(values, callId), {
      onSuccess: (set) => void navigate(routes.clipSet(agent, set.id)),
    });
  });

  const nameError = formState.errors.name?.message ?? refused?.name;
  return (
    <Dialog opened={opened} onClose={onClose} title="Cut clips" size="lg">
      <form onSubmit={submit} noValidate aria-label="Cut clips">
        <Stack gap="md">
          <Text size="sm">
            Each chosen turn becomes a clip of the new voice clip set. The service cuts them in the background.
          </Text>
          <TextInput
            {...register('name')}
            label="Name"
            withAsterisk
            required
            autoComplete="off"
            error={nameError}
            aria-invalid={nameError ? true : undefined}
          />
          <Textarea {...register('description')} label="Description" autosize minRows={2} maxRows={5} />
          <TurnPicker
            turns={turns}
            control={control}
            error={formState.errors.turn_indexes?.message ?? refused?.turns}
          />
          {refused?.missing && (
            <Alert color="gray" variant="light" title="Not offered" role="alert">
              <Text size="sm">This server does not cut clips from calls: it has no route for creating clip sets.</Text>
            </Alert>
          )}
          {refused?.form !== undefined && <QueryError error={refused.form} title="Could not create the clip set" />}
          {/* Kept at the dialog's foot while its turns scroll: the button never sits below the fold. */}
          <Group justify="flex-end" gap="sm" className={classes.footer}>
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create clip set
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
