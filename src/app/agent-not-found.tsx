import { notifyManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { errorTexts } from '../contract';
import { isApiError } from '../lib/api-error';
import { agentListOptions } from '../data/agents/queries';

/** Has any read of this session been answered "Agent with ID N not found"? */
export function useSaidMissing(agentId: number): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const text = errorTexts.agentNotFound(agentId);
  // Told after the cache's event, never within it: a query that another component builds or
  // resets while it renders would otherwise update this one in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () =>
    queryCache.getAll().some((q) => isApiError(q.state.error) && q.state.error.detail === text),
  );
}

/**
 * Does the agent of the address not exist? Known from the workspace's list of agents (Part B)
 * when the server has it, otherwise from the service's own "Agent with ID N not found" on any
 * read of the agent's pages.
 */
export function useAgentMissing(workspaceId: number, agentId: number): boolean {
  const agents = useQuery(agentListOptions(workspaceId));
  const saidMissing = useSaidMissing(agentId);
  const notListed = agents.isSuccess && !agents.data.some((a) => a.id === agentId);
  return notListed || saidMissing;
}
