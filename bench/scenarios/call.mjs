// The call page: `npm run bench -- call [url]`; CALL_RUNS (default 3): runs of 1.
// 1. The waveform of a 60-minute recording (seeded call 1057): time from page open to the
//    waveform drawn, the longest main-thread task while it is fetched and computed and while
//    the recording plays, and the memory the peaks keep.
// 2. J to the next call: time from the key press until the next call's analysis shows, with
//    the neighbours prefetched (the page was open long enough) and without.
// Targets: no main-thread task over 50 ms; J under 100 ms when prefetched.
import { benchContext, emulatorQuiet, markCallShown } from '../lib/browser.mjs';
import { emulator, median, stealMeter } from '../lib/measure.mjs';

export const about =
  'the call page: a 60-minute waveform drawn and played, J to the next call (prefetched and at once)';
let BASE = '';
const AGENT = '/workspaces/1/agents/1';
const HOUR_CALL = 1057;
const RUNS = Number(process.env.CALL_RUNS ?? 3);

async function newPage(browser) {
  const context = await benchContext(browser);
  await context.addInitScript(markCallShown);
  return { context, page: await context.newPage() };
}

async function waveformRun(browser) {
  const { context, page } = await newPage(browser);
  const steal = stealMeter();
  await page.goto(`${BASE}${AGENT}/calls/${HOUR_CALL}`);
  const figure = page.getByRole('img', { name: `Waveform of call ${HOUR_CALL}` });
  await figure.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 180_000 });
  await page.locator('canvas[data-drawn="true"]').waitFor();
  const drawnAt = await page.evaluate(() =>
    Math.round(performance.getEntriesByName('waveform-drawn').at(-1)?.startTime ?? NaN),
  );
  // The app's own start is not the waveform's work: count the tasks that began once the call page showed.
  const { tasks: all, shownAt } = await page.evaluate(() => ({ tasks: window.__longTasks, shownAt: window.__shownAt }));
  const startup = all.filter((t) => t.at < shownAt);
  const loading = all.filter((t) => t.at >= shownAt);
  const peaksBytes = Number(await figure.getAttribute('data-peaks-bytes'));
  const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? null);
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForTimeout(4000);
  // Seek by clicking the waveform while playing, then let it play on.
  const box = await figure.boundingBox();
  if (box) await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
  await page.waitForTimeout(2000);
  const playing = await page.evaluate(() => window.__longTasks.map((t) => t.ms));
  const position = await page.getByTestId('call-audio').evaluate((a) => a.currentTime);
  await context.close();
  return {
    'page open to waveform drawn (ms)': drawnAt,
    'longest task, app start (ms)': Math.round(Math.max(0, ...startup.map((t) => t.ms))),
    'longest task, fetch + decode + peaks (ms)': Math.round(Math.max(0, ...loading.map((t) => t.ms))),
    'tasks over 50 ms, fetch + decode + peaks': loading.filter((t) => t.ms > 50).length,
    'longest task while playing (ms)': Math.round(Math.max(0, ...playing)),
    'position after seek (s)': Math.round(position),
    'peaks kept (kB)': Math.round(peaksBytes / 1024),
    'JS heap after (MB)': heap === null ? 'n/a' : Math.round(heap / 1048576),
    'CPU steal (%)': steal(),
  };
}

/** J pressed `times` times from the first call of the list; ms until each next call's analysis shows. */
async function jRun(browser, { prefetched }) {
  const { context, page } = await newPage(browser);
  await page.goto(`${BASE}${AGENT}/calls?limit=10`);
  await page
    .getByRole('link', { name: /^Call \d+$/ })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: /^Call \d+$/ }).waitFor();
  const times = [];
  for (let i = 0; i < 12; i++) {
    // Prefetched: the page has found its neighbours (Next call enabled) and the emulator has
    // answered everything asked so far (its request log stays the same for half a second).
    if (prefetched) {
      await page.getByRole('button', { name: 'Next call' }).and(page.locator(':enabled')).waitFor();
      await emulatorQuiet(page, emulator(BASE));
    }
    const before = await page.getByRole('heading', { level: 1 }).innerText();
    const ms = await page.evaluate(
      (prev) =>
        new Promise((resolve) => {
          const t0 = performance.now();
          const check = () => {
            const h1 = document.querySelector('h1')?.textContent ?? '';
            const analysis = document.querySelector('dl[aria-label="Analysis"]');
            if (h1 !== prev && analysis && analysis.textContent && analysis.textContent.includes('Outcome'))
              resolve(performance.now() - t0);
            else if (performance.now() - t0 > 20_000) resolve(NaN);
            else requestAnimationFrame(check);
          };
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
          check();
        }),
      before,
    );
    times.push(Math.round(ms));
  }
  await context.close();
  return times;
}

export async function run({ browser, base }) {
  BASE = base;
  // A warm-up load: the first row should not pay for the server building the recording.
  const warm = await fetch(`${BASE}/api/v1${AGENT}/calls/${HOUR_CALL}/recording`, {
    headers: { Authorization: 'Bearer demo-token' },
  });
  await warm.arrayBuffer();
  const rows = [];
  console.log(`\n-- Waveform of a 60-minute recording (call ${HOUR_CALL}), ${RUNS} runs --`);
  for (let i = 0; i < RUNS; i++) {
    rows.push(await waveformRun(browser));
    console.log(JSON.stringify(rows.at(-1)));
  }
  console.table(rows);
  console.log('target: no task over 50 ms while computing or playing');
  const pre = await jRun(browser, { prefetched: true });
  const cold = await jRun(browser, { prefetched: false });
  console.log('\n-- J to the next call: ms until its analysis shows (12 presses, crossing list pages of 10) --');
  console.table([
    { case: 'prefetched', median: median(pre), max: Math.max(...pre), all: pre.join(' ') },
    { case: 'pressed at once', median: median(cold), max: Math.max(...cold), all: cold.join(' ') },
  ]);
  console.log('target: under 100 ms when prefetched');
}
