import { type AgentRef, type CallReview, REVIEW_PAGE_MAX } from '../contract';
import { REVIEWS_GATHERED_MAX, type ReviewListQuery } from '../data/reviews/keys';
import { fetchReviewPage } from '../data/reviews/queries';

export type GatheredReviews = { items: CallReview[]; total: number | null; truncated: boolean };

/**
 * Every review matching `query`, read page by page on the test's own thread (the service pages
 * at most 500), stopping at REVIEWS_GATHERED_MAX, or at a short page when the service gives no
 * total: the reference the quality worker's figures (data/reviews/gather-quality.ts) are checked
 * against. The app reads them only in that worker.
 */
export async function fetchAllReviews(
  a: AgentRef,
  query: ReviewListQuery,
  signal?: AbortSignal,
): Promise<GatheredReviews> {
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
