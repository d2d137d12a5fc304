import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type ExtractionField, apiPaths, extractionFieldListSchema } from '../../contract';
import { alertKeys } from '../../lib/alert-queries';
import { apiRequest } from '../../lib/api-client';

/** Keys from general to specific: everything of this area, one agent's, one agent's list. */
export const extractionFieldKeys = {
  all: ['data-extraction'] as const,
  agent: (a: AgentRef) => [...extractionFieldKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef) => [...extractionFieldKeys.agent(a), 'list'] as const,
};

/** Part B: the agent's data extraction fields. A server without it answers "Not Found". */
export const extractionFieldListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: extractionFieldKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.extractionFields(a), { schema: extractionFieldListSchema, signal }),
  });

/**
 * Endpoint 9. Its success body is not published, so no schema: the client ignores whatever
 * comes back (204, empty, JSON of any shape). Settles only after the list is fresh again,
 * also after a failure: "not found" means the list we showed was out of date.
 */
export function useDeleteExtractionField(a: AgentRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: number) => apiRequest(apiPaths.extractionField(a, fieldId), { method: 'DELETE' }),
    onSuccess: (_data, fieldId) => {
      // The row goes at once; the refetch below confirms it.
      queryClient.setQueryData<ExtractionField[]>(extractionFieldKeys.list(a), (old) =>
        old?.filter((f) => f.id !== fieldId),
      );
    },
    // A list this server never gave (Part B missing) has nothing to refresh; refetching it would
    // put it back to loading and unmount the delete-by-id form.
    // Alert definitions may use it (API.md B.2): their list and the conditions on offer change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: extractionFieldKeys.agent(a), predicate: (q) => q.state.data !== undefined }),
        queryClient.invalidateQueries({ queryKey: alertKeys.agent(a) }),
      ]),
  });
}
