// Editing at scale: `npm run bench -- editing [url]`.
//  1. a simulation profile of 5,000 keys: the longest main-thread task while it opens
//     (target: none over 200 ms), and the time from a keystroke in a value to the next paint
//     (Event Timing; target under 50 ms), and importing 3,000 pasted lines;
//  2. 5,000 call intents: the longest task while the page opens, and the next paint after
//     "Next page", "Last page" and typing in the filter (target under 50 ms each).
// The records are added with the emulator's /__emulator/seed-large; the emulator is reset after.
import { emulator, stealMeter } from '../lib/measure.mjs';

export const about = 'editing at scale: a 5,000-key profile (open, type, import 3,000 lines) and 5,000 call intents';
let BASE = '';
let post = null;
const AGENT = '/workspaces/1/agents/1';
const TARGETS = { openLongestMs: 200, interactionMs: 50 };

async function newPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('cm.token', 'demo-token');
    window.__longTasks = [];
    window.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
    // Event Timing: from the input to the paint after its handlers (16 ms is the API's floor).
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  return { context, page: await context.newPage() };
}

const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 150)))));
const longest = (page) => page.evaluate(() => Math.round(Math.max(0, ...window.__longTasks)));
const clear = (page) =>
  page.evaluate(() => {
    window.__longTasks = [];
    window.__events = [];
  });
/** The slowest input-to-paint of the events of `names` since the last clear (under 16 ms reads as 16). */
const slowestEvent = (page, names) =>
  page.evaluate(
    (n) => Math.round(Math.max(16, ...window.__events.filter((e) => n.includes(e.name)).map((e) => e.duration))),
    names,
  );

async function profileBench(browser) {
  const { profileId } = await post('/__emulator/seed-large', { profileKeys: 5000 });
  const { context, page } = await newPage(browser);
  const started = Date.now();
  await page.goto(`${BASE}${AGENT}/simulation-profiles/${profileId}`);
  await page.getByRole('textbox', { name: 'Key 1', exact: true }).waitFor({ timeout: 60_000 });
  await settle(page);
  const openWall = Date.now() - started;
  const openLongest = await longest(page);
  const rows = await page.getByTestId('field-row').count();
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);

  const value = page.getByRole('textbox', { name: 'Value 1', exact: true });
  await value.click();
  await clear(page);
  for (const ch of 'typing speed') {
    await page.keyboard.press(ch === ' ' ? 'Space' : ch);
    await settle(page);
  }
  const keystroke = await slowestEvent(page, ['keydown', 'keypress', 'keyup', 'input', 'beforeinput']);
  const keystrokeLongest = await longest(page);

  await page.getByRole('group', { name: 'Field rows' }).evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
  await settle(page);
  await clear(page);
  await page.getByRole('group', { name: 'Field rows' }).evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await settle(page);
  const scrollLongest = await longest(page);

  let importLongest = 'not measured';
  let importClick = 'not measured';
  try {
    await page.getByRole('button', { name: 'Paste or import…' }).click();
    const lines = Array.from({ length: 3000 }, (_, i) => `imported_${i}=value ${i}`).join('\n');
    // As a paste puts it there: Playwright's fill of 3,000 lines takes Chromium about 17 s on
    // its own (typing multi-line text grows with the square of its length), in any textarea.
    await page.getByRole('textbox', { name: 'Lines to import' }).evaluate((el, text) => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(el, text);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }, lines);
    await clear(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText(/Imported 3000 fields/).waitFor({ timeout: 60_000 });
    await settle(page);
    importLongest = await longest(page);
    importClick = await slowestEvent(page, ['click', 'pointerup', 'mouseup']);
  } catch (e) {
    console.log(`import of 3,000 lines not measured: ${String(e.message).split('\n')[0]}`);
  }
  await context.close();
  return { openWall, openLongest, rows, dom, keystroke, keystrokeLongest, scrollLongest, importLongest, importClick };
}

