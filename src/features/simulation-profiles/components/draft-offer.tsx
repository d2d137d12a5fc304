import { Alert, Button, Group, Text } from '@mantine/core';
import { DateTime } from '../../../components/date-time';

/** A draft this device kept of unsaved changes, offered back when the form opens. */
export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert color="blue" variant="light" title="Unsaved draft found">
      <Text size="sm">
        This device kept changes that were not saved (from <DateTime value={savedAt} />
        ).
      </Text>
      <Group mt="sm" gap="sm">
        <Button size="xs" onClick={onRestore}>
          Restore draft
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  );
}
