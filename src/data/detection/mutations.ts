import { useQueryClient } from '@tanstack/react-query';
import { type AgentRef, apiPaths, type IntentDetection } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { detectionKeys } from './keys';
import { intentDetectionOptions } from './queries';

/**
 * Endpoint 4. The optimistic value is the mutation's own `variables` (shown while pending), so a
 * refusal rolls back by itself. The answer's body is not published and is not read: on success
 * the cache takes the value that was sent. Changes run one after another (one scope per agent):
 * two quick clicks reach the service in the order they were made, so the last one wins there too.
 */
export function useSetIntentDetection(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation<void, boolean>(a, 'setIntentDetection', {
    scope: { id: JSON.stringify(detectionKeys.setting(a)) },
    mutationFn: (enabled) =>
      apiRequest(apiPaths.intentDetection(a), { method: 'PUT', body: { enabled } satisfies IntentDetection }),
    onSuccess: async (_void, enabled) => {
      await qc.cancelQueries({ queryKey: detectionKeys.setting(a) });
      // A server without the Part B read keeps this value (a failed refetch keeps data).
      qc.setQueryData(intentDetectionOptions(a).queryKey, { enabled });
    },
  });
}
