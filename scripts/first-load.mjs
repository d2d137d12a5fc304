// What each page loads when it is the first page of a fresh browser: every .js response until the
// network is idle, gzip-measured (level 9, as a server would send it). Used by the size budget in
// the e2e suite (e2e/first-load-budget.spec.ts) and by `npm run bench -- sizes`.
// A bundle-size tool that measures files (size-limit and the like) cannot say what a route
// loads: the route's chunks, the lazy parts it starts on mount and the preloads of index.html are
// only known once a browser has opened it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const AGENT = '/workspaces/1/agents/1';

/**
 * The budget of every first page: the bare stack (the same libraries in a minimal app) measures
 * 172.4 kB (171.8 while it took react-router's production build); +25% is room for plain code.
 */
export const BUDGET_KB = 215;

/** Recorded sizes per page and chunk (bytes, gzip), so a failure can say which chunks grew. */
export const RECORDED_SIZES = new URL('./first-load-sizes.json', import.meta.url);

/**
 * Every page a person may open first, each at a record the demo data has (a page showing
 * "not found" loads less than the page itself). `signedIn: false` opens it as a first visit
 * without a token. `modules`: the source files the page's route loads (the shell, the page) and
 * those it imports on mount, beyond what every page loads; the fast size check
 * (scripts/size-check.mjs) sums their chunks from the build's manifest.
 */
const SHELL = 'src/app/agent-layout.tsx';
/** A recording's waveform, loaded once the page shows it, and the worker that reads its peaks. */
const WAVEFORM = ['src/components/recording/waveform.tsx', 'src/lib/peaks.worker.ts'];
export const FIRST_PAGES = [
  { name: 'connect', path: '/connect', signedIn: false, modules: ['src/features/connect/connect-page.tsx'] },
  { name: 'home', path: '/', modules: ['src/app/home-page.tsx'] },
  // The agent with thousands of calls: the overview's chart and tables at their fullest.
  {
    name: 'overview',
    path: '/workspaces/1/agents/5/overview',
    modules: [SHELL, 'src/features/overview/overview-page.tsx'],
  },
  { name: 'intents', path: `${AGENT}/settings/intents`, modules: [SHELL, 'src/features/intents/intents-page.tsx'] },
  { name: 'sip', path: `${AGENT}/settings/sip`, modules: [SHELL, 'src/features/sip/sip-page.tsx'] },
  {
    name: 'data extraction',
    path: `${AGENT}/settings/data-extraction`,
    modules: [SHELL, 'src/features/data-extraction/data-extraction-page.tsx'],
  },
  { name: 'rules', path: `${AGENT}/settings/rules`, modules: [SHELL, 'src/features/rules/rules-page.tsx'] },
  { name: 'alerts', path: `${AGENT}/settings/alerts`, modules: [SHELL, 'src/features/alerts/alerts-page.tsx'] },
  // The plan to another configured agent: both agents' lists and catalogues read.
  {
    name: 'copy settings',
    path: `${AGENT}/settings/copy?to=3`,
    modules: [SHELL, 'src/features/copy-settings/copy-settings-page.tsx'],
  },
  {
    name: 'profiles',
    path: `${AGENT}/simulation-profiles`,
    modules: [SHELL, 'src/features/simulation-profiles/profiles-page.tsx'],
  },
  {
    name: 'profile editor',
    path: `${AGENT}/simulation-profiles/1`,
    modules: [SHELL, 'src/features/simulation-profiles/profile-edit-page.tsx'],
  },
  {
    name: 'simulation tests',
    path: `${AGENT}/simulation-tests`,
    modules: [SHELL, 'src/features/simulation/tests-page.tsx'],
  },
  {
    name: 'simulation test',
    path: `${AGENT}/simulation-tests/1`,
    modules: [SHELL, 'src/features/simulation/test-edit-page.tsx'],
  },
  {
    name: 'simulation runs',
    path: `${AGENT}/simulation-runs`,
    modules: [SHELL, 'src/features/simulation/runs-page.tsx'],
  },
  {
    name: 'simulation run',
    path: `${AGENT}/simulation-runs/2`,
    modules: [SHELL, 'src/features/simulation/run-page.tsx'],
  },
  {
    name: 'clip sets',
    path: `${AGENT}/voice-clip-sets`,
    modules: [SHELL, 'src/features/voice-clip-sets/clip-sets-page.tsx'],
  },
  {
    name: 'clip set',
    path: `${AGENT}/voice-clip-sets/1`,
    modules: [SHELL, 'src/features/voice-clip-sets/clip-set-page.tsx', ...WAVEFORM],
  },
  { name: 'calls', path: `${AGENT}/calls`, modules: [SHELL, 'src/features/calls/calls-page.tsx'] },
  // The newest call: a recording, a transcript and a clip set made from it.
  { name: 'call', path: `${AGENT}/calls/1060`, modules: [SHELL, 'src/features/calls/call-page.tsx', ...WAVEFORM] },
  // Reviews seeded on the demo agent: the page's tables, not its empty state.
  { name: 'quality', path: `${AGENT}/quality`, modules: [SHELL, 'src/app/quality-route.tsx'] },
  // The demo agent's seeded weeks of changes: rows with their diffs.
  {
    name: 'settings history',
    path: `${AGENT}/settings/history`,
    modules: [SHELL, 'src/features/settings-history/settings-history-page.tsx'],
  },
  { name: 'channels', path: '/workspaces/1/notification-channels', modules: ['src/app/channels-route.tsx'] },
  {
    name: 'alert events',
    path: `${AGENT}/alert-events`,
    modules: [SHELL, 'src/features/alert-delivery/firings/alert-events-page.tsx'],
  },
  // As an admin: the member's own queue and every reviewer's assignments.
  {
    name: 'review queue',
    path: `${AGENT}/review-queue`,
    modules: [SHELL, 'src/features/review-queue/review-queue-page.tsx'],
  },
];

