import type { AgentRef } from '../../contract';

/** SIP configuration keys, general to specific: every agent's, one agent's, its configuration. */
export const sipKeys = {
  all: ['sip'] as const,
  agent: (a: AgentRef) => [...sipKeys.all, a.workspaceId, a.agentId] as const,
  config: (a: AgentRef) => [...sipKeys.agent(a), 'config'] as const,
};
