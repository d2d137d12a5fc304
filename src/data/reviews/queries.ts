import { queryOptions } from '@tanstack/react-query';
import {
  type AgentRef,
  type CallReview,
  apiPaths,
  callReviewListSchema,
  callReviewSchema,
  errorTexts,
  isErrorText,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { type ReviewListQuery, reviewKeys } from './keys';

/**
 * B.4: a call's review, or null when it has none (the service answers "Call 9001 has not been
 * reviewed"). A server without reviews fails with "Not Found" (ApiError.isRouteMissing).
 */
export async function fetchReview(
  a: AgentRef,
  callId: number,
  signal?: AbortSignal,
  atOnce = false,
): Promise<CallReview | null> {
  try {
    return await apiRequest(apiPaths.callReview(a, callId), { schema: callReviewSchema, signal, atOnce });
  } catch (error) {
    if (isApiError(error) && isErrorText(errorTexts.callNotReviewed, error.detail)) return null;
    throw error;
  }
}

export const reviewOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: reviewKeys.detail(a, callId),
    queryFn: ({ signal }) => fetchReview(a, callId, signal),
  });

/** One page of the agent's reviews, newest call first. */
export const fetchReviewPage = (
  a: AgentRef,
  query: ReviewListQuery,
  paging: { limit: number; offset: number },
  signal?: AbortSignal,
) =>
  apiRequest(apiPaths.callReviews(a), {
    schema: callReviewListSchema,
    signal,
    query: { ...query, call_intent_id: query.call_intent_id?.map(String), limit: paging.limit, offset: paging.offset },
  });
