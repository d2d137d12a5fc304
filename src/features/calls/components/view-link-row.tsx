import { Anchor, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * One saved view in a list: a link by its name (to the calls list as it was), whose it is where
 * that is said (`note`), then its actions; `below` (a form's refusal) under the line.
 */
export function ViewLinkRow({
  to,
  name,
  note,
  children,
  below,
}: {
  to: string;
  name: string;
  note?: string | null;
  children?: ReactNode;
  below?: ReactNode;
}) {
  return (
    <li>
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={to} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{name}</bdi>
        </Anchor>
        {note && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            (<bdi>{note}</bdi>)
          </Text>
        )}
        {/* The actions keep their width: a long name wraps instead. */}
        {children ? (
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {children}
          </Group>
        ) : null}
      </Group>
      {below}
    </li>
  );
}

/** A view's Delete (it asks first: `onClick` opens the confirmation). */
export function DeleteViewButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onClick}>
      Delete
    </Button>
  );
}
