// What the build's tricks that buy time, not bytes, still buy:
//   npm run bench -- build-tricks [runs=N] [cpu=K] [rtt=MS]
// The size check measures what each trick of build/ buys in bytes (BUILD_WITHOUT=<name>
// node scripts/size-check.mjs). Two buy time only. Mantine's useId without its second render pays
// where many inputs mount at once, not on a first load: its figure (build/redirects.ts) is from the
// alert builder's wide tree (the wide-tree scenario against a build with and one without it).
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
import { AGENT } from '../../scripts/first-load.mjs';
import { median, stealMeter } from '../lib/measure.mjs';
import { buildApp, startPreview } from '../lib/server.mjs';

export const about =
  "the build's start preload: first loads with and without it, 4x CPU and 150 ms round trips (its own builds)";
// It builds and serves its two variants itself, on BENCH_PORT and BENCH_SPARE_PORT.
export const server = false;
const VARIANTS = [
  { name: 'every trick', without: '' },
  { name: 'without the start preload', without: 'preload-app-start' },
];
let browser = null;
let CPU = 4;
let RTT = 150;

// Pages of each kind: settings forms, the alert builder, a list.
const PAGES = [
  { name: 'intents', path: `${AGENT}/settings/intents` },
  { name: 'alerts', path: `${AGENT}/settings/alerts` },
  { name: 'calls', path: `${AGENT}/calls` },
  { name: 'overview', path: '/workspaces/1/agents/5/overview' },
];

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

export async function run(ctx) {
  browser = ctx.browser;
  // name=value arguments: runs (default 7), cpu (4, Lighthouse's mobile figure), rtt (150 ms, the same).
  const opt = (name, fallback) => Number(ctx.args.find((a) => a.startsWith(`${name}=`))?.split('=')[1] ?? fallback);
  const RUNS = opt('runs', 7);
  CPU = opt('cpu', 4);
  RTT = opt('rtt', 150);
  const variants = VARIANTS.map((v, i) => ({ ...v, outDir: `.bench/build-${i}`, port: [ctx.port, ctx.sparePort][i] }));
  for (const v of variants) buildApp({ outDir: v.outDir, env: { ...process.env, BUILD_WITHOUT: v.without } });
  const stops = [];
  for (const v of variants) stops.push(await startPreview({ port: v.port, readyPath: '/connect', outDir: v.outDir }));
  const rows = [];
  const steal = stealMeter();
  for (const page of PAGES) {
    const samples = new Map(variants.map((v) => [v.name, []]));
    await load(variants[0], page); // warms the disk cache and the emulator for every variant alike
    for (let i = 0; i < RUNS; i++) for (const v of variants) samples.get(v.name).push(await load(v, page));
    for (const v of variants) {
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
  stops.forEach((stop) => stop());
  console.log(
    `\n== Build tricks at ${CPU}x CPU, ${RTT} ms round trip, median of ${RUNS} first loads per page and variant ` +
      `(CPU steal ${steal()}%) ==`,
  );
  console.table(rows);
}
