/// <reference lib="webworker" />
import type { CallReview } from '../../contract';
import { type Quality, computeQuality } from './quality';

export type QualityRequest = { reviews: CallReview[]; intents: number[]; labels: number[] };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<QualityRequest>) => {
  const { reviews, intents, labels } = e.data;
  const result: Quality = computeQuality(reviews, intents, labels);
  scope.postMessage(result);
};
