import { queryOptions } from '@tanstack/react-query';
import { apiPaths, callFilterOptionsSchema, type AgentRef } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { callKeys } from './keys';

/**
 * Endpoint 6: the intents, outcomes, sentiments and labels/red flags calls can be filtered by.
 * Which labels are red flags: `ruleKindsOptions` (src/data/rules/queries.ts).
 */
export const callFilterOptionsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: callKeys.filterOptions(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.callFilterOptions(a), { schema: callFilterOptionsSchema, signal }),
  });
