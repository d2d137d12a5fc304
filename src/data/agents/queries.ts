import { queryOptions } from '@tanstack/react-query';
import { agentListSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { agentKeys } from './keys';

/** Part B: the workspace's agents. A server without the list answers "Not Found". */
export const agentListOptions = (workspaceId: number) =>
  queryOptions({
    queryKey: agentKeys.list(workspaceId),
    queryFn: ({ signal }) => apiRequest(apiPaths.agents(workspaceId), { schema: agentListSchema, signal }),
    staleTime: 5 * 60_000,
  });
