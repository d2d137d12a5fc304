#!/usr/bin/env node
// The overview's chart alone (issue 32: "90 days by day with five series: chart drawn in under 16
// ms"), not a test: prints numbers. Builds scripts/bench-chart (the app's CallsChart and its style
// sheet on a bare page), serves it, and in Chromium at each CPU slowdown draws the chart 20 times,
// alternating two data sets that differ in every bar: as a new chart (mounted, as when the overview
// first shows figures) and as the same chart given new figures (a range change). Each draw is timed
// from the call to React's commit, and to style and layout done (a forced layout right after: what
// the browser would otherwise do before the next paint). Paint itself is not included.
// Usage: node scripts/bench-chart.mjs [port]; CHART_CPU (default "1,4").
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
import { startPreview } from './preview-server.mjs';

const root = fileURLToPath(new URL('./bench-chart', import.meta.url));
const PORT = Number(process.argv[2] ?? process.env.BENCH_CHART_PORT ?? 4330);
const CPUS = (process.env.CHART_CPU ?? '1,4').split(',').map(Number);
const DRAWS = 20;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r1 = (x) => Math.round(x * 10) / 10;

export async function benchChart(browser) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-chart-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
  const stop = await startPreview({ port: PORT, readyPath: '/', cwd: root, outDir });
  const rows = [];
  try {
    for (const cpu of CPUS) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    await benchChart(browser);
  } finally {
    await browser.close();
  }
}
