import { Button, Loader, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef, CallFilterOptions, CallStats } from '../../contract';
import { routes } from '../../lib/routes';
import { CallsChart } from './components/calls-chart';
import { ChangeMarksList } from './components/change-marks-list';
import classes from './components/overview.module.css';
import { uniqueBuckets } from './consistency';
import { callsQuery, outcomeSeries } from './model';
import type { Range } from './range';
import { chartSummary } from './summary';
import { useChangeMarks } from '../../components/change-marks/use-change-marks';

// The chart's table is behind a button: its code loads with the first press.
const BucketsTable = lazy(() => import('./components/buckets-table').then((m) => ({ default: m.BucketsTable })));

const PALETTE = ['teal', 'red', 'yellow', 'blue', 'violet', 'orange', 'cyan', 'pink', 'lime', 'indigo'];

type Props = {
  agent: AgentRef;
  current: CallStats;
  range: Range;
  bucket: 'hour' | 'day' | 'week';
  tz: string;
  options: CallFilterOptions | undefined;
};

/** The range's calls per bucket by outcome: a chart with its summary, the settings changes on it, and a table. */
export function OverviewChart({ agent, current, range, bucket, tz, options }: Props) {
  const navigate = useNavigate();
  const [tableOpen, setTableOpen] = useState(false);
  const chartTitle = bucket === 'hour' ? 'Calls per hour' : bucket === 'week' ? 'Calls per week' : 'Calls per day';
  const chart = useChartSeries(current, options, range);
  const changes = useChangeMarks(agent, range, chart.rows, bucket, tz);

  return (
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
  );
}

/** The chart's buckets (each with the part of the range it covers) and one coloured series per outcome. */
function useChartSeries(current: CallStats, options: CallFilterOptions | undefined, range: Range) {
  return useMemo(() => {
    // A bucket the answer lists twice is drawn once (and said: the page's `problems`).
    const stats = uniqueBuckets(current);
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
  }, [current, options, range.from, range.to]);
}
