import type { AgentRef } from '../../contract';

/** Simulation profiles' keys, general to specific: every agent's, one agent's, its list. */
export const profileKeys = {
  all: ['simulation-profiles'] as const,
  agent: (a: AgentRef) => [...profileKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...profileKeys.agent(a), 'list'] as const,
};
