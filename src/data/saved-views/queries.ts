import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, savedViewListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { savedViewKeys } from './keys';

export { savedViewKeys } from './keys';

/**
 * B.12: the member's own views and those shared with the workspace. A server without them answers
 * 404 once (not retried): the calls page then keeps views in this browser, as it says.
 */
export const savedViewsOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: savedViewKeys.agent(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.savedViews(a), { schema: savedViewListSchema, signal }),
    staleTime: 60_000,
    retry: false,
  });
