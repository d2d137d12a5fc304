import { queryOptions } from '@tanstack/react-query';
import {
  type AgentRef,
  type CallReview,
  REVIEW_PAGE_MAX,
  apiPaths,
  callReviewListSchema,
  callReviewSchema,
  errorTexts,
  isErrorText,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { REVIEWS_GATHERED_MAX, type ReviewListQuery, reviewKeys } from './keys';

/**
 * B.4: a call's review, or null when it has none (the service answers "Call 9001 has not been
 * reviewed"). A server without reviews fails with "Not Found" (ApiError.isRouteMissing).
 */
export async function fetchReview(a: AgentRef, callId: number, signal?: AbortSignal): Promise<CallReview | null> {
  try {
    return await apiRequest(apiPaths.callReview(a, callId), { schema: callReviewSchema, signal });
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
export const fetchReviewPage = (a: AgentRef, query: ReviewListQuery, paging: { limit: number; offset: number }, signal?: AbortSignal) =>
  apiRequest(apiPaths.callReviews(a), {
    schema: callReviewListSchema,
    signal,
    query: { ...query, call_intent_id: query.call_intent_id?.map(String), limit: paging.limit, offset: paging.offset },
  });

export { REVIEWS_GATHERED_MAX } from './keys';

export type GatheredReviews = { items: CallReview[]; total: number | null; truncated: boolean };

/**
 * Every review matching `query`, page by page (the service pages at most 500). Stops at
 * REVIEWS_GATHERED_MAX, or at a short page when the service gives no total.
 */
export async function fetchAllReviews(a: AgentRef, query: ReviewListQuery, signal?: AbortSignal): Promise<GatheredReviews> {
  const items: CallReview[] = [];
  let total: number | null = null;
  for (let offset = 0; offset < REVIEWS_GATHERED_MAX; offset += REVIEW_PAGE_MAX) {
    const page = await fetchReviewPage(a, query, { limit: REVIEW_PAGE_MAX, offset }, signal);
    items.push(...page.items);
    total = page.total ?? null;
    const done = total !== null ? offset + REVIEW_PAGE_MAX >= total : page.items.length < REVIEW_PAGE_MAX;
    if (done || page.items.length === 0) return { items, total, truncated: false };
  }
  return { items, total, truncated: true };
}

export const allReviewsOptions = (a: AgentRef, query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.everything(a, query),
    queryFn: ({ signal }) => fetchAllReviews(a, query, signal),
  });
