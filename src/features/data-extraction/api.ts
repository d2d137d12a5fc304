import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type ExtractionField, apiPaths, extractionFieldListSchema } from '../../contract';
import { useAgentMutation } from '../../lib/agent-mutation';
import { apiRequest } from '../../lib/api-client';
import { agentKeys } from '../../lib/invalidation';

/** Keys from general to specific: everything of this area, one agent's, one agent's list. */
export const extractionFieldKeys = {
  all: ['data-extraction'] as const,
  agent: agentKeys.extractionFields,
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
 * comes back (204, empty, JSON of any shape). Settles only after the pages showing fields are
 * fresh again (lib/invalidation), also after a failure: "not found" means the list was out of date.
 */
export function useDeleteExtractionField(a: AgentRef) {
  const queryClient = useQueryClient();
  return useAgentMutation(a, 'deleteExtractionField', {
    mutationFn: (fieldId: number) => apiRequest(apiPaths.extractionField(a, fieldId), { method: 'DELETE' }),
    onSuccess: (_data, fieldId) => {
      // The row goes at once; the refetch confirms it.
      queryClient.setQueryData<ExtractionField[]>(extractionFieldKeys.list(a), (old) =>
        old?.filter((f) => f.id !== fieldId),
      );
    },
  });
}
