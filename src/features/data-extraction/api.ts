import { type AgentRef, type ExtractionField, apiPaths, extractionFieldListSchema } from '../../contract';
import { agentListOptions, useDeleteListed } from '../../lib/agent-mutation';
import { agentKeys } from '../../lib/invalidation';

/** Keys under the agent's data extraction fields (lib/invalidation). */
export const extractionFieldKeys = { list: (a: AgentRef) => [...agentKeys.extractionFields(a), 'list'] as const };

/** Part B: the agent's data extraction fields. */
export const extractionFieldListOptions = (a: AgentRef) =>
  agentListOptions(extractionFieldKeys.list(a), apiPaths.extractionFields(a), extractionFieldListSchema);

/**
 * Endpoint 9; refreshes every page that shows fields (lib/invalidation), whatever the outcome:
 * "not found" means the list was out of date.
 */
export const useDeleteExtractionField = (a: AgentRef) =>
  useDeleteListed<ExtractionField>(a, 'deleteExtractionField', {
    listKey: extractionFieldKeys.list(a),
    path: (id) => apiPaths.extractionField(a, id),
  });
