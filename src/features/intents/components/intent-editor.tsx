import { Modal, Paper, Text } from '@mantine/core';
import type { AgentRef, CallIntent } from '../../../contract';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { isIntentNotFound, useCreateIntent, useUpdateIntent } from '../api';
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

/** The create/edit dialog. It closes only on success, so a failure never loses what was typed. */
export function IntentEditor({ agent, target, onClose, onSaved, onVanished }: IntentEditorProps) {
  const create = useCreateIntent(agent);
  const update = useUpdateIntent(agent);
  const editing = target?.mode === 'edit' ? target : null;

  return (
    // Composed rather than <Modal title>: Mantine's header is a <header> (a second banner
    // landmark for axe) and its close button has no name.
    <Modal.Root
      opened={target !== null}
      onClose={onClose}
      size="lg"
      // A stray click outside must not throw away a long description.
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>
            {editing ? `Edit call intent ${editing.byId ? `#${editing.intent.id}` : editing.intent.label}` : 'New call intent'}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>
          {editing?.byId && (
            <Paper withBorder p="sm" mb="md" bg="blue.0">
              <Text size="sm">
                This server cannot show an intent&rsquo;s current label and description. What you save replaces both.
              </Text>
            </Paper>
          )}
          {target && (
            <IntentForm
              key={editing ? `edit-${editing.intent.id}` : 'create'}
              mode={target.mode}
              defaultValues={
                editing ? { label: editing.intent.label, description: editing.intent.description ?? '' } : { label: '', description: '' }
              }
              onCancel={onClose}
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
                onClose();
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
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
