// Reviews: `npm run bench -- review [url]`. REVIEW_CPU (default "1,4"): the CPU slowdowns (Chrome DevTools' throttling); REVIEW_STEPS (default 6): Save and next presses;
// REVIEW_ONLY ("next" or "quality"): only that part.
//
// (d) "Save and next" on the call page's Review region, walking the queue (calls?reviewed=false,
//     opened with "Review these"): before each press the page has prefetched the next call (Next
//     call enabled, and the emulator's request log unchanged for half a second), a verdict is
//     chosen, then the button is pressed in the page. Measured in the page from the press to the
//     next call's analysis shown (its heading changed and its Analysis list filled; checked every
//     frame), split at the end of the save's answer (Resource Timing of the PUT): the save's round
//     trip to the local emulator, then the app opening the next call. Target: under 100 ms when
//     prefetched. Printed beside it: the press to the next call's review form in place, what a
//     person reviewing by keyboard waits for.
// (e) The quality page over 5,000 reviews (POST /__emulator/calls gives agent 1 6,000 calls, POST
//     /__emulator/reviews 5,000 reviews of them): the time from navigation to the tables (the
//     first table shown), and the longest main-thread task from the page's first showing to the
//     tables (PerformanceObserver `longtask`: only tasks over 50 ms are reported), the task that
//     draws the tables apart. REVIEW_PER_CALL (default 3): how many of five reviewers review each
//     call (POST /__emulator/reviews' `reviewersPerCall`; 1: one review per call by three people),
//     so the worker also works out the agreement (every pair, Fleiss' kappa across all) and the
//     page draws the region "Agreement"; also printed: the longest task from the page's first
//     showing until the agreement table is shown, its drawing included.
//     Target: no task over 50 ms.
import { benchContext, emulatorQuiet, slowDown } from '../lib/browser.mjs';
import { emulator, median, numbers, round, stealMeter } from '../lib/measure.mjs';

export const about =
  'reviews: Save and next with the next call prefetched, the quality page over 5,000 reviews (REVIEW_ONLY)';
let BASE = '';
let post = null;
const AGENT = '/workspaces/1/agents/1';
const CPUS = numbers('REVIEW_CPU', '1,4');
const STEPS = Number(process.env.REVIEW_STEPS ?? 6);
const REVIEWS = 5_000;
const PER_CALL = Number(process.env.REVIEW_PER_CALL ?? 3);
const ONLY = process.env.REVIEW_ONLY ?? '';

async function newPage(browser, cpu) {
  const context = await benchContext(browser);
  await context.addInitScript(() => {
    // When the first table shows (right after React's commit): the quality page's tables.
    window.__tablesAt = null;
    window.__headingAt = null;
    window.__agreementAt = null;
    const seen = new MutationObserver(() => {
      if (window.__headingAt === null && document.querySelector('h1')?.textContent === 'Quality')
        window.__headingAt = performance.now();
      if (window.__tablesAt === null && document.querySelector('main table')) window.__tablesAt = performance.now();
      // The agreement's table, or its word that there is nothing to compare.
      if (window.__agreementAt === null && document.getElementById('quality-disagreements'))
        window.__agreementAt = performance.now();
      if (window.__tablesAt !== null && window.__agreementAt !== null) seen.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () =>
      seen.observe(document.body, { childList: true, subtree: true }),
    );
  });
  const page = await context.newPage();
  await slowDown(page, cpu);
  return { context, page };
}

async function saveAndNextRun(browser, cpu) {
  await post('/__emulator/reset');
  const { context, page } = await newPage(browser, cpu);
  await page.goto(`${BASE}${AGENT}/calls?reviewed=false`);
  await page.getByRole('button', { name: 'Review these' }).click({ timeout: 60_000 });
  await page.getByRole('heading', { level: 1, name: /^Call \d+$/ }).waitFor();
  const rows = [];
  for (let i = 0; i < STEPS; i++) {
    const region = page.getByRole('region', { name: 'Review' });
    await page.getByRole('button', { name: 'Next call' }).and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    // The region's form loads once it comes into view (then stays loaded for the calls after).
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
    await emulatorQuiet(page, emulator(BASE));
    const before = await page.getByRole('heading', { level: 1 }).innerText();
    const r = await page.evaluate(
      (prev) =>
        new Promise((resolve) => {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === 'Save and next',
          );
          if (!button) return resolve(null);
          performance.clearResourceTimings();
          const callId = location.pathname.match(/\/calls\/(\d+)/)?.[1];
          const t0 = performance.now();
          let shown = null;
          const check = () => {
            const h1 = document.querySelector('h1')?.textContent ?? '';
            const analysis = document.querySelector('dl[aria-label="Analysis"]');
            if (shown === null && h1 !== prev && analysis?.textContent?.includes('Outcome')) shown = performance.now();
            // The next call's review form in place.
            const form = document.querySelector('section[aria-labelledby="call-review"] form');
            if (shown !== null && form && !form.closest('[inert]')) {
              const ready = performance.now();
              // The save is this call's last read or write of its review: a check read before it
              // (Resource Timing does not tell the method) comes first.
              const put = performance
                .getEntriesByType('resource')
                .filter(
                  (e) => new URL(e.name).pathname.endsWith(`/calls/${callId}/review`) && e.initiatorType === 'fetch',
                )
                .at(-1);
              resolve({
                total: shown - t0,
                save: put ? put.responseEnd - t0 : NaN,
                after: put ? shown - put.responseEnd : NaN,
                ready: ready - t0,
              });
            } else if (performance.now() - t0 > 20_000) resolve({ total: NaN, save: NaN, after: NaN, ready: NaN });
            else requestAnimationFrame(check);
          };
          button.click();
          check();
        }),
      before,
    );
    if (!r) throw new Error('No "Save and next" button on the call page');
    rows.push(r);
  }
  await context.close();
  return rows;
}

