import { type QueryKey, type UseMutationOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { AgentRef } from '../contract';
import { apiRequest } from './api-client';
import { ApiError, isApiError } from './api-error';
import { type Change, refreshAfter } from './invalidation';

type Options<TData, TVariables, TContext> = Omit<UseMutationOptions<TData, ApiError, TVariables, TContext>, 'mutationFn'> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
};

/**
 * A change whose outcome is unknown: a 2xx whose body could not be read (the service most likely
 * made it), or no answer within the time limit (the service may still make it). Say so, so that
 * nobody makes it twice: the pages are read again before this is shown and Save offered again.
 */
function outcomeUnknown(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (error.kind === 'timeout') {
    return new ApiError({
      kind: error.kind,
      message: `${error.message} It may have been saved all the same: the page now shows what the service held when it was read again, so check it (or reload in a moment) before trying again.`,
      cause: error,
    });
  }
  if (error.kind !== 'unexpected-response' || error.status === null) return error;
  if (error.status < 200 || error.status > 299) return error;
  return new ApiError({
    kind: error.kind,
    status: error.status,
    message: `${error.message} The change may have been made all the same: the page now shows what the service holds, so check it before trying again.`,
    cause: error,
  });
}

/**
 * Every change to the service's data goes through here. Whatever its outcome (a failure too:
 * "not found" means the page was out of date; an unreadable answer may hide a success), the
 * reads `change` affects are refreshed before the mutation settles, so a page never offers
 * the next step on stale data (after a time-out too: Save comes back once the record is read again).
 */
export function useAgentMutation<TData = void, TVariables = void, TContext = unknown>(
  agent: AgentRef,
  change: Change,
  { mutationFn, onSettled, ...options }: Options<TData, TVariables, TContext>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables, TContext>({
    mutationKey: [change, agent.workspaceId, agent.agentId],
    ...options,
    mutationFn: async (variables) => {
      try {
        return await mutationFn(variables);
      } catch (error) {
        throw outcomeUnknown(error);
      }
    },
    onSettled: async (...args) => {
      await onSettled?.(...args);
      await refreshAfter(queryClient, change, agent);
    },
  });
}

/** A read of one of an agent's lists (Part B: a server without it answers "Not Found"). */
export const agentListOptions = <S extends z.ZodMiniType>(queryKey: QueryKey, path: string, schema: S) =>
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
