import { Alert, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { callFilterOptionsOptions, ruleKindsOptions } from '../../data/call-filter-options';
import { useAgentRef } from '../../lib/agent-ref';
import { formatNumber } from '../../lib/format';
import { routes } from '../../lib/routes';
import { BreakdownTable } from './components/breakdown-table';
import { BucketsTable, bucketLabel } from './components/buckets-table';
import { CallsChart } from './components/calls-chart';
import { HeadlineFigures } from './components/headline-figures';
import { RangeControl } from './components/range-control';
import { breakdownRows, callsQuery, outcomeSeries } from './model';
import { bucketFor, DEFAULT_PRESET, isoOf, periodName, presetRange, previousPeriod, rangeFromParams, type Range } from './range';
import { useOverviewStats, type OverviewSource } from './use-overview-stats';

const PALETTE = ['teal', 'red', 'yellow', 'blue', 'violet', 'orange', 'cyan', 'pink', 'lime', 'indigo'];
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function SourceNote({ source }: { source: OverviewSource }) {
  if (source.kind === 'route') return null;
  return (
    <Alert color="gray" variant="light" title="Computed from the calls list">
      <Text size="sm">
        This server has no statistics route, so these figures were computed here from {formatNumber(source.loaded)} calls of its calls list
        (at most {formatNumber(source.limit)} are read).
      </Text>
      {source.truncated && (
        <Text size="sm" fw={600} mt={4}>
          The range and the period before it hold {source.total === null ? 'more' : formatNumber(source.total)} calls: the figures cover only the
          newest {formatNumber(source.loaded)}
          {source.oldest ? `, back to ${new Date(source.oldest).toLocaleString()}` : ''}. Choose a shorter range for complete figures.
        </Text>
      )}
    </Alert>
  );
}

/** How the agent is doing over a time range (UI.md `.../overview`): figures, a chart, breakdowns. */
export function OverviewPage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [tz] = useState(browserZone);
  const [now] = useState(() => Date.now());
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
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const outcomes = options.data?.call_outcomes ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const outcomeId = picked ?? outcomes.find((o) => o.label === 'Escalated')?.id ?? outcomes[0]?.id ?? null;
  const redIds = (options.data?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds.data?.[id] === 'red_flag');

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
    const ids = options.data?.call_outcomes.map((o) => String(o.id)) ?? [];
    const series = outcomeSeries(stats, options.data)
      .filter((s) => s.counts.some((n) => n > 0))
      .map((s) => ({ ...s, color: s.key === '\u0000none' ? 'gray' : (PALETTE[ids.indexOf(s.key) >= 0 ? ids.indexOf(s.key) % PALETTE.length : 9] ?? 'gray') }));
    return { starts, rows, series };
  }, [success, options.data, range.from, range.to]);

  return (
    <Page title="Overview">
      <RangeControl key={`${range.from}-${range.to}`} range={range} now={now} tz={tz} onChange={setRange} />
      {state.status === 'pending' && (
        <Stack gap="xs">
          {state.computing ? (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm" role="status">
                This server has no statistics route: computing the figures from the calls list
                {state.progress ? ` (${formatNumber(state.progress.loaded)}${state.progress.total !== null ? ` of ${formatNumber(Math.min(state.progress.total, 20_000))}` : ''} calls read)` : ''}…
              </Text>
              {state.progress?.total ? (
                <progress aria-label="Calls read" max={Math.min(state.progress.total, 20_000)} value={state.progress.loaded} />
              ) : null}
            </Group>
          ) : (
            <Skeleton h={96} aria-label="Loading the figures" />
          )}
          <Skeleton h={260} />
        </Stack>
      )}
      {state.status === 'error' && <QueryError error={state.error} onRetry={state.retry} retrying={state.retrying} />}
      {state.status === 'not-offered' && (
        <NotOffered what="call statistics or a calls list">
          <Text size="sm">There is nothing this page can count calls from on this server.</Text>
        </NotOffered>
      )}
      {success && chart && (
        <>
          <SourceNote source={success.source} />
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
            <Group gap="md" my="xs" wrap="wrap" aria-hidden="true">
              {chart.series.map((s) => (
                <Group key={s.key} gap={4}>
                  <span style={{ width: 12, height: 12, borderRadius: 2, background: `var(--mantine-color-${s.color}-6)`, display: 'inline-block' }} />
                  <Text size="xs">{s.name}</Text>
                </Group>
              ))}
            </Group>
            <CallsChart
              starts={chart.starts}
              series={chart.series}
              bucket={bucket}
              tz={tz}
              label={`${chartTitle}, stacked by outcome. The same figures are in the table "${chartTitle}".`}
              onOpenBucket={(i) => {
                const row = chart.rows[i];
                if (row) void navigate(routes.calls(agent, callsQuery(row.range)));
              }}
            />
            <BucketsTable
              agent={agent}
              title={chartTitle}
              bucket={bucket}
              tz={tz}
              rows={chart.rows.map((r, i) => ({ ...r, byOutcome: chart.series.map((s) => s.counts[i] ?? 0) }))}
              outcomes={chart.series.map((s) => ({ id: s.key === '\u0000none' ? null : s.key, name: s.name }))}
            />
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

/** The chart in a sentence: how many calls, the busiest and the quietest bucket. */
function summary(rows: { range: Range; calls: number }[], bucket: 'hour' | 'day' | 'week', tz: string): string {
  const total = rows.reduce((s, r) => s + r.calls, 0);
  if (total === 0) return 'No calls in this range.';
  const busiest = rows.reduce((a, b) => (b.calls > a.calls ? b : a));
  const quietest = rows.reduce((a, b) => (b.calls < a.calls ? b : a));
  const unit = bucket === 'hour' ? 'hour' : bucket === 'week' ? 'week' : 'day';
  return `${formatNumber(total)} calls over ${rows.length} ${unit}s (${formatNumber(Math.round(total / rows.length))} a ${unit} on average). Busiest: ${bucketLabel(busiest.range.from, bucket, tz)} with ${formatNumber(busiest.calls)}; quietest: ${bucketLabel(quietest.range.from, bucket, tz)} with ${formatNumber(quietest.calls)}.`;
}
