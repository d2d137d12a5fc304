import { Button, Loader, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LiveBar } from '../../components/live-bar';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { useNewCalls } from '../../data/calls/new-calls';
import { ruleKindsOptions } from '../../data/rules/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { formatNumber } from '../../lib/format';
import { routes } from '../../lib/routes';
import { BreakdownTable } from './components/breakdown-table';
import classes from './components/overview.module.css';
import { bucketLabel } from './components/bucket-label';
import { CallsChart } from './components/calls-chart';
import { HeadlineFigures } from './components/headline-figures';
import { RangeControl } from './components/range-control';
import { breakdownRows, callsQuery, outcomeSeries } from './model';
import { bucketFor, DEFAULT_PRESET, isoOf, periodName, presetRange, previousPeriod, rangeFromParams, type Range } from './range';
import { useOverviewStats, type OverviewState } from './use-overview-stats';

// The chart's table is behind a button: its code loads with the first press.
const BucketsTable = lazy(() => import('./components/buckets-table').then((m) => ({ default: m.BucketsTable })));

// Only figures computed from the calls list (a server without statistics) need a note.
const notes = () => import('./components/source-note');
const SourceNote = lazy(() => notes().then((m) => ({ default: m.SourceNote })));
const ComputingNote = lazy(() => notes().then((m) => ({ default: m.ComputingNote })));
const NothingToCount = lazy(() => notes().then((m) => ({ default: m.NothingToCount })));

