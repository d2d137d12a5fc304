import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentRef } from '../contract';
import { ApiError, isApiError } from '../lib/api-error';
import { type Change, refreshAfter } from './invalidation';

type Options<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, ApiError, TVariables, TContext>,
  'mutationFn'
> & {
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
