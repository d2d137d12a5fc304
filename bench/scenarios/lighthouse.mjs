// Lighthouse mobile, performance and accessibility: `npm run bench -- lighthouse [url]`. Every
// page at Lighthouse's 4x CPU slowdown and at 16x, with the machine's CPU figure (Lighthouse's
// benchmarkIndex), and the bare stack (bench/bare-stack, served on BENCH_SPARE_PORT): the same
// libraries in a minimal app, measured in the same minutes, which tells what the machine lets any
// page built on them score.
// LH_RUNS (default 3): runs per page and slowdown; the median run (by performance score) is
// reported with the range, as Lighthouse's own docs advise for a noisy machine. LH_PAGES (default
// all): the pages, by name ("call,calls"). LH_CPU (default "4,16"): the slowdowns. Each run takes
// ~20 s on a quiet machine (13 pages x 3 runs x 2 slowdowns: ~25 min), minutes on a busy one.
// LIGHTHOUSE_BIN: a local install, instead of npx's one-off download.
import { FIRST_PAGES } from '../../scripts/first-load.mjs';
import { serveBareStack } from '../lib/bare-stack.mjs';
import { measureLighthouse } from '../lib/lighthouse.mjs';
import { numbers } from '../lib/measure.mjs';

export const about = 'Lighthouse mobile on every page at 4x and 16x beside the bare stack (LH_RUNS, LH_PAGES, LH_CPU)';
export const BARE_STACK = 'bare stack (reference)';
const TARGETS = { performance: 0.95, accessibility: 1 };

/** Returns one row per page and slowdown, and the bare stack's JS (kB). `skip`: pages not measured. */
export async function run({ base, sparePort }, skip = new Set()) {
  const runs = Number(process.env.LH_RUNS ?? 3);
  const only = process.env.LH_PAGES ? new Set(process.env.LH_PAGES.split(',')) : null;
  console.log('\n== Lighthouse mobile ==');
  const bare = await serveBareStack(sparePort);
  const pages = FIRST_PAGES.filter((p) => !skip.has(p.name) && (!only || only.has(p.name)));
  const targets = [
    ...pages.map((p) => ({ name: p.name, url: `${base}${p.path}` })),
    { name: BARE_STACK, url: `${bare.base}/` },
  ];
  let rows;
  try {
    rows = await measureLighthouse({ targets, cpus: numbers('LH_CPU', '4,16'), runs, signIn: base });
  } finally {
    bare.stop();
  }
  console.table(rows.map((r) => ({ ...r, cpu: `${r.cpu}x` })));
  console.log(`median of ${runs} runs by performance; cpuIndex is Lighthouse's benchmarkIndex of this machine during`);
  console.log(
    'the median run (a quiet desktop scores ~1,000-2,000), cpuStealPct the CPU time the host took from this machine',
  );
  console.log(
    `targets: performance >= ${TARGETS.performance} (at 4x), accessibility ${TARGETS.accessibility}; "${BARE_STACK}" is the reference, not a page`,
  );
  return { rows, bareJsKb: bare.jsKb };
}
