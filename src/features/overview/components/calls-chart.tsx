import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { StatsBucketSize } from '../../../contract';
import { useCanvasColors } from '../../../lib/theme-colors';
import classes from './overview.module.css';

/** `color`: a Mantine palette name (`teal`), drawn in its shade 6. */
export type ChartSeries = { name: string; color: string; counts: number[] };

const HEIGHT = 260;

/** A theme colour's value now (both schemes set them on the root). */
export const paletteColor = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(`--mantine-color-${name}-6`).trim() || '#868e96';

/**
 * Bars from zero up to each value, 80% of a bucket wide (at most 40 px), starting at the bucket's
 * start: a few lines where uPlot's own bar builder (left out of the build, vite.config.ts) has
 * many options the chart does not use.
 */
function barPaths(xs: number[]): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) => {
    const fill = new Path2D();
    const values = u.data[seriesIdx] ?? [];
    const step = xs.length > 1 ? (xs[1] ?? 0) - (xs[0] ?? 0) : 3600;
    const width = Math.min(40 * uPlot.pxRatio, Math.abs(u.valToPos((xs[0] ?? 0) + step, 'x', true) - u.valToPos(xs[0] ?? 0, 'x', true)) * 0.8);
    const zero = u.valToPos(0, 'y', true);
    for (let i = idx0; i <= idx1; i++) {
      const v = values[i];
      if (v === null || v === undefined || v === 0) continue;
      const x = u.valToPos(xs[i] ?? 0, 'x', true);
      const y = u.valToPos(v, 'y', true);
      fill.rect(Math.round(x + width * 0.125), Math.round(y), Math.round(width), Math.round(zero - y));
    }
    return { stroke: fill, fill };
  };
}

/**
 * Calls per bucket stacked by outcome, drawn by uPlot on a canvas. A canvas says nothing to a
 * screen reader: the page shows the same figures as a table and a summary. A click on a bar
 * opens the calls of its bucket.
 */
export function CallsChart({
  starts,
  series,
  bucket,
  tz,
  label,
  onOpenBucket,
}: {
  /** Bucket starts, ms. */
  starts: number[];
  series: ChartSeries[];
  bucket: StatsBucketSize;
  tz: string;
  label: string;
  onOpenBucket: (index: number) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const colors = useCanvasColors();
  const open = useRef(onOpenBucket);
  useEffect(() => {
    open.current = onOpenBucket;
  });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Stacked: each series drawn as the running sum up to it, the tallest first, so each bar's
    // segments show one outcome each.
    const sums: number[][] = [];
    let running = starts.map(() => 0);
    for (const s of series) {
      running = running.map((v, i) => v + (s.counts[i] ?? 0));
      sums.push(running);
    }
    const order = series.map((_, i) => i).reverse();
    const xs = starts.map((ms) => ms / 1000);
    const bars = barPaths(xs);
    const { text, grid } = colors;
    const fills = series.map((s) => paletteColor(s.color));
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), tz),
        scales: { x: { time: true, range: (_u, min, max) => [min, max + (xs.length > 1 ? (xs[1] ?? 0) - (xs[0] ?? 0) : 3600)] } },
        axes: [
          { ...axis, space: bucket === 'hour' ? 60 : 50 },
          { ...axis, size: 50, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
        ],
        series: [
          {},
          ...order.map((i) => ({
            label: series[i]?.name ?? '',
            stroke: fills[i] ?? '#868e96',
            fill: fills[i] ?? '#868e96',
            width: 0,
            paths: bars,
            points: { show: false },
          })),
        ],
      },
      [xs, ...order.map((i) => sums[i] ?? [])],
      el,
    );
    const click = () => {
      const idx = plot.cursor.idx;
      if (idx !== null && idx !== undefined) open.current(idx);
    };
    plot.over.addEventListener('click', click);
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', click);
      plot.destroy();
    };
  }, [starts, series, bucket, tz, colors]);

  // The canvas is an image of the table below; its name says what it shows.
  return <div ref={box} className={classes.chart} role="img" aria-label={label} />;
}
