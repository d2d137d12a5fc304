import type { AgentRef, ValidationItem } from '../../contract';
import { ApiError, type ApiErrorKind } from '../../lib/api-error';
import { getSession } from '../../lib/session';
import type { GatheredQuality, QualityProgress } from './gather-quality';
import type { ReviewListQuery } from './keys';

export type QualityRequest = {
  type: 'run';
  agent: AgentRef;
  query: ReviewListQuery;
  baseUrl: string;
  token: string | null;
};
type WireError = {
  kind: ApiErrorKind;
  message: string;
  status: number | null;
  detail: string | null;
  validation: ValidationItem[];
  retryAfterMs: number | null;
};
export type QualityMessage =
  ({ type: 'progress' } & QualityProgress) | ({ type: 'done' } & GatheredQuality) | { type: 'error'; error: WireError };

/**
 * The quality figures of the agent's reviews matching `query`, read and computed in a worker
 * with the session's base URL and token: the page's thread never holds the reviews. Failures
 * are ApiErrors, as the fetch layer gives them.
 */
export function computeQuality(
  agent: AgentRef,
  query: ReviewListQuery,
  onProgress: (p: QualityProgress) => void,
  signal?: AbortSignal,
): Promise<GatheredQuality> {
  const session = getSession();
  const request: QualityRequest = { type: 'run', agent, query, baseUrl: session.baseUrl, token: session.token };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./quality.worker.ts', import.meta.url), { type: 'module', name: 'quality' });
    const end = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
    };
    const stop = () => {
      end();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<QualityMessage>) => {
      const m = e.data;
      if (m.type === 'progress') return onProgress({ loaded: m.loaded, total: m.total });
      end();
      if (m.type === 'done') {
        const { quality, calls, loaded, total, truncated, disagreeing, agreement } = m;
        resolve({ quality, calls, loaded, total, truncated, disagreeing, agreement });
      } else reject(new ApiError(m.error));
    };
    worker.onerror = (e) => {
      end();
      reject(
        new ApiError({
          kind: 'unexpected-response',
          message: e.message || 'The quality figures could not be computed.',
        }),
      );
    };
    worker.postMessage(request);
  });
}
