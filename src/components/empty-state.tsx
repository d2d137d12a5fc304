import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one look of "nothing here yet": what is missing, why it matters, and what to do. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" ta="center" role="status">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children && (
        <Text size="sm" c="dimmed" mt="xs">
          {children}
        </Text>
      )}
      {action && <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>{action}</div>}
    </Paper>
  );
}
