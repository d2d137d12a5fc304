#!/usr/bin/env node
// What the build's tricks that buy time, not bytes, still buy (benchmark, not a test): prints numbers.
//   node scripts/bench-build-tricks.mjs [--runs N] [--cpu K] [--rtt MS]
// The size check measures what each trick of build/ buys in bytes (BUILD_WITHOUT=<name>
// node scripts/size-check.mjs). Two buy time only. Mantine's useId without its second render pays
// where many inputs mount at once, not on a first load: its figure (build/redirects.ts) is from the
// alert builder's wide tree (scripts/bench-wide-tree.mjs against a build with and one without it).
// The other is measured here: index.html names the files every page's start runs, so the browser
// fetches them alongside the entry (build/preload.ts). This builds the app with every trick and
// without that one (BUILD_WITHOUT, build/without.ts), serves each build
// with the emulator, and opens each page as the first page of a fresh browser, the variants taking
// turns so a busy spell of the machine falls on all of them alike. Per load, at K x CPU slowdown
// (default 4, Lighthouse's mobile figure) and a round trip of MS ms (default 150, the same):
//   - longest task: the longest main-thread task until the page has settled (the entry's
//     evaluation and the first render are the usual one);
//   - script: V8's script time (CDP Performance metrics, ScriptDuration) until then;
//   - heading: time from navigation to the page's first heading on screen.
// Medians of N runs (default 7) per page and variant, with the machine's CPU steal.
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';
import { stealMeter } from './cpu-steal.mjs';
import { AGENT } from './first-load.mjs';
import { startPreview } from './preview-server.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
const RUNS = opt('--runs', 7);
const CPU = opt('--cpu', 4);
const RTT = opt('--rtt', 150);
const PORT = Number(process.env.BENCH_PORT ?? 4319);

const VARIANTS = [
  { name: 'every trick', without: '' },
  { name: 'without the start preload', without: 'preload-app-start' },
].map((v, i) => ({ ...v, outDir: `.bench/build-${i}`, port: PORT + i }));

// Pages of each kind: settings forms, the alert builder, a list.
const PAGES = [
  { name: 'intents', path: `${AGENT}/settings/intents` },
  { name: 'alerts', path: `${AGENT}/settings/alerts` },
  { name: 'calls', path: `${AGENT}/calls` },
  { name: 'overview', path: '/workspaces/1/agents/5/overview' },
];

for (const v of VARIANTS) {
  console.log(`building: ${v.name}`);
  const env = { ...process.env, BUILD_WITHOUT: v.without };
  execSync(`npx vite build --outDir ${v.outDir} --emptyOutDir`, { stdio: 'ignore', env });
}
const stops = [];
for (const v of VARIANTS) stops.push(await startPreview({ port: v.port, readyPath: '/connect', outDir: v.outDir }));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

async function load(v, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('cm.token', 'demo-token');
    window.__tasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__tasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
    new MutationObserver((_, obs) => {
      if (document.querySelector('main h1, main h2')) {
        window.__heading = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  await cdp.send('Network.enable');
  const network = { offline: false, latency: RTT, downloadThroughput: -1, uploadThroughput: -1 };
  await cdp.send('Network.emulateNetworkConditions', network);
  await tab.goto(`http://127.0.0.1:${v.port}${page.path}`);
  await tab.waitForFunction(() => window.__heading !== undefined, undefined, { timeout: 60_000 });
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const script = metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN;
  const { tasks, heading } = await tab.evaluate(() => ({ tasks: window.__tasks, heading: window.__heading }));
  await context.close();
  return { longest: Math.max(0, ...tasks), script: script * 1000, heading };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
const steal = stealMeter();
for (const page of PAGES) {
  const samples = new Map(VARIANTS.map((v) => [v.name, []]));
  await load(VARIANTS[0], page); // warms the disk cache and the emulator for every variant alike
  for (let i = 0; i < RUNS; i++) for (const v of VARIANTS) samples.get(v.name).push(await load(v, page));
  for (const v of VARIANTS) {
    const s = samples.get(v.name);
    rows.push({
      page: page.name,
      variant: v.name,
      'longest task ms': Math.round(median(s.map((x) => x.longest))),
      'script ms': Math.round(median(s.map((x) => x.script))),
      'heading ms': Math.round(median(s.map((x) => x.heading))),
    });
  }
}
await browser.close();
stops.forEach((stop) => stop());
console.log(
  `\n== Build tricks at ${CPU}x CPU, ${RTT} ms round trip, median of ${RUNS} first loads per page and variant ` +
    `(CPU steal ${steal()}%) ==`,
);
console.table(rows);
process.exit(0);
