import { queryOptions } from '@tanstack/react-query';
import { agentListSchema, apiPaths } from '../contract';
import { apiRequest } from '../lib/api-client';

export const agentKeys = {
  all: ['agents'] as const,
  list: (workspaceId: number) => [...agentKeys.all, workspaceId] as const,
};

/** Part B: the workspace's agents. A server without the list answers "Not Found". */
export const agentListOptions = (workspaceId: number) =>
  queryOptions({
    queryKey: agentKeys.list(workspaceId),
    queryFn: ({ signal }) => apiRequest(apiPaths.agents(workspaceId), { schema: agentListSchema, signal }),
    staleTime: 5 * 60_000,
  });

/** The workspace last chosen on the start page. */
export const LAST_WORKSPACE_KEY = 'cm.lastWorkspace';

export function lastWorkspaceId(): number {
  const n = Number(localStorage.getItem(LAST_WORKSPACE_KEY));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
