import { useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type VoiceClipSetCreateBody, apiPaths, voiceClipSetSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';
import { clipSetKeys } from './keys';

/** B.7: cuts a clip set from a call; the new set (processing) is its page's first answer. */
export function useCreateClipSet(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation(a, 'createClipSet', {
    mutationFn: (body: VoiceClipSetCreateBody) =>
      apiRequest(apiPaths.clipSets(a), { method: 'POST', body, schema: voiceClipSetSchema }),
    onSuccess: (set) => {
      qc.setQueryData(clipSetKeys.detail(a, set.id), set);
    },
  });
}

/** B.7: deletes a clip set (any 2xx); its page's read is dropped, so it is not asked for again. */
export function useDeleteClipSet(a: AgentRef) {
  const qc = useQueryClient();
  return useAgentMutation(a, 'deleteClipSet', {
    mutationFn: async (id: number) => {
      await apiRequest(apiPaths.clipSet(a, id), { method: 'DELETE' });
    },
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: clipSetKeys.detail(a, id), exact: true });
    },
  });
}
