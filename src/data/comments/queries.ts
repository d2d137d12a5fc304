import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, callCommentListSchema, compareComments } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { commentKeys } from './keys';

/**
 * B.7: a call's comments, in the contract's order (by moment, whole-call ones last, then by when
 * written) whatever order the service sent. A server without comments fails with "Not Found"
 * (ApiError.isRouteMissing).
 */
export const callCommentsOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: commentKeys.call(a, callId),
    queryFn: async ({ signal }) => {
      const list = await apiRequest(apiPaths.callComments(a, callId), { schema: callCommentListSchema, signal });
      return { ...list, items: [...list.items].sort(compareComments) };
    },
  });
