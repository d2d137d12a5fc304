/// <reference lib="webworker" />
import { isApiError } from '../../lib/api-error';
import type { ComputeRequest, ComputeMessage } from './computed-stats';
import { gatherStats } from './gather-stats';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: ComputeMessage) => scope.postMessage(m);
const running = new Map<number, AbortController>();

// The figures are gathered by gatherStats (tested on its own); this file only carries messages.
scope.onmessage = (e: MessageEvent<ComputeRequest | { type: 'cancel'; id: number }>) => {
  const msg = e.data;
  if (msg.type === 'cancel') {
    running.get(msg.id)?.abort();
    running.delete(msg.id);
    return;
  }
  const controller = new AbortController();
  running.set(msg.id, controller);
  gatherStats(
    msg,
    { baseUrl: msg.baseUrl, token: msg.token },
    (p) => post({ type: 'progress', id: msg.id, ...p }),
    controller.signal,
  )
    .then((done) => post({ type: 'done', id: msg.id, ...done }))
    .catch((err: unknown) => {
      if (controller.signal.aborted) return;
      post({
        type: 'error',
        id: msg.id,
        error: isApiError(err)
          ? { kind: err.kind, message: err.message, status: err.status, detail: err.detail, validation: err.validation }
          : {
              kind: 'unexpected-response',
              message: err instanceof Error ? err.message : String(err),
              status: null,
              detail: null,
              validation: [],
            },
      });
    })
    .finally(() => running.delete(msg.id));
};
