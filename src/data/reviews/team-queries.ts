import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, type MemberReview, apiPaths, memberReviewListSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { reviewKeys } from './keys';

/**
 * B.11's reads of one call: every member's review of it, and its final verdict. Under the lists'
 * key, so what refreshes the quality page (a review or a final verdict saved) refreshes them too.
 */
export const callTeamKeys = {
  call: (a: AgentRef, callId: number) => [...reviewKeys.lists(a), 'call', callId] as const,
  reviews: (a: AgentRef, callId: number) => [...callTeamKeys.call(a, callId), 'members'] as const,
  final: (a: AgentRef, callId: number) => [...callTeamKeys.call(a, callId), 'final'] as const,
};

/**
 * Every member's review of the call; null where the server has no such route (one review per
 * call, before B.11): the page then shows nothing more than the member's own review.
 */
export const callTeamReviewsOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: callTeamKeys.reviews(a, callId),
    queryFn: async ({ signal }): Promise<MemberReview[] | null> => {
      try {
        return (await apiRequest(apiPaths.callReviewsByMember(a, callId), { schema: memberReviewListSchema, signal }))
          .items;
      } catch (error) {
        if (isApiError(error) && error.isRouteMissing) return null;
        throw error;
      }
    },
  });
