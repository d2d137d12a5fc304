import { type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { AgentRef } from '../contract';
import { apiRequest } from '../lib/api-client';
import { useAgentMutation } from './agent-mutation';
import type { Change } from './invalidation';

/** A read of one of an agent's lists of records (Part B: a server without it answers "Not Found"). */
export const recordListOptions = <S extends z.ZodMiniType>(queryKey: QueryKey, path: string, schema: S) =>
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the caller's key names the agent the path and schema belong to
  queryOptions({ queryKey, queryFn: ({ signal }) => apiRequest(path, { schema, signal }) });

/**
 * Deletes one record of an agent's list by its id. The success answer of the delete endpoints
 * is not published (204 with no body, or JSON): no schema, so the body is never read. The row
 * goes from the cached list at once; `change` then refreshes every page showing it.
 */
export function useDeleteListed<T extends { id: number }>(
  agent: AgentRef,
  change: Change,
  { listKey, path }: { listKey: QueryKey; path: (id: number) => string },
) {
  const queryClient = useQueryClient();
  return useAgentMutation<void, number>(agent, change, {
    mutationFn: (id) => apiRequest(path(id), { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      queryClient.setQueryData<T[]>(listKey, (old) => old?.filter((record) => record.id !== id));
    },
  });
}
