import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  apiPaths,
  type CallIntent,
  type CallIntentBody,
  callIntentListSchema,
  callIntentSchema,
  type IntentDetection,
  intentDetectionSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';

/** Keys from general to specific: everything of an agent's intents, then the list, then detection. */
export const intentKeys = {
  all: (a: AgentRef) => ['intents', a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...intentKeys.all(a), 'list'] as const,
  detection: (a: AgentRef) => [...intentKeys.all(a), 'detection'] as const,
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

/** The Call intent not-found text of endpoint 1: the record vanished meanwhile. */
export const isIntentNotFound = (e: ApiError | null | undefined): boolean =>
  !!e?.detail && /^Call intent with ID \S+ not found for agent \S+$/.test(e.detail);

/** Puts one intent into the cached list (if there is one) so the list is right before the refetch. */
function upsertCached(list: CallIntent[] | undefined, intent: CallIntent): CallIntent[] | undefined {
  if (!list) return list;
  const i = list.findIndex((x) => x.id === intent.id);
  if (i < 0) return [...list, intent];
  return list.map((x) => (x.id === intent.id ? intent : x));
}

/** Part B create. Resolves once the list has been refreshed. */
export function useCreateIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useMutation<CallIntent, ApiError, CallIntentBody>({
    mutationFn: (body) => apiRequest(apiPaths.intents(a), { method: 'POST', body, schema: callIntentSchema }),
    onSuccess: async (created) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => upsertCached(old, created));
      await qc.invalidateQueries({ queryKey: intentKeys.list(a) });
    },
  });
}

/** Endpoint 1. A vanished record refreshes the list as well, so the user sees it is gone. */
export function useUpdateIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useMutation<CallIntent, ApiError, { id: number; body: CallIntentBody }>({
    mutationFn: ({ id, body }) =>
      apiRequest(apiPaths.intent(a, id), { method: 'PUT', body, schema: callIntentSchema }),
    onSuccess: async (saved) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => upsertCached(old, saved));
      await qc.invalidateQueries({ queryKey: intentKeys.list(a) });
    },
    onError: async (error) => {
      if (isIntentNotFound(error)) await qc.invalidateQueries({ queryKey: intentKeys.list(a) });
    },
  });
}

/** Part B delete: any 2xx is success and its body is not read. */
export function useDeleteIntent(a: AgentRef) {
  const qc = useQueryClient();
  return useMutation<void, ApiError, CallIntent>({
    mutationFn: (intent) => apiRequest(apiPaths.intent(a, intent.id), { method: 'DELETE' }),
    onSuccess: async (_void, intent) => {
      qc.setQueryData(intentListOptions(a).queryKey, (old) => old?.filter((x) => x.id !== intent.id));
      await qc.invalidateQueries({ queryKey: intentKeys.list(a) });
    },
    onError: async (error) => {
      if (isIntentNotFound(error)) await qc.invalidateQueries({ queryKey: intentKeys.list(a) });
    },
  });
}

/**
 * Endpoint 4. The optimistic value is the mutation's own `variables` (shown while pending), so a
 * refusal rolls back by itself. The answer's body is not published and is not read: on success
 * the cache takes the value that was sent.
 */
export function useSetIntentDetection(a: AgentRef) {
  const qc = useQueryClient();
  return useMutation<void, ApiError, boolean>({
    mutationKey: [...intentKeys.detection(a), 'set'],
    mutationFn: (enabled) =>
      apiRequest(apiPaths.intentDetection(a), { method: 'PUT', body: { enabled } satisfies IntentDetection }),
    onSuccess: async (_void, enabled) => {
      await qc.cancelQueries({ queryKey: intentKeys.detection(a) });
      qc.setQueryData(intentDetectionOptions(a).queryKey, { enabled });
      // A server without the Part B read keeps the value set above (a failed refetch keeps data).
      await qc.invalidateQueries({ queryKey: intentKeys.detection(a) });
    },
  });
}
