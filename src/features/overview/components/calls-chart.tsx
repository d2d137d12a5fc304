import { useEffect, useMemo, useRef, useState } from 'react';
import type { StatsBucketSize } from '../../../contract';
import { formatNumber } from '../../../lib/format';
import { bucketLabel, cachedDateFormat } from './bucket-label';
import classes from './overview.module.css';

/** `color`: a Mantine palette name (`teal`), drawn in its shade 6. */
export type ChartSeries = { name: string; color: string; counts: number[] };

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 26, left: 44 };

/** A round step (1, 2 or 5 times a power of ten) that cuts 0..max into about four parts. */
export function niceStep(max: number): number {
  if (max <= 4) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/**
 * The width the last chart was drawn at: a chart drawn anew (another range) starts at it, so it is
 * drawn once at the right width rather than at a guess and then again (90 bars, twice, on each change).
 */
let lastWidth = 600;

const tickFormat = (bucket: StatsBucketSize, tz: string) =>
  cachedDateFormat(undefined, bucket === 'hour' ? { hour: '2-digit', minute: '2-digit', timeZone: tz } : { day: 'numeric', month: 'short', timeZone: tz });

/**
 * Calls per bucket stacked by outcome, as SVG bars. Drawn here rather than with a chart library:
 * uPlot (the suggested one) cost 20 kB gzip of the overview's first load, which put the page over
 * the 202 kB budget, for bars, two axes and a click that these few lines do. The drawing says
 * nothing to a screen reader: the page shows the same figures as a table and a summary. A click
 * on a bar opens the calls of its bucket; hovering one names it and its count.
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
  const [width, setWidth] = useState(lastWidth);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // A ResizeObserver reports once layout is done (and once as it starts), so reading the width
    // here forces no layout; measuring at once did, and drew the chart a second time.
    const resize = new ResizeObserver(() => {
      lastWidth = Math.max(200, el.clientWidth);
      setWidth(lastWidth);
    });
    resize.observe(el);
    return () => resize.disconnect();
  }, []);

  const totals = useMemo(() => starts.map((_, i) => series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0)), [starts, series]);
  const step = niceStep(Math.max(0, ...totals));
  const top = Math.max(step, Math.ceil(Math.max(0, ...totals) / step) * step);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / Math.max(1, starts.length);
  const barWidth = Math.min(40, slot * 0.8);
  const y = (v: number) => MARGIN.top + plotHeight - (v / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // A date under every bucket that has room for one (about 56 px each).
  const every = Math.max(1, Math.ceil(56 / slot));
  const format = tickFormat(bucket, tz);

  return (
    <div ref={box} className={classes.chart}>
      <svg width={width} height={HEIGHT} role="img" aria-label={label} className={classes.chartSvg}>
        <g aria-hidden="true">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} className={classes.chartGrid} />
              <text x={MARGIN.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle" className={classes.chartText}>
                {t}
              </text>
            </g>
          ))}
          {starts.map((ms, i) => {
            const x = MARGIN.left + i * slot;
            let base = 0;
            return (
              <g key={ms} className={classes.chartBucket} onClick={() => onOpenBucket(i)}>
                <title>{`${bucketLabel(ms, bucket, tz)}: ${formatNumber(totals[i] ?? 0)} calls`}</title>
                <rect x={x} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" />
                {series.map((s, si) => {
                  const v = s.counts[i] ?? 0;
                  if (v <= 0) return null;
                  const from = base;
                  base += v;
                  return (
                    <rect
                      key={si}
                      x={x + (slot - barWidth) / 2}
                      y={y(base)}
                      width={barWidth}
                      height={y(from) - y(base)}
                      style={{ fill: `var(--mantine-color-${s.color}-6)` }}
                    />
                  );
                })}
                {i % every === 0 && (
                  <text x={x + slot / 2} y={HEIGHT - 8} textAnchor="middle" className={classes.chartText}>
                    {format.format(ms)}
                  </text>
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </div>
  );
}
