import type { AgentRef } from '../../contract';

/** B.12's saved views of the calls list: every agent's, then one agent's (what a change invalidates). */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  agent: (a: AgentRef) => [...savedViewKeys.all, a.workspaceId, a.agentId] as const,
};
