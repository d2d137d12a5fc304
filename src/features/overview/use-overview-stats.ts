import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AgentRef, CallFilters, CallStats, StatsBucketSize } from '../../contract';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { ruleKindsOptions } from '../../data/rules/queries';
import type { ComputeProgress } from '../../data/stats/computed-stats';
import { COMPUTE_LIMIT, type StatsQuery } from '../../data/stats/keys';
import { callStatsOptions, computedStatsOptions } from '../../data/stats/queries';
import { isApiError } from '../../lib/api-error';
import { isoOf, type Range } from './range';

const NO_FILTERS: CallFilters = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };

/** A part of the figures that did not come, and how to ask for it again. */
export type Missing = { error: unknown; retry: () => void };

/**
 * What is known of red flags: counted; the agent has no red-flag rule; the server does not say
 * which labels are red flags (no rules list); or their figures (or the rules) did not come.
 */
export type RedFlags =
  { kind: 'counted' } | { kind: 'no-rules' } | { kind: 'not-said' } | ({ kind: 'failed' } & Missing);

export type OverviewFigures = {
  current: CallStats;
  /** Null where the previous period's figures did not come (`previousMissing` says why). */
  previous: CallStats | null;
  previousMissing: Missing | null;
  /** The same periods counting only calls with a red flag; null where red flags are not counted. */
  redCurrent: CallStats | null;
  redPrevious: CallStats | null;
  redFlags: RedFlags;
};

export type OverviewSource =
  | { kind: 'route' }
  | {
      kind: 'computed';
      loaded: number;
      total: number | null;
      truncated: boolean;
      oldest: string | null;
      limit: number;
    };

export type OverviewState =
  | { status: 'pending'; progress: ComputeProgress | null; computing: boolean }
  | { status: 'error'; error: unknown; retry: () => void; retrying: boolean; computing: boolean }
  | { status: 'not-offered' }
  /** `updating`: the figures shown are the previous ones while those up to a later end come. */
  | { status: 'success'; figures: OverviewFigures; source: OverviewSource; fetching: boolean; updating: boolean };

// A query key of the agent's calls starts with ['calls', workspace, agent] (data/calls/keys).
const isSameAgent = (key: readonly unknown[] | undefined, a: AgentRef): boolean =>
  key?.[1] === a.workspaceId && key[2] === a.agentId;

/**
 * The overview's figures for a range and the previous period of the same length: from the
 * statistics route (B.3), or, where the server has none, computed from the calls list in a
 * worker (at most COMPUTE_LIMIT calls).
 */
