import { useMemo, type CSSProperties } from 'react';
import type { StatsBucketSize } from '../../../contract';
import { countOf, formatNumber } from '../../../lib/format';
import { cachedDateFormat } from '../../../lib/date-format';
import { bucketLabel, formatInstant } from '../bucket-label';
import classes from './overview.module.css';

/** `color`: a Mantine palette name (`teal`), drawn in its shade 6. */
export type ChartSeries = { name: string; color: string; counts: number[] };

/** A round step (1, 2 or 5 times a power of ten) that cuts 0..max into about four parts. */
export function niceStep(max: number): number {
  if (max <= 4) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** A date needs about this many pixels under its bar; one with its year, more. */
const LABEL_PX = 56;
const LABEL_PX_WITH_YEAR = 84;
/** The plot's widths at which more dates fit: the chart's container queries (overview.module.css) hide the finer ones below each. */
const WIDTHS = [1100, 640, 300] as const;
const LEVEL_CLASS = ['', classes.dateFrom640, classes.dateFrom1100] as const;

/**
 * Which buckets carry a date, and from which chart width: every `k`th bucket at each width of
 * WIDTHS, each step a multiple of the finer one, so a date shown at a narrow width stays at a wide
 * one. Returns, per labelled bucket, the level (0: always shown, 1: from 640 px, 2: from 1100 px).
 */
export function dateLevels(count: number, labelPx = LABEL_PX): Map<number, number> {
  const steps: number[] = [];
  for (const w of WIDTHS) {
    const finer = steps[steps.length - 1] ?? 1;
    steps.push(Math.ceil(Math.ceil((count * labelPx) / w) / finer) * finer);
  }
  const [fine = 1, mid = 1, coarse = 1] = steps;
  const levels = new Map<number, number>();
  for (let i = 0; i < count; i++) {
    if (i % coarse === 0) levels.set(i, 0);
    else if (i % mid === 0) levels.set(i, 1);
    else if (i % fine === 0) levels.set(i, 2);
  }
  return levels;
}

/**
 * One bar's paint: its outcomes stacked bottom up as bands of one gradient, so a bar is one
 * element however many outcomes it has.
 */
export function barStyle(values: number[], colors: string[], top: number): CSSProperties {
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) return {};
  const bands: string[] = [];
  let base = 0;
  values.forEach((v, i) => {
    if (v <= 0) return;
    const from = (base / total) * 100;
    base += v;
    bands.push(`var(--mantine-color-${colors[i] ?? 'gray'}-6) ${from}% ${(base / total) * 100}%`);
  });
  return {
    backgroundImage: `linear-gradient(to top, ${bands.join(', ')})`,
    ['--h' as string]: `${(total / top) * 100}%`,
  };
}

/** The dates under the bars: hours, or days with their year where the chart spans more than one. */
const tickFormat = (bucket: StatsBucketSize, tz: string, withYear: boolean) =>
  cachedDateFormat(
    undefined,
    bucket === 'hour'
      ? { hour: '2-digit', minute: '2-digit', timeZone: tz }
      : { day: 'numeric', month: 'short', timeZone: tz, ...(withYear ? { year: 'numeric' } : {}) },
  );
const yearOf = (ms: number | undefined, tz: string) =>
  ms === undefined || !Number.isFinite(ms)
    ? null
    : cachedDateFormat('en', { year: 'numeric', timeZone: tz }).format(ms);

/**
 * Calls per bucket stacked by outcome. Drawn with plain elements and CSS rather than a chart
 * library: uPlot (the suggested one) would put the overview's first load over its budget (see
 * docs/performance.md, row "The overview's chart drawn with plain elements and CSS"). Each bar is
 * one element (its outcomes are bands of a gradient) and every position is a percentage, so the
 * chart needs no measuring and is laid out once at any width. The drawing says nothing to a screen reader: the page shows the same figures as a table
 * and a summary. A click on a bar opens the calls of its bucket; hovering one names it and its count.
 */
export function CallsChart({
  starts,
  series,
  bucket,
  tz,
  label,
  onOpenBucket,
  marked = [],
}: {
  /** Bucket starts, ms. */
  starts: number[];
  series: ChartSeries[];
  bucket: StatsBucketSize;
  tz: string;
  label: string;
  onOpenBucket: (index: number) => void;
  /** Buckets in which settings changed: a mark above each (listed as links beside the chart). */
  marked?: readonly number[];
}) {
  const { totals, top, ticks } = useScale(starts, series);
  const colors = series.map((s) => s.color);
  const at = (v: number) => `${(v / top) * 100}%`;

  return (
    <div className={classes.chart} role="img" aria-label={label}>
      <div className={classes.chartAxis} aria-hidden="true">
        {ticks.map((t) => (
          <span key={t} style={{ bottom: at(t) }}>
            {formatNumber(t)}
          </span>
        ))}
      </div>
      <div className={classes.chartPlot} aria-hidden="true">
        {ticks.map((t) => (
          <span key={t} className={classes.chartGrid} style={{ bottom: at(t) }} />
        ))}
        {starts.map((ms, i) => (
          <div
            key={ms}
            className={classes.chartBucket}
            data-bucket={i}
            title={`${bucketLabel(ms, bucket, tz)}: ${countOf(totals[i] ?? 0, 'call', 'calls')}`}
            style={barStyle(
              series.map((s) => s.counts[i] ?? 0),
              colors,
              top,
            )}
            onClick={() => onOpenBucket(i)}
          />
        ))}
        {marked.map((i) => (
          <span
            key={`mark-${i}`}
            className={classes.chartMark}
            data-mark={i}
            style={{ left: `${((i + 0.5) / starts.length) * 100}%` }}
          />
        ))}
      </div>
      <ChartDates starts={starts} bucket={bucket} tz={tz} />
    </div>
  );
}

/** The y axis: each bucket's total, the top of the scale and its round ticks from 0. */
function useScale(starts: number[], series: ChartSeries[]) {
  const totals = useMemo(
    () => starts.map((_, i) => series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0)),
    [starts, series],
  );
  const highest = Math.max(0, ...totals);
  const step = niceStep(highest);
  const top = Math.max(step, Math.ceil(highest / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return { totals, top, ticks };
}

/** The dates under the bars, as many as the chart's width has room for. */
function ChartDates({ starts, bucket, tz }: { starts: number[]; bucket: StatsBucketSize; tz: string }) {
  const withYear = bucket !== 'hour' && yearOf(starts[0], tz) !== yearOf(starts[starts.length - 1], tz);
  const levels = useMemo(
    () => dateLevels(starts.length, withYear ? LABEL_PX_WITH_YEAR : LABEL_PX),
    [starts.length, withYear],
  );
  const format = tickFormat(bucket, tz, withYear);
  return (
    <div className={classes.chartDates} aria-hidden="true">
      {[...levels].map(([i, level]) => (
        <span key={i} className={LEVEL_CLASS[level]} style={{ left: `${((i + 0.5) / starts.length) * 100}%` }}>
          {formatInstant(format, starts[i] ?? Number.NaN)}
        </span>
      ))}
    </div>
  );
}
