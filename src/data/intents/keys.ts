import type { AgentRef } from '../../contract';

/** Call intents' keys, general to specific: every agent's, one agent's, its list. */
export const intentKeys = {
  all: ['intents'] as const,
  agent: (a: AgentRef) => [...intentKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...intentKeys.agent(a), 'list'] as const,
};
