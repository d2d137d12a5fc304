import { useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type AlertDefinition, type AlertDefinitionBody, alertDefinitionSchema, apiPaths } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { alertKeys } from './keys';

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

/**
 * The body of a PUT. A switch flip re-sends the tree exactly as the service gave it (which this
 * page may not be able to read), so the tree is typed loosely here.
 */
export type AlertDefinitionUpdate = { id: number; body: Omit<AlertDefinitionBody, 'condition_tree'> & { condition_tree: unknown } };

/**
 * Part B: PUT of a whole definition. The list shows the new state at once (a switch must not lag
 * the click), goes back to what it was on a refusal, and is refetched either way.
 */
export function useUpdateAlertDefinition(a: AgentRef) {
  const queryClient = useQueryClient();
  return useAgentMutation(a, 'updateAlertDefinition', {
    mutationFn: ({ id, body }: AlertDefinitionUpdate) =>
      apiRequest(apiPaths.alertDefinition(a, id), { method: 'PUT', body, schema: alertDefinitionSchema }),
    onMutate: async ({ id, body }) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.list(a) });
      const before = queryClient.getQueryData<AlertDefinition[]>(alertKeys.list(a));
      queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) => old?.map((d) => (d.id === id ? { ...d, ...body } : d)));
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(alertKeys.list(a), context.before);
    },
  });
}

/** Part B: DELETE; any 2xx is success and its body is not read. Settles once the list is fresh. */
export function useDeleteAlertDefinition(a: AgentRef) {
  const queryClient = useQueryClient();
  return useAgentMutation<void, number>(a, 'deleteAlertDefinition', {
    mutationFn: (id: number) => apiRequest(apiPaths.alertDefinition(a, id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) => old?.filter((d) => d.id !== id));
    },
  });
}
