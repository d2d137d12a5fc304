import type { AgentRef } from '../../contract';

/** The intent detection switch's keys (endpoint 4 and its Part B read), general to specific. */
export const detectionKeys = {
  all: ['intent-detection'] as const,
  agent: (a: AgentRef) => [...detectionKeys.all, a.workspaceId, a.agentId] as const,
  setting: (a: AgentRef) => [...detectionKeys.agent(a), 'setting'] as const,
};
