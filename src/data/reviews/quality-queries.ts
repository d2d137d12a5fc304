import { queryOptions } from '@tanstack/react-query';
import type { AgentRef } from '../../contract';
import { computeQuality } from './computed-quality';
import type { GatheredQuality, QualityProgress } from './gather-quality';
import { type ReviewListQuery, reviewKeys } from './keys';

// Apart from queries.ts, which the call page loads: the worker's start stays with the quality page.
/**
 * The quality figures of every review matching `query` (at most REVIEWS_GATHERED_MAX), read and
 * computed in a worker: only the figures and the calls each counts reach the page.
 * `onProgress` hears how many reviews have been read.
 */
export const reviewQualityOptions = (a: AgentRef, query: ReviewListQuery, onProgress: (p: QualityProgress) => void) =>
  queryOptions({
    queryKey: reviewKeys.quality(a, query),
    queryFn: ({ signal }): Promise<GatheredQuality> => {
      onProgress({ loaded: 0, total: null });
      return computeQuality(a, query, onProgress, signal);
    },
  });
