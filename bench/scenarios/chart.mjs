// The overview's chart alone ("90 days by day with five series: chart drawn in under 16 ms"):
// `npm run bench -- chart`. Builds bench/chart (the app's CallsChart and its style
// sheet on a bare page), serves it, and in Chromium at each CPU slowdown draws the chart 20 times,
// alternating two data sets that differ in every bar: as a new chart (mounted, as when the overview
// first shows figures) and as the same chart given new figures (a range change). Each draw is timed
// from the call to React's commit, and to style and layout done (a forced layout right after: what
// the browser would otherwise do before the next paint). Paint itself is not included.
// Served on BENCH_SPARE_PORT; CHART_CPU (default "1,4"): the CPU slowdowns; CHART_DRAWS (default 20).
import { fileURLToPath } from 'node:url';
import { slowDown } from '../lib/browser.mjs';
import { median, numbers, round1 as r1 } from '../lib/measure.mjs';
import { buildRoot, startPreview } from '../lib/server.mjs';

export const about =
  "the overview's chart alone on a bare page: 90 days x five series drawn new and redrawn, 1x and 4x CPU";
// Its own page, built and served here: the app's build is not needed.
export const server = false;
const root = fileURLToPath(new URL('../chart', import.meta.url));
const CPUS = numbers('CHART_CPU', '1,4');
const DRAWS = Number(process.env.CHART_DRAWS ?? 20);

export async function run({ browser, sparePort: PORT }) {
  const outDir = await buildRoot(root);
  const stop = await startPreview({ port: PORT, readyPath: '/', cwd: root, outDir });
  const rows = [];
  try {
    for (const cpu of CPUS) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      await slowDown(page, cpu);
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await page.waitForFunction(() => typeof window.drawChart === 'function');
      for (const remount of [true, false]) {
        const runs = [];
        for (let i = 0; i < DRAWS + 3; i++) {
          // A frame between draws, as between two answers.
          const t = await page.evaluate(
            ([n, m]) => new Promise((done) => requestAnimationFrame(() => done(window.drawChart(n, m)))),
            [i, remount],
          );
          if (i >= 3) runs.push(t);
        }
        const bars = await page.locator('[data-bucket]').count();
        rows.push({
          CPU: `${cpu}x`,
          draw: remount ? 'new chart (first figures)' : 'new figures (range change)',
          bars,
          'React render + commit, median (ms)': r1(median(runs.map((r) => r.react))),
          'to style + layout done, median (ms)': r1(median(runs.map((r) => r.layout))),
          'max (ms)': r1(Math.max(...runs.map((r) => r.layout))),
        });
      }
      await context.close();
    }
  } finally {
    stop();
  }
  console.log('\n-- (a) the chart alone: 90 days by day, five series --');
  console.table(rows);
  console.log('target: under 16 ms (render, commit, style and layout; paint not included)');
}
