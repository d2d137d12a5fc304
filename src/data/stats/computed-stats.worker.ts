/// <reference lib="webworker" />
import { apiPaths, callListSchema, type Call, type CallStats } from '../../contract';
import { apiRequest, type ClientConfig } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { StatsAccumulator } from '../../lib/call-stats';
import type { ComputeRequest, ComputeMessage } from './computed-stats';

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** Calls asked for per page (a server may send fewer: the next page starts after what came). */
const PAGE = 1000;

/**
 * Pages through the calls list, newest first, and gathers the figures of each period asked for,
 * off the page's thread: parsing thousands of calls would otherwise hold it.
 */
async function run(req: ComputeRequest, signal: AbortSignal): Promise<void> {
  const config: ClientConfig = { baseUrl: req.baseUrl, token: req.token };
  const periods = req.periods.map((p) => {
    const stats = new StatsAccumulator(Date.parse(p.from), Date.parse(p.to), p.bucket, req.tz);
    const only = p.labelIds ? new Set(p.labelIds) : null;
    return { add: (calls: Call[]) => stats.add(only ? calls.filter((c) => c.labels_and_redflags.some((l) => only.has(l.id))) : calls), result: () => stats.result() };
  });
  let loaded = 0;
  let total: number | null = null;
  let oldest: string | null = null;
  for (;;) {
    const limit = Math.min(PAGE, req.limit - loaded);
    if (limit <= 0) break;
    const page = await apiRequest(
      apiPaths.calls(req.agent),
      { schema: callListSchema, signal, query: { ...req.filters, started_after: req.from, started_before: req.to, order: 'desc', limit, offset: loaded } },
      config,
    );
    total = page.total ?? null;
    for (const p of periods) p.add(page.items);
    loaded += page.items.length;
    oldest = page.items[page.items.length - 1]?.started_at ?? oldest;
    post({ type: 'progress', id: req.id, loaded, total });
    if (page.items.length === 0 || (total !== null && loaded >= total)) break;
  }
  const stats: CallStats[] = periods.map((p) => p.result());
  post({ type: 'done', id: req.id, stats, loaded, total, truncated: total === null ? loaded >= req.limit : loaded < total, oldest });
}

const post = (m: ComputeMessage) => scope.postMessage(m);
const running = new Map<number, AbortController>();

scope.onmessage = (e: MessageEvent<ComputeRequest | { type: 'cancel'; id: number }>) => {
  const msg = e.data;
  if (msg.type === 'cancel') {
    running.get(msg.id)?.abort();
    running.delete(msg.id);
    return;
  }
  const controller = new AbortController();
  running.set(msg.id, controller);
  run(msg, controller.signal)
    .catch((err: unknown) => {
      if (controller.signal.aborted) return;
      post({
        type: 'error',
        id: msg.id,
        error: isApiError(err)
          ? { kind: err.kind, message: err.message, status: err.status, detail: err.detail, validation: err.validation }
          : { kind: 'unexpected-response', message: err instanceof Error ? err.message : String(err), status: null, detail: null, validation: [] },
      });
    })
    .finally(() => running.delete(msg.id));
};
