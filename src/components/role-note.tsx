import { Text } from '@mantine/core';
import type { Permission } from '../contract';
import { type Allowed, useRole } from '../data/team/queries';
import { useAgentRef } from '../lib/agent-ref';

/**
 * Whether the signed-in member's role allows `permission` on this agent's workspace (B.11). Where
 * the role is not known (loading, a server without `/me`) everything is offered and the service
 * decides.
 */
export function useAllowed(permission: Permission): Allowed {
  return useRole(useAgentRef().workspaceId).allows(permission);
}

/**
 * Why the controls it describes are disabled: the service's words for a refused write. Give it an
 * id and point each disabled control's `aria-describedby` at it.
 */
export function RoleNote({ allowed, id }: { allowed: Allowed; id: string }) {
  if (allowed.allowed) return null;
  return (
    <Text size="sm" c="dimmed" id={id}>
      {allowed.reason}
    </Text>
  );
}
