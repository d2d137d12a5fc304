import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  apiPaths,
  errorTexts,
  isErrorText,
  type CallIntent,
  type CallIntentBody,
  callIntentListSchema,
  callIntentSchema,
  type IntentDetection,
  intentDetectionSchema,
} from '../../contract';
import { useAgentMutation } from '../../lib/agent-mutation';
import { apiRequest } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { agentKeys } from '../../lib/invalidation';

/** Keys from general to specific: everything of an agent's intents, then the list, then detection. */
export const intentKeys = {
  all: agentKeys.intents,
  list: agentKeys.intentList,
  detection: agentKeys.intentDetection,
};

/** Part B list. A server without it answers "Not Found" (ApiError.isRouteMissing). */
export const intentListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: intentKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.intents(a), { schema: callIntentListSchema, signal }),
  });

/** Part B read of the detection switch. */
export const intentDetectionOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: intentKeys.detection(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.intentDetection(a), { schema: intentDetectionSchema, signal }),
  });

/**
 * The intents as the service holds them now (Part B has no read of one intent): read again, not
 * from the cache, just before a save, so a change made elsewhere is seen (src/lib/conflict.ts).
 */
export function useFreshIntents(a: AgentRef) {
  const qc = useQueryClient();
  return () => qc.fetchQuery({ ...intentListOptions(a), staleTime: 0 });
}

/** The Call intent not-found text of endpoint 1: the record vanished meanwhile. */
export const isIntentNotFound = (e: ApiError | null | undefined): boolean =>
  isErrorText(errorTexts.intentNotFound, e?.detail);

/** Puts one intent into the cached list (if there is one) so the list is right before the refetch. */
function upsertCached(list: CallIntent[] | undefined, intent: CallIntent): CallIntent[] | undefined {
  if (!list) return list;
  const i = list.findIndex((x) => x.id === intent.id);
  if (i < 0) return [...list, intent];
  return list.map((x) => (x.id === intent.id ? intent : x));
}

/** Part B create. Resolves once the list, the call filters and the calls have been refreshed. */
export function useCreateIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation<CallIntent, CallIntentBody>(a, 'createIntent', {
    mutationFn: (body) => apiRequest(apiPaths.intents(a), { method: 'POST', body, schema: callIntentSchema }),
    onSuccess: (created) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => upsertCached(old, created));
    },
  });
}

/** Endpoint 1. A vanished record refreshes the list as well (as every outcome does), so the user sees it is gone. */
export function useUpdateIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation<CallIntent, { id: number; body: CallIntentBody }>(a, 'updateIntent', {
    mutationFn: ({ id, body }) =>
      apiRequest(apiPaths.intent(a, id), { method: 'PUT', body, schema: callIntentSchema }),
    onSuccess: (saved) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => upsertCached(old, saved));
    },
  });
}

/** Part B delete: any 2xx is success and its body is not read. */
export function useDeleteIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation<void, number>(a, 'deleteIntent', {
    mutationFn: (id) => apiRequest(apiPaths.intent(a, id), { method: 'DELETE' }),
    onSuccess: (_void, id) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => old?.filter((x) => x.id !== id));
    },
  });
}

/**
 * Endpoint 4. The optimistic value is the mutation's own `variables` (shown while pending), so a
 * refusal rolls back by itself. The answer's body is not published and is not read: on success
 * the cache takes the value that was sent. Changes run one after another (one scope per agent):
 * two quick clicks reach the service in the order they were made, so the last one wins there too.
 */
export function useSetIntentDetection(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation<void, boolean>(a, 'setIntentDetection', {
    scope: { id: JSON.stringify(intentKeys.detection(a)) },
    mutationFn: (enabled) =>
      apiRequest(apiPaths.intentDetection(a), { method: 'PUT', body: { enabled } satisfies IntentDetection }),
    onSuccess: async (_void, enabled) => {
      await qc.cancelQueries({ queryKey: intentKeys.detection(a) });
      // A server without the Part B read keeps this value (a failed refetch keeps data).
      qc.setQueryData(intentDetectionOptions(a).queryKey, { enabled });
    },
  });
}
