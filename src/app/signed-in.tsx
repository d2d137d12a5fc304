import { Text } from '@mantine/core';
import { useRole } from '../data/team/queries';

/** Who is signed in and their role in this workspace ("Demo admin · admin"); nothing where the server does not say. */
export function SignedIn({ workspaceId }: { workspaceId: number }) {
  const { me, role } = useRole(workspaceId);
  if (!me) return null;
  const name = me.name || me.email || `Member ${me.id}`;
  return (
    <Text size="sm" c="dimmed" truncate="end" maw={260}>
      <bdi>{name}</bdi>
      {role ? ` · ${role}` : ''}
    </Text>
  );
}
