import { useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  apiPaths,
  errorTexts,
  isErrorText,
  type CallIntent,
  type CallIntentBody,
  callIntentSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import type { ApiError } from '../../lib/api-error';
import { useAgentMutation } from '../agent-mutation';
import { intentListOptions } from './queries';

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
    mutationFn: ({ id, body }) => apiRequest(apiPaths.intent(a, id), { method: 'PUT', body, schema: callIntentSchema }),
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
