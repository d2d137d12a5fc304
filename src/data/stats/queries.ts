import { queryOptions } from '@tanstack/react-query';
import { apiPaths, callStatsSchema, type AgentRef } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { statsKeys, type StatsQuery } from './keys';

/** B.3 `GET <agent>/calls/stats`. A server without it answers 404 `Not Found` (ApiError.isRouteMissing). */
export const callStatsOptions = (a: AgentRef, q: StatsQuery) =>
  queryOptions({
    queryKey: statsKeys.route(a, q),
    queryFn: ({ signal }) => apiRequest(apiPaths.callStats(a), { schema: callStatsSchema, signal, query: q }),
  });
