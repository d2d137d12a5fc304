import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../../lib/api-error';
import { conflictTitle } from '../../../lib/conflict';
import { isIntentNotFound } from '../../../data/intents/mutations';
import type { Asking, EditorTarget } from '../model/intent-editor-state';
import type { ExplainError } from './intent-form';

// Shown only when a save meets a change made elsewhere: its code (radio groups) comes then.
const ConflictPanel = lazy(() =>
  import('../../../components/conflict-dialog').then((m) => ({ default: m.ConflictPanel })),
);

type EditTarget = Extract<EditorTarget, { mode: 'edit' }>;

/** "New call intent", or "Edit call intent" with the label (or the id, when opened by id). */
export function EditorTitle({ editing }: { editing: EditTarget | null }) {
  if (!editing) return 'New call intent';
  return <>Edit call intent {editing.byId ? `#${editing.intent.id}` : <bdi>{editing.intent.label}</bdi>}</>;
}

export function ByIdNotice() {
  return (
    <Paper withBorder p="sm" mb="md" bg="var(--mantine-primary-color-light)">
      <Text size="sm">
        This server cannot show an intent&rsquo;s current label and description. What you save replaces both.
      </Text>
    </Paper>
  );
}

export function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  return (
    <Paper withBorder p="sm" mb="md" bg="var(--mantine-color-yellow-light)" role="alert">
      <Stack gap="xs">
        <Text size="sm">Discard your changes to this call intent?</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onKeep} data-autofocus>
            Keep editing
          </Button>
          <Button size="xs" color="red" onClick={onDiscard}>
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Mine and theirs, when a save met a change made elsewhere. */
export function ConflictBox({ asking }: { asking: Asking }) {
  return (
    <Paper withBorder p="sm" mb="md" role="group" aria-labelledby="intent-conflict-title">
      <Title order={3} size="h5" mb="xs" id="intent-conflict-title">
        {conflictTitle(asking.conflict.what)}
      </Title>
      <Suspense fallback={<Text size="sm">Loading the differences…</Text>}>
        <ConflictPanel conflict={asking.conflict} onChoose={asking.answer} />
      </Suspense>
    </Paper>
  );
}

/** The sentence added below the service's text: the intent is gone, or creating is not offered. */
export const explainIntentError =
  (editing: EditTarget | null): ExplainError =>
  (error) => {
    if (!isApiError(error)) return null;
    if (isIntentNotFound(error)) {
      return (
        <Text size="sm" mt="xs">
          {editing?.byId
            ? 'Check the ID. Your text is still here.'
            : 'It was deleted meanwhile, and the list has been refreshed. Your text is still here.'}
        </Text>
      );
    }
    if (!editing && error.isRouteMissing) {
      return (
        <Text size="sm" mt="xs">
          This server does not offer creating call intents. An existing intent can still be edited.
        </Text>
      );
    }
    return null;
  };