export function useOverviewStats(
  a: AgentRef,
  ranges: { current: Range; previous: Range },
  bucket: StatsBucketSize,
  tz: string,
): OverviewState {
  const kinds = useQuery(ruleKindsOptions(a));
  const options = useQuery(callFilterOptionsOptions(a));
  // Red flags are rules whose output says so (the rules list, Part B): without it, unknown.
  const redIds = kinds.isSuccess
    ? (options.data?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds.data[id] === 'red_flag')
    : null;
  const redKnown = redIds !== null && redIds.length > 0;
  const kindsFailed = kinds.isError && !(isApiError(kinds.error) && kinds.error.isRouteMissing);
  const settled = !kinds.isPending && (kinds.isError || !options.isPending);

  const q = (r: Range, labels: number[] = []): StatsQuery => ({
    ...NO_FILTERS,
    label_id: labels.map(String),
    started_after: isoOf(r.from),
    started_before: isoOf(r.to),
    bucket,
    tz,
  });
  // Figures brought up to now (Live's "Update figures") keep the page as it was until they come:
  // the previous answer stands in while only the end of a period moved.
  const sameStart = (prev: unknown, next: StatsQuery) => {
    const p = Array.isArray(prev) ? (prev.at(-1) as Partial<StatsQuery> | undefined) : undefined;
    return (
      p?.started_after === next.started_after &&
      p.bucket === next.bucket &&
      p.tz === next.tz &&
      String(p.label_id) === String(next.label_id)
    );
  };
  const stats = (query: StatsQuery) => ({
    ...callStatsOptions(a, query),
    placeholderData: (prev: CallStats | undefined, prevQuery?: { queryKey: readonly unknown[] }) =>
      sameStart(prevQuery?.queryKey, query) && isSameAgent(prevQuery?.queryKey, a) ? prev : undefined,
  });
  const current = useQuery(stats(q(ranges.current)));
  const routeMissing = current.isError && isApiError(current.error) && current.error.isRouteMissing;
  const useRoute = !routeMissing;
  // Asked for beside the current period's, not after it: the figures come one round trip sooner.
  // A server without the route answers each with a 404 once (no retry), and the page says so.
  const previous = useQuery({ ...stats(q(ranges.previous)), enabled: useRoute });
  const redCurrent = useQuery({ ...stats(q(ranges.current, redIds ?? [])), enabled: useRoute && redKnown });
  const redPrevious = useQuery({ ...stats(q(ranges.previous, redIds ?? [])), enabled: useRoute && redKnown });

  const [progress, setProgress] = useState<ComputeProgress | null>(null);
  const periods = [
    { from: isoOf(ranges.current.from), to: isoOf(ranges.current.to), bucket },
    { from: isoOf(ranges.previous.from), to: isoOf(ranges.previous.to), bucket },
    ...(redKnown
      ? [
          { from: isoOf(ranges.current.from), to: isoOf(ranges.current.to), bucket, labelIds: redIds },
          { from: isoOf(ranges.previous.from), to: isoOf(ranges.previous.to), bucket, labelIds: redIds },
        ]
      : []),
  ];
  const computed = useQuery({
    ...computedStatsOptions(a, { tz, periods, filters: NO_FILTERS, limit: COMPUTE_LIMIT }, setProgress),
    enabled: routeMissing && settled,
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

  const redState = (failed: { error: unknown; retry: () => void } | null): RedFlags =>
    failed
      ? { kind: 'failed', ...failed }
      : redKnown
        ? { kind: 'counted' }
        : kinds.isSuccess
          ? { kind: 'no-rules' }
          : kindsFailed
            ? { kind: 'failed', error: kinds.error, retry: () => void kinds.refetch() }
            : { kind: 'not-said' };
  // A comparison that did not come (the previous period, the red flags) leaves out its part: the
  // figures that came are shown, and what is missing is said.
  const came = (x: { data?: unknown; isError: boolean }) => x.data !== undefined || x.isError;
  const redFailed = [redCurrent, redPrevious].find((x) => x.isError && x.data === undefined);
  // The figures keep their identity while their answers do, so the page can tell new figures from a re-render.
  const routeFigures = useMemo<OverviewFigures | null>(
    () =>
      current.data && came(previous) && (!redKnown || (came(redCurrent) && came(redPrevious)))
        ? {
            current: current.data,
            previous: previous.data ?? null,
            previousMissing: previous.data ? null : { error: previous.error, retry: () => void previous.refetch() },
            redCurrent: redKnown && !redFailed ? (redCurrent.data ?? null) : null,
            redPrevious: redKnown && !redFailed ? (redPrevious.data ?? null) : null,
            redFlags: redState(redFailed ? { error: redFailed.error, retry: () => void redFailed.refetch() } : null),
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
      redKnown,
      kinds.status,
    ],
  );
  const computedFigures = useMemo<OverviewFigures | null>(() => {
    const [c, p, rc, rp] = computed.data?.stats ?? [];
    return c && p
      ? {
          current: c,
          previous: p,
          previousMissing: null,
          redCurrent: rc ?? null,
          redPrevious: rp ?? null,
          redFlags: redState(null),
        }
      : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the figures are of this answer
  }, [computed.data]);

  if (useRoute) {
    if (current.isError)
      return {
        status: 'error',
        error: current.error,
        retry: () => void current.refetch(),
        retrying: current.isFetching,
        computing: false,
      };
    // The others' failures are parts left out of the figures (routeFigures), never the page's
    // error: the current period's figures came.
    if (!routeFigures || !settled) return { status: 'pending', progress: null, computing: false };
    return {
      status: 'success',
      figures: routeFigures,
      source: { kind: 'route' },
      fetching: current.isFetching || previous.isFetching,
      updating: [current, previous, redCurrent, redPrevious].some((x) => x.isPlaceholderData),
    };
  }
  if (computed.isError) {
    if (isApiError(computed.error) && computed.error.isRouteMissing) return { status: 'not-offered' };
    return {
      status: 'error',
      error: computed.error,
      retry: () => void computed.refetch(),
      retrying: computed.isFetching,
      computing: true,
    };
  }
  const data = computed.data;
  if (!data || !computedFigures) return { status: 'pending', progress, computing: true };
  return {
    status: 'success',
    figures: computedFigures,
    source: {
      kind: 'computed',
      loaded: data.loaded,
      total: data.total,
      truncated: data.truncated,
      oldest: data.oldest,
      limit: COMPUTE_LIMIT,
    },
    fetching: computed.isFetching,
    updating: computed.isPlaceholderData,
  };
}
