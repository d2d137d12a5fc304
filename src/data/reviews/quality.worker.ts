/// <reference lib="webworker" />
import { isApiError } from '../../lib/api-error';
import type { QualityMessage, QualityRequest } from './computed-quality';
import { gatherQuality } from './gather-quality';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: QualityMessage) => scope.postMessage(m);
let running: AbortController | null = null;

// The figures are gathered by gatherQuality (tested on its own); this file only carries messages.
// One worker per reading: the page ends it when the reading is no longer wanted.
scope.onmessage = (e: MessageEvent<QualityRequest | { type: 'cancel' }>) => {
  const msg = e.data;
  running?.abort();
  if (msg.type === 'cancel') return;
  const controller = new AbortController();
  running = controller;
  gatherQuality(
    msg,
    { baseUrl: msg.baseUrl, token: msg.token },
    (p) => post({ type: 'progress', ...p }),
    controller.signal,
  )
    .then((done) => post({ type: 'done', ...done }))
    .catch((err: unknown) => {
      if (controller.signal.aborted) return;
      post({
        type: 'error',
        error: isApiError(err)
          ? {
              kind: err.kind,
              message: err.message,
              status: err.status,
              detail: err.detail,
              validation: err.validation,
              retryAfterMs: err.retryAfterMs,
            }
          : {
              kind: 'unexpected-response',
              message: err instanceof Error ? err.message : String(err),
              status: null,
              detail: null,
              validation: [],
              retryAfterMs: null,
            },
      });
    });
};
