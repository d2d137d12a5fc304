import { useEffect, useMemo, useState } from 'react';
import type { CallReview } from '../../contract';
import { type Quality, computeQuality } from './quality';

/** Past this many reviews the figures are computed in a Worker, so the page never holds still. */
export const WORKER_FROM = 1500;

/**
 * The quality figures of `reviews`: at once for a short list, from a Worker for a long one
 * (null while it works). `intents` and `labels` are the known ids, in the order to show them.
 */
export function useQuality(reviews: CallReview[] | undefined, intents: number[], labels: number[]): Quality | null {
  const large = (reviews?.length ?? 0) >= WORKER_FROM;
  const intentsKey = intents.join(',');
  const labelsKey = labels.join(',');
  const small = useMemo(
    () => (reviews && !large ? computeQuality(reviews, intentsKey ? intentsKey.split(',').map(Number) : [], labelsKey ? labelsKey.split(',').map(Number) : []) : null),
    [reviews, large, intentsKey, labelsKey],
  );
  const [fromWorker, setFromWorker] = useState<{ input: CallReview[]; key: string; quality: Quality } | null>(null);
  useEffect(() => {
    if (!reviews || !large) return;
    const worker = new Worker(new URL('./quality.worker.ts', import.meta.url), { type: 'module', name: 'quality' });
    const key = `${intentsKey}|${labelsKey}`;
    worker.onmessage = (e: MessageEvent<Quality>) => {
      setFromWorker({ input: reviews, key, quality: e.data });
      worker.terminate();
    };
    worker.postMessage({ reviews, intents: intentsKey ? intentsKey.split(',').map(Number) : [], labels: labelsKey ? labelsKey.split(',').map(Number) : [] });
    return () => worker.terminate();
  }, [reviews, large, intentsKey, labelsKey]);
  if (!large) return small;
  return fromWorker && fromWorker.input === reviews && fromWorker.key === `${intentsKey}|${labelsKey}` ? fromWorker.quality : null;
}
