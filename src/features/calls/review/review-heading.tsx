import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The Review region's heading, with the list's progress beside it (`children`) once it is here. */
export function ReviewHeading({ children }: { children?: ReactNode }) {
  return (
    <Group justify="space-between" align="baseline" gap="xs" mb="xs" wrap="wrap">
      <Title order={2} size="h4" id="call-review">
        Review
      </Title>
      {children}
    </Group>
  );
}
