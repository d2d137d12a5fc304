import { Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { Permission } from '../contract';
import { type Allowed, useRole } from '../data/team/queries';
import { useParams } from 'react-router';
import { parseId } from '../lib/agent-ref';

/**
 * Whether the signed-in member's role allows `permission` on this route's workspace (B.11). Where
 * the role is not known (loading, a server without `/me`, a form drawn outside a workspace's
 * route) everything is offered and the service decides.
 */
export function useAllowed(permission: Permission): Allowed {
  return useRole(parseId(useParams().workspaceId) ?? 0).allows(permission);
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

/** The props that disable a control the role does not allow, pointing at the note that says why. */
export type RoleControlProps = { disabled: boolean; 'aria-describedby'?: string };

export type RoleGate = Allowed & {
  /** The note saying why (nothing while allowed): place it once, near the controls. */
  note: ReactNode;
  /** A control's props: disabled when the role does not allow it (or when `otherwise`), saying why. */
  control: (otherwise?: boolean) => RoleControlProps;
};

/**
 * useAllowed with its note and the props of the controls it governs, so that a page gates its
 * writes in a line or two: `const edit = useRoleGate('edit')`, `{edit.note}`,
 * `<Button {...edit.control(!dirty)}>`.
 */
export function useRoleGate(permission: Permission): RoleGate {
  const allowed = useAllowed(permission);
  const id = useId();
  return {
    ...allowed,
    note: <RoleNote allowed={allowed} id={id} />,
    control: (otherwise = false) =>
      allowed.allowed ? { disabled: otherwise } : { disabled: true, 'aria-describedby': id },
  };
}
