import { Button, Group, Modal, Text } from '@mantine/core';
import { useHoldsKeys } from './dialog-keys';

export type LeaveDialogProps = {
  opened: boolean;
  what: string;
  keptAsDraft: boolean;
  onStay: () => void;
  onLeave: () => void;
};

/** "Leave without saving?" with Stay (the default) and Leave. */
export function LeaveDialog({ opened, what, keptAsDraft, onStay, onLeave }: LeaveDialogProps) {
  useHoldsKeys(opened);
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" centered>
      <Text size="sm">
        This {what} has changes that are not saved.{' '}
        {keptAsDraft
          ? 'If you leave, they stay on this device as a draft, offered back when you return.'
          : 'If you leave, they are lost.'}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
