#!/usr/bin/env node
// The bench runner (benchmarks, not tests: they print numbers). One scenario at a time, each a
// module of bench/scenarios, over one set-up: a `vite preview` of a fresh build with the emulator
// (or the server at a URL given), one Chromium, and the machine's load and CPU steal around it.
//
//   npm run bench -- --list                       the scenarios, one line each
//   npm run bench -- <scenario> [url] [args...]   e.g. npm run bench -- call
//                                                 npm run bench -- review http://127.0.0.1:4173
// Options: --skip-build reuses the last build (BENCH_DIST); a scenario's own flags (--record-sizes,
// --export, --skip-<part>) and environment knobs are listed at the top of its module.
// Environment: BENCH_URL (instead of starting a server), BENCH_PORT (default 4319: the preview's
// port), BENCH_SPARE_PORT (default BENCH_PORT + 1: a second server's, the bare stack's, the
// chart's, a second build's), BENCH_DIST (default .bench/dist; with "-unminified" after it for the
// render counts, which read the components' names).
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './lib/browser.mjs';
import { loadAverage, stealMeter } from './lib/measure.mjs';
import { buildApp, startPreview } from './lib/server.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const NAMES = readdirSync(here('./scenarios'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort();
const scenario = (name) => import(`./scenarios/${name}.mjs`);

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const [name, ...rest] = argv.filter((a) => !a.startsWith('--'));

if (flags.has('--list') || !name) {
  const width = Math.max(...NAMES.map((n) => n.length));
  for (const n of NAMES) console.log(`${n.padEnd(width)}  ${(await scenario(n)).about}`);
  if (!flags.has('--list')) console.log('\nusage: npm run bench -- <scenario> [url] [args...]');
  process.exit(name || flags.has('--list') ? 0 : 1);
}
if (!NAMES.includes(name)) {
  console.error(`no scenario "${name}" (npm run bench -- --list)`);
  process.exit(1);
}

const mod = await scenario(name);
const port = Number(process.env.BENCH_PORT ?? 4319);
const sparePort = Number(process.env.BENCH_SPARE_PORT ?? port + 1);
const url = rest.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL;
const args = rest.filter((a) => a !== url);
let base = url?.replace(/\/+$/, '');
let outDir;
let stop = () => {};
// A scenario that serves builds of its own (server: false) is given the ports only.
if (!base && mod.server !== false) {
  const unminified = mod.build?.minify === false;
  const suffix = unminified ? '-unminified' : '';
  outDir = process.env.BENCH_DIST ? `${process.env.BENCH_DIST}${suffix}` : here(`../.bench/dist${suffix}`);
  if (!flags.has('--skip-build') || !existsSync(outDir)) buildApp({ outDir, minify: !unminified });
  stop = await startPreview({ port, readyPath: '/connect', outDir });
  base = `http://127.0.0.1:${port}`;
}

const browser = mod.browser === false ? null : await launchBrowser();
const steal = stealMeter();
console.log(`== ${name}${base ? ` against ${base}` : ''}; load average at the start: ${loadAverage()}`);
let failed = false;
try {
  await mod.run({ browser, base, port, sparePort, flags, args, outDir });
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await browser?.close();
  stop();
}
console.log(`load average at the end: ${loadAverage()} (timings scale with it); CPU steal over the run: ${steal()}%`);
process.exit(failed ? 1 : 0);
