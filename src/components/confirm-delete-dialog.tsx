import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHoldsKeys } from './dialog-keys';
import { QueryError } from './query-error';

export type ConfirmDeleteProps = {
  opened: boolean;
  /** The record's name as the user knows it. */
  name: string;
  /** The kind of record, e.g. "call intent". */
  what: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  error: unknown;
  /** More to know before deciding (the alert definitions a delete breaks, say). */
  children?: ReactNode;
  /** Delete waits while that is being found out. */
  confirmDisabled?: boolean;
};

/**
 * Asks before a delete (a dialog with a "Delete" button). A failure stays in the
 * dialog with the service's text; the dialog closes only on success.
 */
export function ConfirmDeleteDialog({
  opened,
  name,
  what,
  onConfirm,
  onClose,
  pending,
  error,
  children,
  confirmDisabled = false,
}: ConfirmDeleteProps) {
  useHoldsKeys(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={`Delete ${what}?`} centered>
      <Text size="sm">
        Delete the {what} <strong>{name}</strong>? This cannot be undone.
      </Text>
      {children}
      {error ? <QueryError error={error} title="Could not delete" /> : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} disabled={confirmDisabled} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
