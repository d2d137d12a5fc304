import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';

export type RunCancelDialogProps = {
  opened: boolean;
  runId: number;
  pending: boolean;
  returnFocus: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** "Cancel run <id>?": the run stops where it is. */
export function RunCancelDialog({ opened, runId, pending, returnFocus, onClose, onConfirm }: RunCancelDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Cancel run ${runId}?`} returnFocus={returnFocus}>
      <Text size="sm">
        The run stops where it is: the results it has are kept, the others stay pending. This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={pending}>
          Keep running
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} data-autofocus>
          Cancel run
        </Button>
      </Group>
    </Dialog>
  );
}
