import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef, CallStats, StatsBucketSize } from '../../contract';
import type { StatsQuery } from '../../data/stats/keys';
import { callStatsOptions } from '../../data/stats/queries';
import { isApiError } from '../../lib/api-error';
import { isSameAgent, type OverviewFigures, type OverviewState } from './overview-state';
import type { Range } from './range';
import { sameStart, statsQuery } from './stats-query';
import type { RedFlagLabels } from './use-red-flag-labels';

/**
 * The overview's figures from the statistics route (B.3): the range, the previous period and, where red flags
 * are known, both again counting only calls with a red flag. `routeMissing`: the server has no such route.
 */
export function useRouteStats(
  a: AgentRef,
  ranges: { current: Range; previous: Range },
  bucket: StatsBucketSize,
  tz: string,
  red: RedFlagLabels,
): { routeMissing: boolean; state: OverviewState } {
  const stats = (range: Range, labels?: number[]) => {
    const query: StatsQuery = statsQuery(range, bucket, tz, labels);
    return {
      ...callStatsOptions(a, query),
      placeholderData: (prev: CallStats | undefined, prevQuery?: { queryKey: readonly unknown[] }) =>
        sameStart(prevQuery?.queryKey, query) && isSameAgent(prevQuery?.queryKey, a) ? prev : undefined,
    };
  };
  const current = useQuery(stats(ranges.current));
  const routeMissing = current.isError && isApiError(current.error) && current.error.isRouteMissing;
  // Asked for beside the current period's, not after it: the figures come one round trip sooner.
  // A server without the route answers each with a 404 once (no retry), and the page says so.
  const previous = useQuery({ ...stats(ranges.previous), enabled: !routeMissing });
  const redCurrent = useQuery({ ...stats(ranges.current, red.ids ?? []), enabled: !routeMissing && red.known });
  const redPrevious = useQuery({ ...stats(ranges.previous, red.ids ?? []), enabled: !routeMissing && red.known });

  // A comparison that did not come (the previous period, the red flags) leaves out its part: the
  // figures that came are shown, and what is missing is said.
  const came = (x: { data?: unknown; isError: boolean }) => x.data !== undefined || x.isError;
  const redFailed = [redCurrent, redPrevious].find((x) => x.isError && x.data === undefined);
  // The figures keep their identity while their answers do, so the page can tell new figures from a re-render.
  const figures = useMemo<OverviewFigures | null>(
    () =>
      current.data && came(previous) && (!red.known || (came(redCurrent) && came(redPrevious)))
        ? {
            current: current.data,
            previous: previous.data ?? null,
            previousMissing: previous.data ? null : { error: previous.error, retry: () => void previous.refetch() },
            redCurrent: red.known && !redFailed ? (redCurrent.data ?? null) : null,
            redPrevious: red.known && !redFailed ? (redPrevious.data ?? null) : null,
            redFlags: red.flags(redFailed ? { error: redFailed.error, retry: () => void redFailed.refetch() } : null),
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures are of these answers and errors
    [
      current.data,
      previous.data,
      previous.error,
      redCurrent.data,
      redCurrent.error,
      redPrevious.data,
      redPrevious.error,
      red.known,
      red.rulesStatus,
    ],
  );

  if (current.isError) {
    const retry = () => void current.refetch();
    return {
      routeMissing,
      state: { status: 'error', error: current.error, retry, retrying: current.isFetching, computing: false },
    };
  }
  // The others' failures are parts left out of the figures, never the page's error: the current period's
  // figures came.
  if (!figures || !red.settled) return { routeMissing, state: { status: 'pending', progress: null, computing: false } };
  const state: OverviewState = {
    status: 'success',
    figures,
    source: { kind: 'route' },
    fetching: current.isFetching || previous.isFetching,
    updating: [current, previous, redCurrent, redPrevious].some((x) => x.isPlaceholderData),
  };
  return { routeMissing, state };
}