const PALETTE = ['teal', 'red', 'yellow', 'blue', 'violet', 'orange', 'cyan', 'pink', 'lime', 'indigo'];
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** How the agent is doing over a time range (UI.md `.../overview`): figures, a chart, breakdowns. */
export function OverviewPage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
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
  const state = useOverviewStats(agent, ranges, bucket, tz);
  const live = params.get('live') === 'true';
  const liveState = liveAvailability(state, range, now);
  const found = useNewCalls(
    agent,
    { ...NO_FILTERS, started_after: isoOf(range.from), started_before: isoOf(range.to) },
    state.status === 'success' ? state.figures.current.total.calls : null,
    live && liveState === null,
  );
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const outcomes = options.data?.call_outcomes ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const outcomeId = picked ?? outcomes.find((o) => o.label === 'Escalated')?.id ?? outcomes[0]?.id ?? null;
  const redIds = (options.data?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds.data?.[id] === 'red_flag');

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

  const chartTitle = bucket === 'hour' ? 'Calls per hour' : bucket === 'week' ? 'Calls per week' : 'Calls per day';
  const success = state.status === 'success' ? state : null;
  const chart = useMemo(() => {
    if (!success) return null;
    const stats = success.figures.current;
    const starts = stats.buckets.map((b) => Date.parse(b.start));
    const rows = stats.buckets.map((b, i) => ({
      range: { from: Math.max(range.from, starts[i] ?? 0), to: Math.min(range.to, starts[i + 1] ?? range.to) },
      calls: b.calls,
    }));
    // Each outcome keeps its colour whatever the range: by its place among the filter options.
    const ids = options.data?.call_outcomes.map((o) => String(o.id)) ?? [];
    const series = outcomeSeries(stats, options.data)
      .filter((s) => s.counts.some((n) => n > 0))
      .map((s) => ({ ...s, color: PALETTE[ids.indexOf(s.key)] ?? 'gray' }));
    return { starts, rows, series };
  }, [success, options.data, range.from, range.to]);

  return (
    <Page title="Overview">
      <RangeControl key={`${range.from}-${range.to}`} range={range} now={now} tz={tz} onChange={setRange} />
      <LiveBar
        live={live}
        onLive={setLive}
        unavailable={liveState}
        found={found}
        applyLabel="Update figures"
        onApply={() => setNow(Date.now())}
        applying={success?.updating ?? false}
      />
      {state.status === 'pending' &&
        (state.computing ? (
          <Suspense fallback={<Loader size="sm" />}>
            <ComputingNote progress={state.progress} />
          </Suspense>
        ) : (
          <Skeleton h={96} aria-label="Loading the figures" />
        ))}
      {state.status === 'error' && <QueryError title="Could not load the figures" error={state.error} onRetry={state.retry} retrying={state.retrying} />}
      {state.status === 'not-offered' && (
        <Suspense fallback={null}>
          <NothingToCount />
        </Suspense>
      )}
      {success && chart && (
        <>
          {success.source.kind === 'computed' && (
            <Suspense fallback={null}>
              <SourceNote source={success.source} />
            </Suspense>
          )}
          <HeadlineFigures
            agent={agent}
            range={range}
            period={period}
            now={success.figures.current.total}
            before={success.figures.previous.total}
            redNow={success.figures.redCurrent?.total ?? null}
            redBefore={success.figures.redPrevious?.total ?? null}
            redIds={redIds}
            outcomes={outcomes}
            outcomeId={outcomeId}
            onOutcome={setPicked}
          />
          <section aria-labelledby="chart-title">
            <Title order={2} size="h4" id="chart-title">
              {chartTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {summary(chart.rows, bucket, tz)}
            </Text>
            <ul className={classes.legend} aria-hidden="true">
              {chart.series.map((s) => (
                <li key={s.key} style={{ ['--swatch' as string]: `var(--mantine-color-${s.color}-6)` }}>
                  {s.name}
                </li>
              ))}
            </ul>
            <CallsChart
              starts={chart.starts}
              series={chart.series}
              bucket={bucket}
              tz={tz}
              label={`${chartTitle} by outcome (also as a table)`}
              onOpenBucket={(i) => {
                const row = chart.rows[i];
                if (row) void navigate(routes.calls(agent, callsQuery(row.range)));
              }}
            />
            <Button variant="default" size="compact-sm" mt="xs" aria-expanded={tableOpen} onClick={() => setTableOpen((o) => !o)}>
              {tableOpen ? 'Hide table' : 'Show as table'}
            </Button>
            {tableOpen && (
              <Suspense fallback={<Loader size="sm" aria-label="Loading the table" />}>
            <BucketsTable
              agent={agent}
              title={chartTitle}
              bucket={bucket}
              tz={tz}
              rows={chart.rows.map((r, i) => ({ ...r, byOutcome: chart.series.map((s) => s.counts[i] ?? 0) }))}
              outcomes={chart.series.map((s) => ({ id: s.key === '\u0000none' ? null : s.key, name: s.name }))}
            />
              </Suspense>
            )}
          </section>
          <div style={{ display: 'grid', gap: 'var(--mantine-spacing-lg)', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))' }}>
            {(
              [
                ['Outcomes', 'outcomes'],
                ['Intents', 'intents'],
                ['Sentiment', 'sentiments'],
                ['Labels and red flags', 'labels'],
              ] as const
            ).map(([title, kind]) => (
              <BreakdownTable
                key={kind}
                agent={agent}
                title={title}
                kind={kind}
                rows={breakdownRows(kind, success.figures.current.total, success.figures.previous.total, options.data, kinds.data)}
                total={success.figures.current.total.calls}
                range={range}
                period={period}
              />
            ))}
          </div>
        </>
      )}
    </Page>
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
  return oldest < range.from ? null : 'The figures come from part of the calls list, so new calls cannot be counted against them.';
}

/** The chart in a sentence: how many calls, the busiest and the quietest bucket. */
function summary(rows: { range: Range; calls: number }[], bucket: 'hour' | 'day' | 'week', tz: string): string {
  const total = rows.reduce((s, r) => s + r.calls, 0);
  if (total === 0) return 'No calls in this range.';
  const busiest = rows.reduce((a, b) => (b.calls > a.calls ? b : a));
  const quietest = rows.reduce((a, b) => (b.calls < a.calls ? b : a));
  const unit = bucket === 'hour' ? 'hour' : bucket === 'week' ? 'week' : 'day';
  return `${formatNumber(total)} calls over ${rows.length} ${unit}s (${formatNumber(Math.round(total / rows.length))} a ${unit} on average). Busiest: ${bucketLabel(busiest.range.from, bucket, tz)} with ${formatNumber(busiest.calls)}; quietest: ${bucketLabel(quietest.range.from, bucket, tz)} with ${formatNumber(quietest.calls)}.`;
}
