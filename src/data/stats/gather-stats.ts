import { apiPaths, callListSchema, type AgentRef, type Call, type CallFilters, type CallStats } from '../../contract';
import { apiRequest, type ClientConfig } from '../../lib/api-client';
import { StatsAccumulator } from '../../lib/call-stats';
import type { ComputePeriod } from './keys';

export type ComputeProgress = { loaded: number; total: number | null };
export type ComputedStats = {
  /** One per period asked for, in the same order. */
  stats: CallStats[];
  loaded: number;
  total: number | null;
  /** More calls matched than were read: the figures cover the newest `loaded`. */
  truncated: boolean;
  /** The start of the oldest call read. */
  oldest: string | null;
};

/** Calls asked for per page (a server may send fewer: the next page starts after what came). */
export const GATHER_PAGE = 1000;

export type GatherInput = {
  agent: AgentRef;
  tz: string;
  /** The range read from the list: it holds every period. */
  from: string;
  to: string;
  periods: ComputePeriod[];
  filters: CallFilters;
  /** The most calls read, newest first. */
  limit: number;
};

/**
 * Pages through the calls list, newest first, and gathers the figures of B.3 for each period
 * asked for, reading at most `limit` calls. What the worker runs (computed-stats.worker.ts), off
 * the page's thread: parsing thousands of calls would otherwise hold it. Failures are ApiErrors.
 */
export async function gatherStats(
  input: GatherInput,
  config: ClientConfig,
  onProgress: (p: ComputeProgress) => void,
  signal?: AbortSignal,
): Promise<ComputedStats> {
  const periods = input.periods.map((p) => {
    const stats = new StatsAccumulator(Date.parse(p.from), Date.parse(p.to), p.bucket, input.tz);
    const only = p.labelIds ? new Set(p.labelIds) : null;
    return {
      add: (calls: Call[]) =>
        stats.add(only ? calls.filter((c) => c.labels_and_redflags.some((l) => only.has(l.id))) : calls),
      result: () => stats.result(),
    };
  });
  let loaded = 0;
  let total: number | null = null;
  let oldest: string | null = null;
  for (;;) {
    const limit = Math.min(GATHER_PAGE, input.limit - loaded);
    if (limit <= 0) break;
    const page = await apiRequest(
      apiPaths.calls(input.agent),
      {
        schema: callListSchema,
        signal,
        query: {
          ...input.filters,
          started_after: input.from,
          started_before: input.to,
          order: 'desc',
          limit,
          offset: loaded,
        },
      },
      config,
    );
    total = page.total ?? null;
    for (const p of periods) p.add(page.items);
    loaded += page.items.length;
    oldest = page.items[page.items.length - 1]?.started_at ?? oldest;
    onProgress({ loaded, total });
    if (page.items.length === 0 || (total !== null && loaded >= total)) break;
  }
  const stats: CallStats[] = periods.map((p) => p.result());
  return { stats, loaded, total, truncated: total === null ? loaded >= input.limit : loaded < total, oldest };
}
