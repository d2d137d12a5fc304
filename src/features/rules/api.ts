import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type Rule, apiPaths, ruleListSchema } from '../../contract';
import { alertKeys } from '../../lib/alert-queries';
import { apiRequest } from '../../lib/api-client';

/** Keys from general to specific: everything of this area, one agent's, one agent's list. */
export const ruleKeys = {
  all: ['rules'] as const,
  agent: (a: AgentRef) => [...ruleKeys.all, a.workspaceId, a.agentId] as const,
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
 * the body is never read. Settles only after the list is fresh again, also after a failure:
 * "not found" means the list we showed was out of date.
 */
export function useDeleteRule(a: AgentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => apiRequest(apiPaths.rule(a, ruleId), { method: 'DELETE' }),
    onSuccess: (_data, ruleId) => {
      // The row goes at once; the refetch below confirms it.
      queryClient.setQueryData<Rule[]>(ruleKeys.list(a), (old) => old?.filter((r) => r.id !== ruleId));
    },
    // A list this server never gave (Part B missing) has nothing to refresh; refetching it would
    // put it back to loading and unmount the delete-by-id form.
    // Alert definitions may use it (API.md B.2): their list and the conditions on offer change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ruleKeys.agent(a), predicate: (q) => q.state.data !== undefined }),
        queryClient.invalidateQueries({ queryKey: alertKeys.agent(a) }),
      ]),
  });
}
