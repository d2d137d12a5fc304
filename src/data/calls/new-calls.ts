import type { AgentRef } from '../../contract';
import { type LiveCount, type NewItems, liveCountOptions, useNewItems } from '../live-count';
import { callKeys, type CallListQuery } from './keys';
import { fetchCallPage } from './queries';

/** A count of the calls matching a query, and how many checks had failed when it was taken. */
export type CallCount = LiveCount;

/**
 * "Live": how many calls match the query now, from the calls list asked for one call (B.1 gives
 * `total` for any page, so the service counts and sends one call, not the list); how often and
 * when: data/live-count.ts.
 */
export const callCountOptions = (a: AgentRef, query: CallListQuery) =>
  liveCountOptions(
    callKeys.count(a, query),
    async (signal) => (await fetchCallPage(a, query, { limit: 1, offset: 0 }, signal)).total ?? null,
  );

export type NewCalls = NewItems;

/** How many calls arrived beyond `baseline`, the calls the page shows its figures for (data/live-count.ts). */
export function useNewCalls(a: AgentRef, query: CallListQuery, baseline: number | null, enabled: boolean): NewCalls {
  return useNewItems(callCountOptions(a, query), baseline, enabled);
}
