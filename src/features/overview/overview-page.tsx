import { Loader, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LastRunSummary } from '../../components/last-run-summary';
import { LiveBar } from '../../components/live-bar';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { useNewCalls } from '../../data/calls/new-calls';
import { ruleKindsOptions } from '../../data/rules/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { RangeControl } from './components/range-control';
import { OverviewBody } from './overview-body';
import {
  bucketFor,
  DEFAULT_PRESET,
  isoOf,
  periodName,
  presetRange,
  previousPeriod,
  rangeFromParams,
  type Range,
} from './range';
import type { OverviewState, OverviewView } from './overview-state';
import { useOverviewStats } from './use-overview-stats';

// Only figures computed from the calls list (a server without statistics) need a note.
const notes = () => import('./components/source-note');
const ComputingNote = lazy(() => notes().then((m) => ({ default: m.ComputingNote })));
const NothingToCount = lazy(() => notes().then((m) => ({ default: m.NothingToCount })));

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** How the agent is doing over a time range (`.../overview`): figures, a chart, breakdowns. */
export function OverviewPage() {
  const agent = useAgentRef();
  const { params, live, setLive, setRange } = useOverviewAddress();
  const { tz, now, range, bucket, ranges, period, update } = useOverviewRange(params);
  const state = useOverviewStats(agent, ranges, bucket, tz);
  const liveState = liveAvailability(state, range, now);
  const found = useNewCalls(
    agent,
    { ...NO_FILTERS, started_after: isoOf(range.from), started_before: isoOf(range.to) },
    state.status === 'success' ? state.figures.current.total.calls : null,
    live && liveState === null,
  );
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const success = state.status === 'success' ? state : null;
  const shown = useShownView(success, range, ranges, period, bucket);

  return (
    <Page title="Overview">
      <LastRunSummary agent={agent} />
      <RangeControl key={`${range.from}-${range.to}`} range={range} now={now} tz={tz} onChange={setRange} />
      <LiveBar
        live={live}
        onLive={setLive}
        unavailable={liveState}
        found={found}
        applyLabel="Update figures"
        onApply={update}
        applying={success?.updating ?? false}
      />
      <FiguresStatus state={state} drawing={success !== null && !shown} />
      {success && shown && (
        <OverviewBody agent={agent} view={shown} tz={tz} options={options.data} kinds={kinds.data} />
      )}
    </Page>
  );
}

/** The range in the address, or the default preset up to `now`, and the periods compared. */
function useOverviewRange(params: URLSearchParams) {
  const [tz] = useState(browserZone);
  // The figures run up to this moment; Live's "Update figures" moves it on.
  const [now, setNow] = useState(() => Date.now());
  const fromUrl = rangeFromParams(params);
  const range = useMemo<Range>(
    () => fromUrl ?? presetRange(DEFAULT_PRESET, now, tz),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is its two numbers
    [fromUrl?.from, fromUrl?.to, now, tz],
  );
  const bucket = bucketFor(range);
  const ranges = useMemo(() => previousPeriod(range, now, tz), [range, now, tz]);
  const period = periodName(range, tz);
  const update = useCallback(() => setNow(Date.now()), []);
  return { tz, now, range, bucket, ranges, period, update };
}

/** Live and the range, kept in the address. */
function useOverviewAddress() {
  const [params, setParams] = useSearchParams();
  const live = params.get('live') === 'true';
  const setLive = (on: boolean) => {
    const next = new URLSearchParams(params);
    next.delete('live');
    if (on) next.set('live', 'true');
    setParams(next, { replace: true });
  };
  const setRange = (r: Range) => {
    const next = new URLSearchParams(params);
    next.set('started_after', isoOf(r.from));
    next.set('started_before', isoOf(r.to));
    setParams(next);
  };
  return { params, live, setLive, setRange };
}

type Success = Extract<OverviewState, { status: 'success' }>;

/** The view the page draws: the latest figures once React has drawn them, until then what it showed. */
function useShownView(
  success: Success | null,
  range: Range,
  ranges: OverviewView['periods'],
  period: string,
  bucket: OverviewView['bucket'],
): OverviewView | null {
  const figures = success?.figures ?? null;
  // New figures are drawn as a deferred update: React renders them in slices between which the
  // page answers input, where drawing them as they arrive (a query's answer is an urgent update)
  // is one long task. Until they are drawn the page shows what it showed; they are on screen a
  // little later (see docs/performance.md, row "The overview's figures drawn as a deferred update").
  // The periods the figures were asked for: taken when they come, so figures still standing in
  // while "Update figures" brings later ones are checked against their own periods, not the new ones.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- taken anew with each set of figures only
  const asked = useMemo(() => ranges, [figures]);
  const view = useMemo<OverviewView | null>(
    () => (figures && success ? { figures, source: success.source, range, periods: asked, period, bucket } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the source is of the figures: it changes with them
    [figures, range, asked, period, bucket],
  );
  return useDeferredValue(view);
}

/** Loading, computing, error and "nothing to count"; `drawing`: figures came and are being drawn. */
function FiguresStatus({ state, drawing }: { state: OverviewState; drawing: boolean }) {
  return (
    <>
      {state.status === 'pending' && state.computing && (
        <Suspense fallback={<Loader size="sm" />}>
          <ComputingNote progress={state.progress} />
        </Suspense>
      )}
      {((state.status === 'pending' && !state.computing) || drawing) && (
        // A status, so the name is read out (a name on a plain element is not, and axe refuses it).
        <Skeleton h={96} role="status" aria-busy="true" aria-label="Loading the figures" />
      )}
      {state.status === 'error' && (
        <QueryError
          title="Could not load the figures"
          error={state.error}
          onRetry={state.retry}
          retrying={state.retrying}
        />
      )}
      {state.status === 'not-offered' && (
        <Suspense fallback={null}>
          <NothingToCount />
        </Suspense>
      )}
    </>
  );
}

const NO_FILTERS = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };

/**
 * Why Live cannot follow this range, or null. New calls are counted against the figures' own
 * count of calls (the calls list's total over the range), so figures computed from only part of
 * the current period cannot be followed.
 */
function liveAvailability(state: OverviewState, range: Range, now: number): string | null {
  if (range.to <= now) return 'This range has ended, so no new calls fall in it.';
  if (state.status !== 'success' || state.source.kind !== 'computed' || !state.source.truncated) return null;
  const oldest = state.source.oldest === null ? NaN : Date.parse(state.source.oldest);
  return oldest < range.from
    ? null
    : 'The figures come from part of the calls list, so new calls cannot be counted against them.';
}
