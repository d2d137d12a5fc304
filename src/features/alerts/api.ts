import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type AlertDefinition,
  type AlertDefinitionBody,
  alertDefinitionListSchema,
  alertDefinitionSchema,
  apiPaths,
  availableConditionsSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';

/** Keys from general to specific: everything of this area, one agent's, then each read. */
export const alertKeys = {
  all: ['alerts'] as const,
  agent: (a: AgentRef) => [...alertKeys.all, a.workspaceId, a.agentId] as const,
  conditions: (a: AgentRef) => [...alertKeys.agent(a), 'available-conditions'] as const,
  list: (a: AgentRef) => [...alertKeys.agent(a), 'list'] as const,
};

/** Endpoint 7: what conditions can use. "Agent N does not have settings" is an answer, not a glitch. */
export const availableConditionsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.conditions(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.availableConditions(a), { schema: availableConditionsSchema, signal }),
  });

/** Part B: the agent's alert definitions. A server without them answers "Not Found". */
export const alertDefinitionListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: alertKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.alertDefinitions(a), { schema: alertDefinitionListSchema, signal }),
  });

/** Part B: creates a definition; resolves once the list holds it and has been refetched. */
export function useCreateAlertDefinition(a: AgentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertDefinitionBody) =>
      apiRequest(apiPaths.alertDefinitions(a), { method: 'POST', body, schema: alertDefinitionSchema }),
    onSuccess: async (created) => {
      queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) =>
        old && !old.some((d) => d.id === created.id) ? [...old, created] : old,
      );
      await queryClient.invalidateQueries({ queryKey: alertKeys.list(a) });
    },
  });
}
