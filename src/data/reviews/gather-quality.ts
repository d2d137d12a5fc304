import type { AgentRef, CallReview } from '../../contract';
import { REVIEW_PAGE_MAX, apiPaths, callReviewListSchema } from '../../contract';
import { apiRequest, type ClientConfig } from '../../lib/api-client';
import { type Agreement, agreementOf } from '../../lib/review-agreement-table';
import { QualityAccumulator, type Quality, callSetKeysOf } from '../../lib/review-quality';
import { settleReviews } from '../../lib/review-settle';
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
  /** The calls left out of the figures: their reviewers disagree and no final verdict settles them. */
  disagreeing: number[];
  /** How far the reviewers agree, per pair and across all, and the calls they differ on without a final verdict. */
  agreement: Agreement;
};

/** Pages of the reviews list (B.4) over `query`, up to REVIEWS_GATHERED_MAX, each reported as it comes. */
async function readReviews(
  input: { agent: AgentRef; query: ReviewListQuery & { final?: string } },
  config: ClientConfig,
  onPage: (loaded: number, total: number | null) => void,
  signal?: AbortSignal,
): Promise<{ items: CallReview[]; total: number | null; truncated: boolean }> {
  const { query } = input;
  const items: CallReview[] = [];
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
    items.push(...page.items);
    total = page.total ?? null;
    onPage(items.length, total);
    const done = total !== null ? offset + REVIEW_PAGE_MAX >= total : page.items.length < REVIEW_PAGE_MAX;
    if (done || page.items.length === 0) return { items, total, truncated: false };
  }
  return { items, total, truncated: true };
}

/**
 * Pages through the reviews list (B.4; the service pages at most 500) and its final verdicts
 * (B.11, `final=true`), then adds to the figures the review that counts for each call (its final
 * verdict, else its reviews where they agree: settleReviews) and works out how far reviewers
 * agree (agreementOf), so only the figures leave: what the
 * quality worker runs (src/data/reviews/quality.worker.ts), off the page's thread. Stops at
 * REVIEWS_GATHERED_MAX, or at a short page when the service gives no total. Failures are ApiErrors.
 */
export async function gatherQuality(
  input: { agent: AgentRef; query: ReviewListQuery },
  config: ClientConfig,
  onProgress: (p: QualityProgress) => void,
  signal?: AbortSignal,
): Promise<GatheredQuality> {
  const read = await readReviews(input, config, (loaded, total) => onProgress({ loaded, total }), signal);
  // A server without final verdicts lists its reviews whatever `final` says: an item counts as a
  // final verdict only where it says who decided it.
  const finals = await readReviews(
    { ...input, query: { ...input.query, final: 'true' } },
    config,
    () => undefined,
    signal,
  );
  const finalByCall = new Map(
    finals.items.filter((f) => 'decided_at' in f || 'decided_by' in f).map((f) => [f.call_id, f] as const),
  );
  const settled = settleReviews(read.items, finalByCall);
  const figures = new QualityAccumulator();
  figures.add(settled.counted);
  const calls = new Map<string, number[]>();
  for (const r of settled.counted) {
    for (const key of callSetKeysOf(r)) {
      const ids = calls.get(key);
      if (ids) ids.push(r.call_id);
      else calls.set(key, [r.call_id]);
    }
  }
  return {
    quality: figures.result(),
    calls,
    loaded: read.items.length,
    total: read.total,
    truncated: read.truncated,
    disagreeing: settled.disagreeing,
    agreement: agreementOf(read.items, new Set(finalByCall.keys())),
  };
}
