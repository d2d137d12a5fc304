import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, callIntentListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { intentKeys } from './keys';

/** Part B list. A server without it answers "Not Found" (ApiError.isRouteMissing). */
export const intentListOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: intentKeys.list(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.intents(a), { schema: callIntentListSchema, signal }),
  });
