import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AgentRef, StatsBucketSize } from '../../contract';
import type { ComputeProgress } from '../../data/stats/computed-stats';
import { COMPUTE_LIMIT } from '../../data/stats/keys';
import { computedStatsOptions } from '../../data/stats/queries';
import { isApiError } from '../../lib/api-error';
import { isSameAgent, NO_FILTERS, type OverviewFigures, type OverviewState } from './overview-state';
import { isoOf, type Range } from './range';
import type { RedFlagLabels } from './use-red-flag-labels';

/**
 * The overview's figures computed from the calls list in a worker (at most COMPUTE_LIMIT calls), for a server
 * without the statistics route: asked for only while `enabled`.
 */
export function useComputedStats(
  a: AgentRef,
  ranges: { current: Range; previous: Range },
  bucket: StatsBucketSize,
  tz: string,
  red: RedFlagLabels,
  enabled: boolean,
): OverviewState {
  const [progress, setProgress] = useState<ComputeProgress | null>(null);
  const period = (r: Range, labelIds?: number[] | null) => ({
    from: isoOf(r.from),
    to: isoOf(r.to),
    bucket,
    ...(labelIds ? { labelIds } : {}),
  });
  const periods = [
    period(ranges.current),
    period(ranges.previous),
    ...(red.known ? [period(ranges.current, red.ids), period(ranges.previous, red.ids)] : []),
  ];
  const computed = useQuery({
    ...computedStatsOptions(a, { tz, periods, filters: NO_FILTERS, limit: COMPUTE_LIMIT }, setProgress),
    enabled,
    // The previous answer stands in while only the end of the periods moved (Live's "Update figures").
    placeholderData: (prev, prevQuery) => {
      const p = prevQuery?.queryKey.at(-1) as
        { tz?: string; bucket?: string; periods?: { from: string }[] } | undefined;
      return isSameAgent(prevQuery?.queryKey, a) &&
        p?.tz === tz &&
        p.bucket === bucket &&
        p.periods?.[0]?.from === periods[0]?.from
        ? prev
        : undefined;
    },
  });
  // The figures keep their identity while their answer does, so the page can tell new figures from a re-render.
  const figures = useMemo<OverviewFigures | null>(() => {
    const [c, p, rc, rp] = computed.data?.stats ?? [];
    return c && p
      ? {
          current: c,
          previous: p,
          previousMissing: null,
          redCurrent: rc ?? null,
          redPrevious: rp ?? null,
          redFlags: red.flags(null),
        }
      : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures are of this answer
  }, [computed.data]);

  if (computed.isError) {
    if (isApiError(computed.error) && computed.error.isRouteMissing) return { status: 'not-offered' };
    const retry = () => void computed.refetch();
    return { status: 'error', error: computed.error, retry, retrying: computed.isFetching, computing: true };
  }
  const data = computed.data;
  if (!data || !figures) return { status: 'pending', progress, computing: true };
  const { loaded, total, truncated, oldest } = data;
  return {
    status: 'success',
    figures,
    source: { kind: 'computed', loaded, total, truncated, oldest, limit: COMPUTE_LIMIT },
    fetching: computed.isFetching,
    updating: computed.isPlaceholderData,
  };
}
