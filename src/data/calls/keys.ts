import type { AgentRef, CallFilters } from '../../contract';

export type CallOrder = 'asc' | 'desc';
export type Paging = { limit: number; offset: number };

/** What the calls list is asked for besides paging: the filters, and the time range and order (B.1). */
export type CallListQuery = CallFilters & {
  started_after?: string;
  started_before?: string;
  order?: CallOrder;
  /** B.4: 'true' or 'false'. */
  reviewed?: string;
  /** B.5: text the transcripts contain. */
  q?: string;
};

/**
 * Calls' keys, general to specific: every agent's, one agent's, then its lists (one per query
 * and page, and the counts "Live" watches), one call, a call's recording, and the filter options (endpoint 6).
 */
export const callKeys = {
  all: ['calls'] as const,
  agent: (a: AgentRef) => [...callKeys.all, a.workspaceId, a.agentId] as const,
  lists: (a: AgentRef) => [...callKeys.agent(a), 'list'] as const,
  list: (a: AgentRef, query: CallListQuery, paging: Paging) => [...callKeys.lists(a), { ...query, ...paging }] as const,
  /** How many calls match a query, watched by "Live": under the lists, so what refreshes them refreshes it. */
  count: (a: AgentRef, query: CallListQuery) => [...callKeys.lists(a), 'count', query] as const,
  detail: (a: AgentRef, callId: number) => [...callKeys.agent(a), 'detail', callId] as const,
  recording: (a: AgentRef, callId: number) => [...callKeys.agent(a), 'recording', callId] as const,
  filterOptions: (a: AgentRef) => [...callKeys.agent(a), 'filter-options'] as const,
};

/** True when `key` is one of the agent's calls keys (of any kind: a list, a call, ...). */
export function isAgentCallsKey(key: readonly unknown[], a: AgentRef): boolean {
  return callKeys.agent(a).every((part, i) => key[i] === part);
}
