import { type AgentRef, type ExtractionField, apiPaths } from '../../contract';
import { useDeleteListed } from '../record-list';
import { extractionFieldKeys } from './keys';

/**
 * Endpoint 9; refreshes every page that shows fields (src/data/invalidation.ts), whatever the
 * outcome: "not found" means the list was out of date.
 */
export const useDeleteExtractionField = (a: AgentRef) =>
  useDeleteListed<ExtractionField>(a, 'deleteExtractionField', {
    listKey: extractionFieldKeys.list(a),
    path: (id) => apiPaths.extractionField(a, id),
  });
