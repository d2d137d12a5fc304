import { type AgentRef, type Rule, apiPaths, ruleListSchema } from '../../contract';
import { agentListOptions, useDeleteListed } from '../../lib/agent-mutation';
import { agentKeys } from '../../lib/invalidation';

/** Keys under the agent's rules (lib/invalidation). */
export const ruleKeys = { list: (a: AgentRef) => [...agentKeys.rules(a), 'list'] as const };

/** Part B: the agent's rules. */
export const ruleListOptions = (a: AgentRef) => agentListOptions(ruleKeys.list(a), apiPaths.rules(a), ruleListSchema);

/** Endpoint 10; refreshes every page that shows rules (lib/invalidation), whatever the outcome. */
export const useDeleteRule = (a: AgentRef) =>
  useDeleteListed<Rule>(a, 'deleteRule', { listKey: ruleKeys.list(a), path: (id) => apiPaths.rule(a, id) });
