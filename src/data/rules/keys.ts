import type { AgentRef } from '../../contract';

/**
 * Rules' keys, general to specific: every agent's, one agent's, its list. The list is read once
 * per agent: the rules page and the calls pages' red-flag marks (`ruleKindsOptions`) share it.
 */
export const ruleKeys = {
  all: ['rules'] as const,
  agent: (a: AgentRef) => [...ruleKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...ruleKeys.agent(a), 'list'] as const,
};
