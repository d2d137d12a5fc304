import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef } from '../../contract';
import { failuresInARow, pollDelay } from '../../lib/poll-backoff';
import { callKeys, type CallListQuery } from './keys';
import { fetchCallPage } from './queries';

/** A count of the calls matching a query, and how many checks had failed when it was taken. */
export type CallCount = { total: number | null; errorsBefore: number };

/**
 * "Live": how many calls match the query now, from the calls list asked for one call (B.1 gives
 * `total` for any page, so the service counts and sends one call, not the list). Checked every
 * 10 s, with a pause that doubles after each failure (lib/poll-backoff), never while the tab is
 * hidden (React Query skips an interval's fetch then), and at once when it is shown again (a
 * visible tab counts as focused). Not retried on its own: the back-off is its retry.
 */
export const callCountOptions = (a: AgentRef, query: CallListQuery) =>
  queryOptions({
    queryKey: callKeys.count(a, query),
    queryFn: async ({ signal, client, queryKey }): Promise<CallCount> => {
      // The errors so far, kept with the answer: the failures in a row are those after it.
      const errorsBefore = client.getQueryState(queryKey)?.errorUpdateCount ?? 0;
      const page = await fetchCallPage(a, query, { limit: 1, offset: 0 }, signal);
      return { total: page.total ?? null, errorsBefore };
    },
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (q) => pollDelay(failuresInARow(q.state, q.state.data?.errorsBefore)),
  });

export type NewCalls = {
  /** Calls matching the query beyond `baseline` (never below zero); null until known. */
  count: number | null;
  /** The first check is on its way. */
  checking: boolean;
  /** The service does not send a total: new calls cannot be counted. */
  uncounted: boolean;
  /** The last check failed: its error, and the pause before the next one. */
  error: unknown;
  failures: number;
  nextCheckMs: number;
};

/**
 * How many calls arrived beyond `baseline`, the number of calls the page shows its figures
 * for (the list's `total`, the overview's calls). Counting by total, not by the newest start
 * time: a call is stored when it ends, so a long call that started before the newest one shown
 * is still new. A call removed meanwhile hides one that arrived (the count is never negative).
 */
export function useNewCalls(a: AgentRef, query: CallListQuery, baseline: number | null, enabled: boolean): NewCalls {
  const watch = useQuery({ ...callCountOptions(a, query), enabled: enabled && baseline !== null });
  const failures = failuresInARow(watch, watch.data?.errorsBefore);
  const total = watch.data?.total ?? null;
  const count = enabled && baseline !== null && total !== null ? Math.max(0, total - baseline) : null;
  const checking = enabled && baseline !== null && watch.data === undefined && watch.isFetching;
  const uncounted = enabled && watch.data !== undefined && total === null;
  const error = enabled && watch.isError ? watch.error : null;
  // The same object while nothing in it changes, so a memoized bar is not drawn again.
  return useMemo(
    () => ({ count, checking, uncounted, error, failures, nextCheckMs: pollDelay(failures) }),
    [count, checking, uncounted, error, failures],
  );
}
