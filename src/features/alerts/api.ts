import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type AlertDefinition,
  type AlertDefinitionBody,
  alertDefinitionListSchema,
  alertDefinitionSchema,
  apiPaths,
  availableConditionsSchema,
} from '../../contract';
import { useAgentMutation } from '../../lib/agent-mutation';
import { apiRequest } from '../../lib/api-client';
import { agentKeys } from '../../lib/invalidation';

/** Keys from general to specific: everything of this area, one agent's, then each read. */
export const alertKeys = {
  all: ['alerts'] as const,
  agent: agentKeys.alerts,
  conditions: agentKeys.alertCatalogue,
  list: agentKeys.alertDefinitions,
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
  return useAgentMutation(a, 'createAlertDefinition', {
    mutationFn: (body: AlertDefinitionBody) =>
      apiRequest(apiPaths.alertDefinitions(a), { method: 'POST', body, schema: alertDefinitionSchema }),
    onSuccess: (created) => {
      queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) =>
        old && !old.some((d) => d.id === created.id) ? [...old, created] : old,
      );
    },
  });
}
