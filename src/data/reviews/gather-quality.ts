import type { AgentRef } from '../../contract';
import { REVIEW_PAGE_MAX, apiPaths, callReviewListSchema } from '../../contract';
import { apiRequest, type ClientConfig } from '../../lib/api-client';
import { QualityAccumulator, type Quality, callSetKeysOf } from '../../lib/review-quality';
import { REVIEWS_GATHERED_MAX, type ReviewListQuery } from './keys';

export type QualityProgress = { loaded: number; total: number | null };

export type GatheredQuality = {
  /** The figures, with rows for the ids the reviews name only (arrangeQuality adds the agent's). */
  quality: Quality;
  /** The calls each figure counts, by callSetKey, newest call first: what a figure opens. */
  calls: Map<string, number[]>;
  loaded: number;
  total: number | null;
  /** More reviews matched than REVIEWS_GATHERED_MAX: the figures cover the first `loaded`. */
  truncated: boolean;
};

/**
 * Pages through the reviews list (B.4; the service pages at most 500), parsing each page with
 * the contract and adding it to the figures, so only the figures leave: what the quality worker
 * runs (src/data/reviews/quality.worker.ts), off the page's thread. Stops at
 * REVIEWS_GATHERED_MAX, or at a short page when the service gives no total. Failures are ApiErrors.
 */
export async function gatherQuality(
  input: { agent: AgentRef; query: ReviewListQuery },
  config: ClientConfig,
  onProgress: (p: QualityProgress) => void,
  signal?: AbortSignal,
): Promise<GatheredQuality> {
  const figures = new QualityAccumulator();
  const calls = new Map<string, number[]>();
  const { query } = input;
  let loaded = 0;
  let total: number | null = null;
  for (let offset = 0; offset < REVIEWS_GATHERED_MAX; offset += REVIEW_PAGE_MAX) {
    const page = await apiRequest(
      apiPaths.callReviews(input.agent),
      {
        schema: callReviewListSchema,
        signal,
        query: { ...query, call_intent_id: query.call_intent_id?.map(String), limit: REVIEW_PAGE_MAX, offset },
      },
      config,
    );
    figures.add(page.items);
    for (const r of page.items) {
      for (const key of callSetKeysOf(r)) {
        const ids = calls.get(key);
        if (ids) ids.push(r.call_id);
        else calls.set(key, [r.call_id]);
      }
    }
    loaded += page.items.length;
    total = page.total ?? null;
    onProgress({ loaded, total });
    const done = total !== null ? offset + REVIEW_PAGE_MAX >= total : page.items.length < REVIEW_PAGE_MAX;
    if (done || page.items.length === 0) return { quality: figures.result(), calls, loaded, total, truncated: false };
  }
  return { quality: figures.result(), calls, loaded, total, truncated: true };
}
