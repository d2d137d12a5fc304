import { queryOptions } from '@tanstack/react-query';
import { apiPaths, callDetailSchema, callListSchema, type AgentRef, type CallFilters } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import type { Paging } from './paging';

/**
 * General to specific. `all` is the prefix the filter options share (lib/call-filter-options),
 * so invalidating an agent's calls refreshes both.
 */
export const callKeys = {
  all: (a: AgentRef) => ['calls', a.workspaceId, a.agentId] as const,
  lists: (a: AgentRef) => [...callKeys.all(a), 'list'] as const,
  list: (a: AgentRef, filters: CallFilters, paging: Paging) => [...callKeys.lists(a), { ...filters, ...paging }] as const,
  detail: (a: AgentRef, callId: number) => [...callKeys.all(a), 'detail', callId] as const,
};

/** Part B: one page of the agent's calls matching the filters, with the total. */
export const callListOptions = (a: AgentRef, filters: CallFilters, paging: Paging) =>
  queryOptions({
    queryKey: callKeys.list(a, filters, paging),
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.calls(a), { schema: callListSchema, signal, query: { ...filters, ...paging } }),
  });

/** Part B: one call, with its transcript and extracted values where the service has them. */
export const callOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: callKeys.detail(a, callId),
    queryFn: ({ signal }) => apiRequest(apiPaths.call(a, callId), { schema: callDetailSchema, signal }),
  });
