import type { AgentRef, CallFilters, StatsBucketSize } from '../../contract';
import { callKeys } from '../calls/keys';

/** The most calls the dashboard reads from the list to compute figures itself. */
export const COMPUTE_LIMIT = 20_000;

/** What the statistics are asked for (B.3): a range, a bucket size in a time zone, the list's filters. */
export type StatsQuery = CallFilters & {
  started_after: string;
  started_before: string;
  bucket: StatsBucketSize;
  tz: string;
};

/** A period to gather; `labelIds`: only calls carrying one of these labels or red flags. */
export type ComputePeriod = { from: string; to: string; bucket: StatsBucketSize; labelIds?: number[] };

/** What figures computed from the calls list are asked for: periods in a time zone, the list's filters, the most calls read. */
export type ComputedStatsQuery = { tz: string; periods: ComputePeriod[]; filters: CallFilters; limit: number };

/**
 * Under the agent's calls, so whatever refreshes the calls refreshes their statistics. `computed`
 * is the same figures gathered from the calls list where the server has no statistics route.
 */
export const statsKeys = {
  all: (a: AgentRef) => [...callKeys.agent(a), 'stats'] as const,
  route: (a: AgentRef, q: StatsQuery) => [...statsKeys.all(a), 'route', q] as const,
  computed: (a: AgentRef, q: ComputedStatsQuery) => [...statsKeys.all(a), 'computed', q] as const,
};