/** kB as Vite prints them (1,000 bytes, one decimal), the unit of the budget. */
export const kb = (bytes) => Math.round(bytes / 100) / 10;
/** `shared-DeSuGKst.js` -> `shared`: a chunk's name without its content hash. */
export const chunkName = (file) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

/**
 * Gzip sizes by file name and length: a built file's name carries its content's hash, so a file
 * loaded by one page and then another is compressed once.
 */
const gzipped = new Map();
const gzipBytes = (path, body) => {
  const key = `${path}:${body.length}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(body, { level: 9 }).length);
  return gzipped.get(key);
};

/**
 * Opens `url` in `page` (a fresh context: nothing cached) and returns the JS it loaded until the
 * network was idle, and `problem`: what the page showed instead of itself (the app's "Page not
 * found", or an error such as "Call not found"), or null.
 */
export async function measureFirstLoad(page, url) {
  const bodies = [];
  let lastScriptAt = Date.now();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (!path.endsWith('.js')) return;
    lastScriptAt = Date.now();
    // On a busy machine Chromium may have let a body go before it is asked for ("Response body is
    // unavailable"): the same file is then read again from the server.
    const body = r.body().catch(async () => Buffer.from(await (await fetch(r.url())).arrayBuffer()));
    bodies.push(body.then((bytes) => ({ chunk: chunkName(path), bytes: gzipBytes(path, bytes) })));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // On a busy machine the page may render after the network went quiet, and what it imports on
  // mount comes later still: wait for its heading, then for a second without a new script.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  while (Date.now() - lastScriptAt < 1000) await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
  const notFound = (await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()) > 0;
  const errors = await page.getByRole('alert').allTextContents();
  const problem = notFound ? 'shows "Page not found"' : errors.length ? `shows an error: ${errors.join(' / ')}` : null;
  const chunks = (await Promise.all(bodies)).sort((a, b) => b.bytes - a.bytes);
  return { chunks, totalBytes: chunks.reduce((sum, c) => sum + c.bytes, 0), problem };
}

export function readRecordedSizes() {
  try {
    return JSON.parse(readFileSync(RECORDED_SIZES, 'utf8'));
  } catch {
    return {};
  }
}

/** Why a page is over budget: its total, then its chunks, those that grew most since recorded first. */
export function overBudgetReport(pageName, path, chunks, recorded) {
  const before = recorded[pageName] ?? {};
  const total = chunks.reduce((sum, c) => sum + c.bytes, 0);
  const rows = chunks
    .map((c) => ({ ...c, growth: c.bytes - (before[c.chunk] ?? 0), isNew: !(c.chunk in before) }))
    .sort((a, b) => b.growth - a.growth);
  const gone = Object.keys(before).filter((name) => !chunks.some((c) => c.chunk === name));
  return [
    `${pageName} (${path}) loads ${kb(total)} kB of JS (gzip) as a first page: over the ${BUDGET_KB} kB budget by ${kb(total - BUDGET_KB * 1000)} kB.`,
    'Its chunks, the ones that grew most since scripts/first-load-sizes.json was recorded first:',
    ...rows.map(
      (r) => `  ${r.chunk}: ${kb(r.bytes)} kB (${r.isNew ? 'new' : `${r.growth >= 0 ? '+' : ''}${kb(r.growth)} kB`})`,
    ),
    ...(gone.length ? [`  no longer loaded: ${gone.join(', ')}`] : []),
    'Load what the page does not need at once with a dynamic import() on first use (lazyDialog for dialogs),',
    'or see how the build is cut in vite.config.ts. After a deliberate change: npm run bench -- --record-sizes',
  ].join('\n');
}
