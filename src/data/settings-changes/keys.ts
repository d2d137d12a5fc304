import type { AgentRef, SettingsChangeQuery } from '../../contract';

/** Settings changes' keys (B.8), general to specific: every agent's, one agent's, then each page or record. */
export const settingsChangeKeys = {
  all: ['settings-changes'] as const,
  agent: (a: AgentRef) => [...settingsChangeKeys.all, a.workspaceId, a.agentId] as const,
  page: (a: AgentRef, query: SettingsChangeQuery, paging: { limit: number; offset: number }) =>
    [...settingsChangeKeys.agent(a), 'page', query, paging] as const,
  /** A record's latest change (the editors' "Last changed"). */
  latest: (a: AgentRef, resource: string, resourceId: number | null) =>
    [...settingsChangeKeys.agent(a), 'latest', resource, resourceId] as const,
  /** Every change in a time range (the overview's marks). */
  range: (a: AgentRef, from: string, to: string) => [...settingsChangeKeys.agent(a), 'range', from, to] as const,
};
