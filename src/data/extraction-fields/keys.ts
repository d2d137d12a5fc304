import type { AgentRef } from '../../contract';

/** Data extraction fields' keys, general to specific: every agent's, one agent's, its list. */
export const extractionFieldKeys = {
  all: ['data-extraction'] as const,
  agent: (a: AgentRef) => [...extractionFieldKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...extractionFieldKeys.agent(a), 'list'] as const,
};
