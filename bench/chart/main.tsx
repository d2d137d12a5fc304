// The overview's chart alone, for the chart scenario (bench/scenarios/chart.mjs): the app's own
// component and style sheet, drawn with 90 days by day and five series, so that its draw is timed
// apart from the page around it (the overview scenario times the answer to the whole page). The page calls
// `window.drawChart(i)`, which draws data set i % 2 (mounting anew when asked) and returns the
// times from the call: React's render and commit, then style and layout done.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CallsChart, type ChartSeries } from '../../src/features/overview/components/calls-chart';

const DAY = 86_400_000;
const starts = Array.from({ length: 90 }, (_, i) => Date.parse('2026-08-23T00:00:00Z') + i * DAY);
const COLORS = ['teal', 'red', 'yellow', 'blue', 'gray'];
// Two data sets that differ in every bar: a weekly rhythm, a spike, and a drift in one outcome.
const sets: ChartSeries[][] = [0, 1].map((set) =>
  COLORS.map((color, s) => ({
    name: color,
    color,
    counts: starts.map((_, i) =>
      Math.round((40 - s * 7) * (i % 7 < 5 ? 1 : 0.4) * (1 + set * 0.3) + (i === 60 ? 80 : 0) + (s === 1 ? i / 5 : 0)),
    ),
  })),
);

const root = createRoot(document.getElementById('root') as HTMLElement);
const box = document.getElementById('root') as HTMLElement;

declare global {
  interface Window {
    drawChart: (i: number, remount: boolean) => { react: number; layout: number };
  }
}

window.drawChart = (i, remount) => {
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <MantineProvider>
        <CallsChart
          key={remount ? i : 'chart'}
          starts={starts}
          series={sets[i % 2] ?? []}
          bucket="day"
          tz="UTC"
          label="Calls per day"
          onOpenBucket={() => {}}
        />
      </MantineProvider>,
    ),
  );
  const t1 = performance.now();
  // Reading a size makes the browser do the style and layout it would do before the next paint.
  void box.offsetHeight;
  const t2 = performance.now();
  return { react: t1 - t0, layout: t2 - t0 };
};
