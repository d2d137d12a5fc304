import { type AgentRef, type SavedView, type SavedViewBody, apiPaths, savedViewSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';

/** POST a saved view (B.12), the member's own, shared with the workspace or not. */
export function useSaveView(a: AgentRef) {
  return useAgentMutation<SavedView, SavedViewBody>(a, 'saveView', {
    mutationFn: (body) => apiRequest(apiPaths.savedViews(a), { method: 'POST', body, schema: savedViewSchema }),
  });
}

/** DELETE a saved view by its id: its owner's or an admin's to delete (B.12). */
export function useDeleteView(a: AgentRef) {
  return useAgentMutation<void, number>(a, 'deleteView', {
    mutationFn: (id) => apiRequest(apiPaths.savedView(a, id), { method: 'DELETE' }),
  });
}
