import { Button, Group, Text } from '@mantine/core';
import { Dialog } from './dialog';

export type SignOutDialogProps = { unsaved: readonly string[] | null; onStay: () => void; onSignOut: () => void };

/** "Sign out without saving?": what a sign-out would remove from this device, with Stay (the default) and Sign out. */
export function SignOutDialog({ unsaved, onStay, onSignOut }: SignOutDialogProps) {
  return (
    <Dialog opened={unsaved !== null} onClose={onStay} title="Sign out without saving?">
      <Text size="sm">
        Not saved yet: your {(unsaved ?? []).join(', ')}. Signing out removes it from this device, with everything else
        typed and not saved.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={onSignOut}>
          Sign out
        </Button>
      </Group>
    </Dialog>
  );
}