async function intentsBench(browser) {
  await post('/__emulator/seed-large', { intents: 5000 });
  const { context, page } = await newPage(browser);
  const started = Date.now();
  await page.goto(`${BASE}${AGENT}/settings/intents`);
  await page.getByRole('button', { name: 'Edit Billing question' }).waitFor({ timeout: 60_000 });
  await settle(page);
  const openWall = Date.now() - started;
  const openLongest = await longest(page);
  const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
  const interactions = {};
  const measure = async (name, fn, events) => {
    await clear(page);
    await fn();
    await settle(page);
    interactions[name] = { eventMs: await slowestEvent(page, events), longestTaskMs: await longest(page) };
  };
  const clicks = ['click', 'pointerup', 'mouseup', 'pointerdown', 'mousedown'];
  // The pointer comes to rest on a button before it is pressed, as a person's does: Playwright's
  // click moves it and presses in the same frame, which would charge the hover's restyle to the press.
  const press = async (name) => {
    const button = page.getByRole('button', { name, exact: true });
    await button.hover();
    await settle(page);
    await clear(page);
    await button.click();
  };
  await measure('next page', () => press('Next page'), clicks);
  await measure('last page', () => press('Last page'), clicks);
  const filter = page.getByRole('textbox', { name: 'Filter intents' });
  await filter.click();
  await measure(
    'type in filter',
    async () => {
      for (const ch of 'intent 0432') {
        await page.keyboard.press(ch === ' ' ? 'Space' : ch);
        await settle(page);
      }
    },
    ['keydown', 'keypress', 'keyup', 'input', 'beforeinput'],
  );
  await measure(
    'open editor',
    () =>
      page
        .getByRole('button', { name: /^Edit Generated intent 0432/ })
        .first()
        .click(),
    clicks,
  );
  await context.close();
  return { openWall, openLongest, dom, interactions };
}

export async function run({ browser, base }) {
  BASE = base;
  post = emulator(BASE).post;
  const steal = stealMeter();
  try {
    const ok = (v, t) => (typeof v === 'number' && v <= t ? 'ok' : 'OVER');
    const p = await profileBench(browser);
    console.log(
      `\n5,000-key profile: opened in ${p.openWall} ms (wall), ${p.rows} rows in the DOM (${p.dom} elements)`,
    );
    console.table({
      'open: longest task': {
        ms: p.openLongest,
        target: `<= ${TARGETS.openLongestMs}`,
        result: ok(p.openLongest, TARGETS.openLongestMs),
      },
      'keystroke in a value: input to paint': {
        ms: p.keystroke,
        target: `< ${TARGETS.interactionMs}`,
        result: ok(p.keystroke, TARGETS.interactionMs - 1),
      },
      'keystroke: longest task': { ms: p.keystrokeLongest, target: '', result: '' },
      'scroll to the end: longest task': { ms: p.scrollLongest, target: '', result: '' },
      'import 3,000 lines: longest task': { ms: p.importLongest, target: '', result: '' },
    });
    await post('/__emulator/reset');
    const i = await intentsBench(browser);
    console.log(`\n5,000 call intents: opened in ${i.openWall} ms (wall), ${i.dom} elements in the DOM`);
    console.table({
      'open: longest task': {
        ms: i.openLongest,
        target: `<= ${TARGETS.openLongestMs}`,
        result: ok(i.openLongest, TARGETS.openLongestMs),
      },
      ...Object.fromEntries(
        Object.entries(i.interactions).map(([k, v]) => [
          `${k}: input to paint`,
          {
            ms: v.eventMs,
            target: `< ${TARGETS.interactionMs}`,
            result: ok(v.eventMs, TARGETS.interactionMs - 1),
            longestTaskMs: v.longestTaskMs,
          },
        ]),
      ),
    });
    console.log(`cpuStealPct during the runs: ${steal()}`);
  } finally {
    await post('/__emulator/reset').catch(() => {});
  }
}
