import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type AlertDefinition,
  type AlertDefinitionBody,
  alertDefinitionSchema,
  apiPaths,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { alertKeys } from './keys';
import { alertDefinitionListOptions } from './queries';

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
 * The body of a PUT. The tree is sent as the service gave it or as the builder made it; the switch
 * is left out where the server never said it, and a severity as the service holds it.
 */
export type AlertDefinitionUpdate = {
  id: number;
  body: Omit<AlertDefinitionBody, 'condition_tree' | 'enabled' | 'severity'> & {
    condition_tree: unknown;
    enabled?: boolean;
    severity?: string;
  };
};

/** Puts a definition the service answered with into the cached list, so list and pages agree at once. */
function useSaved(a: AgentRef) {
  const queryClient = useQueryClient();
  return (saved: AlertDefinition) =>
    queryClient.setQueryData<AlertDefinition[]>(alertKeys.list(a), (old) =>
      old?.map((d) => (d.id === saved.id ? saved : d)),
    );
}

/**
 * The definitions as the service holds them now (Part B has no read of one definition): read
 * again, not from the cache, just before a change, so that it is made on the freshest copy.
 */
export function useFreshDefinitions(a: AgentRef) {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...alertDefinitionListOptions(a), staleTime: 0 });
}

/** Part B: PUT of a whole definition (the builder's save). */
export function useUpdateAlertDefinition(a: AgentRef) {
  const saved = useSaved(a);
  return useAgentMutation(a, 'updateAlertDefinition', {
    mutationFn: ({ id, body }: AlertDefinitionUpdate) =>
      apiRequest(apiPaths.alertDefinition(a, id), { method: 'PUT', body, schema: alertDefinitionSchema }),
    onSuccess: saved,
  });
}

/**
 * Part B: a definition's switch. The PUT carries the whole definition, so it is built on the
 * definition as the service holds it just now, with only `enabled` changed: a name or tree saved
 * elsewhere since the list was read is kept, not put back. A definition no longer listed is sent
 * as this page knew it, and the service says what became of it. One per switch: each reports its
 * own outcome, however quickly another switch follows.
 */
export function useSwitchAlertDefinition(a: AgentRef) {
  const saved = useSaved(a);
  const fresh = useFreshDefinitions(a);
  return useAgentMutation(a, 'updateAlertDefinition', {
    mutationFn: async ({ definition, enabled }: { definition: AlertDefinition; enabled: boolean }) => {
      const now = (await fresh()).find((d) => d.id === definition.id) ?? definition;
      const body = { name: now.name, enabled, condition_tree: now.condition_tree };
      return apiRequest(apiPaths.alertDefinition(a, definition.id), {
        method: 'PUT',
        body,
        schema: alertDefinitionSchema,
      });
    },
    onSuccess: saved,
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
