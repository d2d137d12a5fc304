import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type Rule, apiPaths, ruleListSchema } from '../../contract';
import { useAgentMutation } from '../../lib/agent-mutation';
import { apiRequest } from '../../lib/api-client';
import { agentKeys } from '../../lib/invalidation';

/** Keys from general to specific: everything of this area, one agent's, one agent's list. */
export const ruleKeys = {
  all: ['rules'] as const,
  agent: agentKeys.rules,
  list: (a: AgentRef) => [...ruleKeys.agent(a), 'list'] as const,
};

/** Part B: the agent's rules. A server without it answers "Not Found". */
export const ruleListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: ruleKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.rules(a), { schema: ruleListSchema, signal }),
  });

/**
 * Endpoint 10. Its success answer is not published (204 with no body, or JSON): no schema, so
 * the body is never read. Settles only after the pages showing rules are fresh again
 * (lib/invalidation), also after a failure: "not found" means the list we showed was out of date.
 */
export function useDeleteRule(a: AgentRef) {
  const queryClient = useQueryClient();
  return useAgentMutation(a, 'deleteRule', {
    mutationFn: (ruleId: number) => apiRequest(apiPaths.rule(a, ruleId), { method: 'DELETE' }),
    onSuccess: (_data, ruleId) => {
      // The row goes at once; the refetch confirms it.
      queryClient.setQueryData<Rule[]>(ruleKeys.list(a), (old) => old?.filter((r) => r.id !== ruleId));
    },
  });
}
