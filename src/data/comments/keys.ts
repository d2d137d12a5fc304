import type { AgentRef } from '../../contract';

/** Comments' keys (B.7), general to specific: every agent's, one agent's (what a change invalidates), one call's. */
export const commentKeys = {
  all: ['comments'] as const,
  agent: (a: AgentRef) => [...commentKeys.all, a.workspaceId, a.agentId] as const,
  call: (a: AgentRef, callId: number) => [...commentKeys.agent(a), 'call', callId] as const,
};
