import type { AgentRef } from '../../contract';

/** Alerts' keys, general to specific: every agent's, one agent's, then the definitions and the conditions they may use. */
export const alertKeys = {
  all: ['alerts'] as const,
  agent: (a: AgentRef) => [...alertKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...alertKeys.agent(a), 'list'] as const,
  /** Endpoint 7: what alert conditions can use (extraction fields, red-flag rules, ...). */
  conditions: (a: AgentRef) => [...alertKeys.agent(a), 'available-conditions'] as const,
};
