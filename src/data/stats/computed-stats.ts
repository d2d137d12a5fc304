import type { AgentRef, CallFilters, ValidationItem } from '../../contract';
import { ApiError, type ApiErrorKind } from '../../lib/api-error';
import { getSession } from '../../lib/session';
import type { ComputedStats, ComputeProgress, GatherInput } from './gather-stats';
import { COMPUTE_LIMIT, type ComputePeriod } from './keys';

export type { ComputedStats, ComputeProgress } from './gather-stats';
export type { ComputePeriod } from './keys';

export type ComputeRequest = GatherInput & { type: 'run'; id: number; baseUrl: string; token: string | null };
type WireError = {
  kind: ApiErrorKind;
  message: string;
  status: number | null;
  detail: string | null;
  validation: ValidationItem[];
};
export type ComputeMessage =
  | ({ type: 'progress'; id: number } & ComputeProgress)
  | ({ type: 'done'; id: number } & ComputedStats)
  | { type: 'error'; id: number; error: WireError };

let worker: Worker | null = null;
let nextId = 1;
const listeners = new Map<number, (m: ComputeMessage) => void>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./computed-stats.worker.ts', import.meta.url), {
      type: 'module',
      name: 'computed-stats',
    });
    worker.onmessage = (e: MessageEvent<ComputeMessage>) => listeners.get(e.data.id)?.(e.data);
    worker.onerror = (e) => {
      for (const [id, listen] of listeners) {
        listen({
          type: 'error',
          id,
          error: {
            kind: 'unexpected-response',
            message: e.message || 'The figures could not be computed.',
            status: null,
            detail: null,
            validation: [],
          },
        });
      }
      listeners.clear();
      worker = null;
    };
  }
  return worker;
}

/**
 * The figures of B.3 for each period, computed from the calls list in a worker (a server without
 * the statistics route), reading at most `limit` calls, newest first. Failures are ApiErrors.
 */
export function computeStats(
  input: { agent: AgentRef; tz: string; periods: ComputePeriod[]; filters: CallFilters; limit?: number },
  onProgress: (p: ComputeProgress) => void,
  signal?: AbortSignal,
): Promise<ComputedStats> {
  const id = nextId++;
  const session = getSession();
  const froms = input.periods.map((p) => p.from).sort();
  const tos = input.periods.map((p) => p.to).sort();
  const req: ComputeRequest = {
    type: 'run',
    id,
    agent: input.agent,
    baseUrl: session.baseUrl,
    token: session.token,
    tz: input.tz,
    from: froms[0] ?? '',
    to: tos[tos.length - 1] ?? '',
    periods: input.periods,
    filters: input.filters,
    limit: input.limit ?? COMPUTE_LIMIT,
  };
  return new Promise((resolve, reject) => {
    const w = getWorker();
    const stop = () => {
      listeners.delete(id);
      w.postMessage({ type: 'cancel', id });
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    listeners.set(id, (m) => {
      if (m.type === 'progress') return onProgress({ loaded: m.loaded, total: m.total });
      listeners.delete(id);
      signal?.removeEventListener('abort', stop);
      if (m.type === 'done')
        resolve({ stats: m.stats, loaded: m.loaded, total: m.total, truncated: m.truncated, oldest: m.oldest });
      else reject(new ApiError({ ...m.error }));
    });
    w.postMessage(req);
  });
}
