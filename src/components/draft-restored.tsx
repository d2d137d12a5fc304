import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateTime } from './date-time';

/** Says that an editor opened on a draft rather than on the record, and since when. */
export function DraftRestored({ savedAt, children }: { savedAt: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="sm" bg="var(--mantine-primary-color-light)">
      <Text size="sm">
        Restored what you had typed and not saved (<DateTime value={savedAt} />
        ).
      </Text>
      {children}
    </Paper>
  );
}
