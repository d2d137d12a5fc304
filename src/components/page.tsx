import { Group, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

/** A page: its one heading (every page has an h1 naming it), actions, content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Call monitor`;
  }, [title]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        {/* A name from the service or a person: isolated for direction, wrapped when long. */}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          <bdi>{title}</bdi>
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
