import { Alert, Button, List, Loader, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryError } from '../../components/query-error';
import type { AgentRef, CallFilterOptions } from '../../contract';
import type { RuleKind } from '../../data/rules/queries';
import { routes } from '../../lib/routes';
import { BreakdownTable } from './components/breakdown-table';
import { CallsChart } from './components/calls-chart';
import { ChangeMarksList } from './components/change-marks-list';
import { HeadlineFigures } from './components/headline-figures';
import classes from './components/overview.module.css';
import { statsProblems, uniqueBuckets } from './consistency';
import { breakdownRows, callsQuery, outcomeSeries } from './model';
import type { Range } from './range';
import { chartSummary } from './summary';
import { useChangeMarks } from '../../components/change-marks/use-change-marks';
import type { OverviewFigures, OverviewSource } from './use-overview-stats';

// The chart's table is behind a button: its code loads with the first press.
const BucketsTable = lazy(() => import('./components/buckets-table').then((m) => ({ default: m.BucketsTable })));
// Only figures computed from the calls list (a server without statistics) need a note.
const SourceNote = lazy(() => import('./components/source-note').then((m) => ({ default: m.SourceNote })));

const PALETTE = ['teal', 'red', 'yellow', 'blue', 'violet', 'orange', 'cyan', 'pink', 'lime', 'indigo'];
const BREAKDOWNS = [
  ['Outcomes', 'outcomes'],
  ['Intents', 'intents'],
  ['Sentiment', 'sentiments'],
  ['Labels and red flags', 'labels'],
] as const;

/**
 * What the page shows for one answer: the figures and the range, period and bucket they are of;
 * `periods`: the ranges the figures were asked for (the current one up to now).
 */
export type OverviewView = {
  figures: OverviewFigures;
  source: OverviewSource;
  range: Range;
  periods: { current: Range; previous: Range };
  period: string;
  bucket: 'hour' | 'day' | 'week';
};

/**
 * The figures of one view: headline, chart and breakdowns. Memoized, and given a view that keeps
 * its identity until new figures come, so nothing else on the page (Live, the range control)
 * draws it again.
 */
export const OverviewBody = memo(function OverviewBody({
  agent,
  view,
  tz,
  options,
  kinds,
}: {
  agent: AgentRef;
  view: OverviewView;
  tz: string;
  options: CallFilterOptions | undefined;
  kinds: Record<number, RuleKind> | undefined;
}) {
  const navigate = useNavigate();
  const { figures, source, range, periods, period, bucket } = view;
  const outcomes = options?.call_outcomes ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const outcomeId = picked ?? outcomes.find((o) => o.label === 'Escalated')?.id ?? outcomes[0]?.id ?? null;
  const redIds = (options?.labels_and_redflags ?? []).map((l) => l.id).filter((id) => kinds?.[id] === 'red_flag');
  const chartTitle = bucket === 'hour' ? 'Calls per hour' : bucket === 'week' ? 'Calls per week' : 'Calls per day';

  const chart = useMemo(() => {
    // A bucket the answer lists twice is drawn once (and said: `problems`).
    const stats = uniqueBuckets(figures.current);
    const starts = stats.buckets.map((b) => Date.parse(b.start));
    const rows = stats.buckets.map((b, i) => ({
      range: { from: Math.max(range.from, starts[i] ?? 0), to: Math.min(range.to, starts[i + 1] ?? range.to) },
      calls: b.calls,
    }));
    // Each outcome keeps its colour whatever the range: by its place among the filter options.
    const ids = options?.call_outcomes.map((o) => String(o.id)) ?? [];
    const series = outcomeSeries(stats, options)
      .filter((s) => s.counts.some((n) => n > 0))
      .map((s) => ({ ...s, color: PALETTE[ids.indexOf(s.key)] ?? 'gray' }));
    return { starts, rows, series };
  }, [figures, options, range.from, range.to]);
  const changes = useChangeMarks(agent, range, chart.rows, bucket, tz);
  const problems = useMemo(
    () => [
      ...statsProblems(figures.current, periods.current, bucket, tz),
      ...(figures.previous
        ? statsProblems(figures.previous, periods.previous, bucket, tz).map((p) => `For ${period}: ${p}`)
        : []),
    ],
    [figures, periods, bucket, tz, period],
  );

  return (
    <>
      {source.kind === 'computed' && (
        <Suspense fallback={null}>
          <SourceNote source={source} />
        </Suspense>
      )}
      {problems.length > 0 && (
        <Alert
          color="orange"
          title="These figures do not add up"
          role="region"
          aria-label="These figures do not add up"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">The service’s answer is shown as it came, but it does not check:</Text>
          <List size="sm" mt={4}>
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {figures.previousMissing && (
        <QueryError
          title="Could not load the previous period’s figures"
          error={figures.previousMissing.error}
          onRetry={figures.previousMissing.retry}
        />
      )}
      <HeadlineFigures
        agent={agent}
        range={range}
        period={period}
        now={figures.current.total}
        before={figures.previous?.total ?? null}
        redNow={figures.redCurrent?.total ?? null}
        redBefore={figures.redPrevious?.total ?? null}
        redIds={redIds}
        redFlags={figures.redFlags}
        outcomes={outcomes}
        outcomeId={outcomeId}
        onOutcome={setPicked}
      />
      <section aria-labelledby="chart-title" className={classes.chartSection}>
        <Title order={2} size="h4" id="chart-title">
          {chartTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {chartSummary(chart.rows, bucket, tz)}
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
          marked={changes.marks?.map((m) => m.index)}
        />
        <ChangeMarksList
          agent={agent}
          tz={tz}
          options={options}
          marks={changes.marks}
          error={changes.error}
          onRetry={changes.retry}
        />
        <Button
          variant="default"
          size="compact-sm"
          mt="xs"
          aria-expanded={tableOpen}
          onClick={() => setTableOpen((o) => !o)}
        >
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
              changes={changes.marks && new Map(changes.marks.map((m) => [m.index, m]))}
            />
          </Suspense>
        )}
      </section>
      <div className={classes.breakdowns}>
        {BREAKDOWNS.map(([title, kind]) => (
          <BreakdownTable
            key={kind}
            agent={agent}
            title={title}
            kind={kind}
            rows={breakdownRows(kind, figures.current.total, figures.previous?.total ?? null, options, kinds)}
            total={figures.current.total.calls}
            range={range}
            period={period}
          />
        ))}
      </div>
    </>
  );
});
