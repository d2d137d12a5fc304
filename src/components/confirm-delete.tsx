import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { QueryError } from './query-error';

/**
 * Asks before a delete (UI.md: a dialog with a "Delete" button). A failure stays in the
 * dialog with the service's text; the dialog closes only on success.
 */
export function ConfirmDelete({
  opened,
  name,
  what,
  onConfirm,
  onClose,
  pending,
  error,
}: {
  opened: boolean;
  /** The record's name as the user knows it. */
  name: string;
  /** The kind of record, e.g. "call intent". */
  what: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  error: unknown;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete ${what}?`} centered>
      <Text size="sm">
        Delete the {what} <strong>{name}</strong>? This cannot be undone.
      </Text>
      {error ? <QueryError error={error} title="Could not delete" /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}

/** What a delete confirmation is about: a listed record, or an id the user typed. */
export type DeleteTarget = { id: number; name: string };

type DeleteMutation = {
  mutate: (id: number, opts: { onSuccess: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: unknown;
};

/**
 * The state of "ask, then delete": `ask(target)` opens the dialog; it closes on success (with a
 * toast) or by the user, never while the delete is on its way. Spread `dialogProps` on ConfirmDelete.
 */
export function useConfirmDelete(remove: DeleteMutation, what: string, onDeleted: (t: DeleteTarget) => void) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  // Kept after closing so the dialog's text does not vanish during its exit.
  const [shown, setShown] = useState<DeleteTarget | null>(null);
  const ask = (t: DeleteTarget) => {
    remove.reset();
    setShown(t);
    setTarget(t);
  };
  const dialogProps = {
    opened: target !== null,
    name: shown?.name ?? '',
    what,
    pending: remove.isPending,
    error: remove.error,
    onClose: () => {
      if (!remove.isPending) setTarget(null);
    },
    onConfirm: () => {
      if (!target) return;
      const done = target;
      remove.mutate(done.id, {
        onSuccess: () => {
          setTarget(null);
          onDeleted(done);
        },
      });
    },
  };
  return { ask, dialogProps };
}
