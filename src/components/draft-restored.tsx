import { Button, Paper, Text } from '@mantine/core';
import { DateTime } from './date-time';

/**
 * Says that an editor opened on a draft rather than on the record, and since when; with
 * `onDiscard`, a "Discard draft" button that goes back to the record.
 */
export function DraftRestored({ savedAt, onDiscard }: { savedAt: string; onDiscard?: () => void }) {
  return (
    <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
      <Text size="sm">
        Restored what you had typed and not saved (<DateTime value={savedAt} />
        ).
      </Text>
      {onDiscard ? (
        <Button size="compact-sm" variant="default" mt="xs" onClick={onDiscard}>
          Discard draft
        </Button>
      ) : null}
    </Paper>
  );
}
