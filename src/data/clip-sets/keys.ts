import type { AgentRef } from '../../contract';

/** Voice clip sets' keys, general to specific: every agent's, one agent's, the list, one set. */
export const clipSetKeys = {
  all: ['voice-clip-sets'] as const,
  agent: (a: AgentRef) => [...clipSetKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...clipSetKeys.agent(a), 'list'] as const,
  detail: (a: AgentRef, id: number) => [...clipSetKeys.agent(a), 'detail', id] as const,
};
