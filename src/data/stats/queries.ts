import { queryOptions } from '@tanstack/react-query';
import { apiPaths, callStatsSchema, type AgentRef } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import type { ComputedStats, ComputeProgress } from './gather-stats';
import { statsKeys, type ComputedStatsQuery, type StatsQuery } from './keys';

/** B.3 `GET <agent>/calls/stats`. A server without it answers 404 `Not Found` (ApiError.isRouteMissing). */
export const callStatsOptions = (a: AgentRef, q: StatsQuery) =>
  queryOptions({
    queryKey: statsKeys.route(a, q),
    queryFn: ({ signal }) => apiRequest(apiPaths.callStats(a), { schema: callStatsSchema, signal, query: q }),
  });

/**
 * The same figures computed from the calls list in a worker, for a server without the statistics
 * route: at most `q.limit` calls read, newest first; `onProgress` hears how far it has read.
 */
export const computedStatsOptions = (a: AgentRef, q: ComputedStatsQuery, onProgress: (p: ComputeProgress) => void) =>
  queryOptions({
    queryKey: statsKeys.computed(a, q),
    queryFn: async ({ signal }): Promise<ComputedStats> => {
      onProgress({ loaded: 0, total: null });
      // Only a server without the statistics route needs it: loaded then.
      const { computeStats } = await import('./computed-stats');
      return computeStats({ agent: a, ...q }, onProgress, signal);
    },
  });
