import { type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { failuresInARow, pollDelay } from '../lib/poll-backoff';

/** A count of what matches a list's query now, and how many checks had failed when it was taken. */
export type LiveCount = { total: number | null; errorsBefore: number };

/**
 * "Live" on a list (the calls, the overview, the firing alerts): how many items match its query
 * now, from the list's `total` (`count` asks for one item). Checked every 10 s, with a pause that
 * doubles after each failure (lib/poll-backoff), never while the tab is hidden (React Query skips
 * an interval's fetch then), and at once when it is shown again (a visible tab counts as
 * focused). Not retried on its own: the back-off is its retry.
 */
export const liveCountOptions = <K extends QueryKey>(key: K, count: (signal: AbortSignal) => Promise<number | null>) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal, client, queryKey }): Promise<LiveCount> => {
      // The errors so far, kept with the answer: the failures in a row are those after it.
      const errorsBefore = client.getQueryState(queryKey)?.errorUpdateCount ?? 0;
      return { total: await count(signal), errorsBefore };
    },
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
    refetchIntervalInBackground: false,
    refetchInterval: (q) => pollDelay(failuresInARow(q.state, q.state.data?.errorsBefore)),
  });

export type NewItems = {
  /** Items matching the query beyond `baseline` (never below zero); null until known. */
  count: number | null;
  /** The first check is on its way. */
  checking: boolean;
  /** The service does not send a total: new items cannot be counted. */
  uncounted: boolean;
  /** The last check failed: its error, and the pause before the next one. */
  error: unknown;
  failures: number;
  nextCheckMs: number;
};

/**
 * How many items arrived beyond `baseline`, the number the page shows (a list's `total`).
 * Counting by total, not by the newest time shown: a call is stored when it ends, so a long call
 * that started before the newest one shown is still new. An item that left the query meanwhile
 * (deleted, or a firing acknowledged elsewhere) hides one that arrived: the count is never negative.
 */
export function useNewItems<K extends QueryKey>(
  options: ReturnType<typeof liveCountOptions<K>>,
  baseline: number | null,
  enabled: boolean,
): NewItems {
  const watch = useQuery({ ...options, enabled: enabled && baseline !== null });
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
