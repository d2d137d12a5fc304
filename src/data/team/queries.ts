import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Permission, apiPaths, memberListSchema, meSchema, roleAllows } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { teamKeys } from './keys';

/** B.11: who the token belongs to. A server without `/me` fails (an older server: see useRole). */
export const meOptions = () =>
  queryOptions({
    queryKey: teamKeys.me(),
    queryFn: ({ signal }) => apiRequest(apiPaths.me(), { schema: meSchema, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** B.11: the workspace's members with their roles. */
export const membersOptions = (workspaceId: number) =>
  queryOptions({
    queryKey: teamKeys.members(workspaceId),
    queryFn: ({ signal }) => apiRequest(apiPaths.members(workspaceId), { schema: memberListSchema, signal }),
    staleTime: 5 * 60_000,
  });

export type Allowed = { allowed: boolean; reason: string | null };
const OFFERED: Allowed = { allowed: true, reason: null };

/**
 * The signed-in member's role in a workspace, and whether it allows a kind of write. Where the
 * role is not known (still loading, a server without `/me`, a role B.11 does not name) every
 * control is offered and the service decides; a refusal shows its text where it happened.
 */
export function useRole(workspaceId: number) {
  const me = useQuery(meOptions());
  const role = me.data?.workspaces.find((w) => w.id === workspaceId)?.role ?? null;
  const allows = (permission: Permission): Allowed =>
    role !== null && roleAllows(role, permission) === false
      ? { allowed: false, reason: `Your role (${role}) does not allow this` }
      : OFFERED;
  return { me: me.data ?? null, role, allows };
}