async function qualityRun(browser, cpu) {
  await post('/__emulator/reset');
  await post('/__emulator/calls', { agentId: 1, count: Math.ceil(REVIEWS / PER_CALL) + 1000 });
  await post('/__emulator/reviews', { agentId: 1, count: REVIEWS, reviewersPerCall: PER_CALL });
  const { context, page } = await newPage(browser, cpu);
  const steal = stealMeter();
  await page.goto(`${BASE}${AGENT}/quality`);
  // Waited for with the page's own cheap flags: Playwright's role and text queries run in the
  // page, over tables of thousands of cells, and their tasks would be counted as the page's.
  await page.waitForFunction(() => window.__headingAt !== null, null, { timeout: 60_000, polling: 100 });
  const headingAt = await page.evaluate(() => window.__headingAt);
  await page.waitForFunction(() => window.__tablesAt !== null, null, { timeout: 300_000, polling: 100 });
  await page.waitForFunction(() => window.__agreementAt !== null, null, { timeout: 300_000, polling: 100 });
  await page.waitForTimeout(500);
  const r = await page.evaluate((from) => {
    const shown = window.__tablesAt ?? performance.now();
    // Until the task that draws the tables (running when they are committed), which is counted apart.
    const before = window.__longTasks.filter((t) => t.at + t.ms >= from && t.at + t.ms < shown);
    const drawing = window.__longTasks.filter((t) => t.at <= shown && t.at + t.ms >= shown);
    return {
      toTables: shown,
      fromHeading: shown - from,
      longest: Math.max(0, ...before.map((t) => t.ms)),
      over50: before.map((t) => Math.round(t.ms)),
      drawing: Math.max(0, ...drawing.map((t) => t.ms)),
      // Everything from the first showing until the agreement is drawn, the drawing task included.
      toAgreement: Math.max(
        0,
        ...window.__longTasks
          .filter((t) => t.at + t.ms >= from && t.at <= (window.__agreementAt ?? 0))
          .map((t) => t.ms),
      ),
    };
  }, headingAt);
  const reviewed = await page
    .getByText(/[\d,]+ reviews?/)
    .first()
    .innerText()
    .catch(() => '');
  const pairs = await page.evaluate(
    () => document.querySelectorAll('section[aria-labelledby="quality-agreement"] tbody tr').length,
  );
  await context.close();
  return { ...r, reviewed: reviewed.match(/[\d,]+ reviews?/)?.[0] ?? reviewed, pairs, steal: steal() };
}

export async function run({ browser, base }) {
  BASE = base;
  post = emulator(BASE).post;
  const nextRows = [];
  const qualityRows = [];
  for (const cpu of CPUS) {
    const runs = ONLY === 'quality' ? [] : await saveAndNextRun(browser, cpu);
    if (runs.length > 0)
      nextRows.push({
        CPU: `${cpu}x`,
        'press -> next analysis shown, median (ms)': round(median(runs.map((r) => r.total))),
        'max (ms)': round(Math.max(...runs.map((r) => r.total))),
        'of which the save (PUT answered), median (ms)': round(median(runs.map((r) => r.save))),
        'then the next call shown, median (ms)': round(median(runs.map((r) => r.after))),
        'press -> its review form ready, median (ms)': round(median(runs.map((r) => r.ready))),
        all: runs.map((r) => round(r.total)).join(' '),
      });
    if (ONLY === 'next') continue;
    const q = await qualityRun(browser, cpu);
    qualityRows.push({
      CPU: `${cpu}x`,
      'navigation -> tables (ms)': round(q.toTables),
      'heading shown -> tables (ms)': round(q.fromHeading),
      'longest task while loading (ms)': q.longest ? round(q.longest) : 'none over 50',
      'tasks over 50 ms while loading': q.over50.join(' ') || 'none',
      'the task drawing the tables (ms)': q.drawing ? round(q.drawing) : 'under 50',
      'longest task until the agreement shown, drawing included (ms)': q.toAgreement
        ? round(q.toAgreement)
        : 'none over 50',
      'pairs of reviewers': q.pairs,
      reviews: q.reviewed,
      'CPU steal (%)': q.steal,
    });
  }
  await post('/__emulator/reset');
  if (nextRows.length > 0) {
    console.log(`\n-- (d) Save and next, the next call prefetched: press -> its analysis shown (${STEPS} presses) --`);
    console.table(nextRows);
    console.log('target: under 100 ms when prefetched');
  }
  if (qualityRows.length > 0) {
    console.log(
      `\n-- (e) the quality page over ${REVIEWS.toLocaleString('en')} reviews, ${PER_CALL} of 5 reviewers per call --`,
    );
    console.table(qualityRows);
    console.log('target: no main-thread task over 50 ms');
  }
}
