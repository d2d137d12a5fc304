import { Box, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { AgentRef, CallIntent, CallIntentBody } from '../../../contract';
import { DeferredBody } from '../../../components/deferred-body';
import { DraftRestored } from '../../../components/draft-restored';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { useDraftAutosave } from '../../../lib/use-draft-autosave';
import { intentListOptions } from '../../../data/intents/queries';
import { isIntentNotFound, useCreateIntent, useUpdateIntent } from '../../../data/intents/mutations';
import { intentDraftKey, loadIntentDraft } from '../intent-draft';
import { IntentForm } from './intent-form';

/** What the editor dialog is open on. `byId`: opened by id on a server without the list. */
export type EditorTarget = { mode: 'create' } | { mode: 'edit'; intent: CallIntent; byId: boolean };

export type IntentEditorProps = {
  agent: AgentRef;
  target: EditorTarget | null;
  onClose: () => void;
  onSaved?: (intent: CallIntent) => void;
  /** The record is gone (endpoint 1's "not found"); the list has been refreshed already. */
  onVanished?: (id: number) => void;
};

const targetId = (t: EditorTarget) => (t.mode === 'edit' ? t.intent.id : null);

/**
 * The create/edit dialog. It closes only on success or when the person discards, so nothing
 * typed is lost: the text is kept as a draft while it differs from the record (restored when
 * the same editor opens again, after a reload or a new sign-in), and leaving the page asks first.
 */
export function IntentEditor({ agent, target, onClose, onSaved, onVanished }: IntentEditorProps) {
  const create = useCreateIntent(agent);
  const update = useUpdateIntent(agent);
  const list = useQuery({ ...intentListOptions(agent), enabled: target !== null });
  const editing = target?.mode === 'edit' ? target : null;
  const [changed, setChanged] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const guard = useLeaveGuard(target !== null && changed, 'call intent', { keptAsDraft: true });

  // The draft of this target, read once per opening.
  const [opening, setOpening] = useState<{ target: EditorTarget; draft: ReturnType<typeof loadIntentDraft> } | null>(null);
  if (target && opening?.target !== target) {
    const d = loadIntentDraft(agent);
    setOpening({ target, draft: d && d.data.intentId === targetId(target) ? d : null });
    setChanged(false);
    setAskDiscard(false);
  }
  const restored = target ? opening?.draft ?? null : null;

  const autosave = useDraftAutosave(intentDraftKey(agent));
  const onValuesChange = useCallback(
    (values: CallIntentBody, isChanged: boolean) => {
      setChanged(isChanged);
      // A closed editor's form may still report while it leaves.
      if (target) autosave.update(isChanged ? { intentId: targetId(target), ...values } : null);
    },
    [autosave, target],
  );

  const finish = () => {
    autosave.discard();
    guard.release();
    setChanged(false);
    setAskDiscard(false);
    onClose();
  };
  const requestClose = () => (changed ? setAskDiscard(true) : finish());

  const record: CallIntentBody = editing
    ? { label: editing.intent.label, description: editing.intent.description ?? '' }
    : { label: '', description: '' };
  const others = (list.data ?? []).filter((i) => i.id !== editing?.intent.id);

  return (
    // Composed rather than <Modal title>: Mantine's header is a <header> (a second banner
    // landmark for axe) and its close button has no name.
    <>
      <Modal.Root
        opened={target !== null}
        onClose={requestClose}
        size="lg"
        // A stray click outside must not throw away a long description.
        closeOnClickOutside={false}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={600} style={{ overflowWrap: 'anywhere' }}>
              {editing ? (
                <>
                  Edit call intent {editing.byId ? `#${editing.intent.id}` : <bdi>{editing.intent.label}</bdi>}
                </>
              ) : (
                'New call intent'
              )}
            </Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            {editing?.byId && (
              <Paper withBorder p="sm" mb="md" bg="var(--mantine-primary-color-light)">
                <Text size="sm">
                  This server cannot show an intent&rsquo;s current label and description. What you save replaces both.
                </Text>
              </Paper>
            )}
            {restored && (
              <Box mb="md">
                <DraftRestored savedAt={restored.savedAt} />
              </Box>
            )}
            {askDiscard && (
              <Paper withBorder p="sm" mb="md" bg="var(--mantine-color-yellow-light)" role="alert">
                <Stack gap="xs">
                  <Text size="sm">Discard your changes to this call intent?</Text>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => setAskDiscard(false)} data-autofocus>
                      Keep editing
                    </Button>
                    <Button size="xs" color="red" onClick={finish}>
                      Discard changes
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            )}
            {target && (
              <DeferredBody>
                <IntentForm
                  key={editing ? `edit-${editing.intent.id}` : 'create'}
                  mode={target.mode}
                  defaultValues={restored ? { label: restored.data.label, description: restored.data.description } : record}
                  baseline={record}
                  existing={others}
                  onValuesChange={onValuesChange}
                  onCancel={requestClose}
                  onSubmit={async (body) => {
                    if (editing) {
                      try {
                        const saved = await update.mutateAsync({ id: editing.intent.id, body });
                        notifySuccess(`Saved call intent “${saved.label}”`);
                        onSaved?.(saved);
                      } catch (error) {
                        if (isApiError(error) && isIntentNotFound(error)) onVanished?.(editing.intent.id);
                        throw error;
                      }
                    } else {
                      const created = await create.mutateAsync(body);
                      notifySuccess(`Created call intent “${created.label}”`);
                      onSaved?.(created);
                    }
                    finish();
                  }}
                  explainError={(error) => {
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
                  }}
                />
              </DeferredBody>
            )}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {guard.dialog}
    </>
  );
}
