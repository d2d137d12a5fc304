// Interaction latency, INP-style: the Event Timing API's duration (input to next paint) of each
// interaction, at a CPU slowdown (Chrome DevTools' throttling), the slowest one reported per task.
// Used by the interactions and alert-preview scenarios; target: slowest < 100 ms at 4x.
import { AGENT } from '../../scripts/first-load.mjs';
import { signedInContext, slowDown } from './browser.mjs';

const collect = () => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const seen = window.__interactions.get(e.interactionId);
      if (!seen || e.duration > seen.duration)
        window.__interactions.set(e.interactionId, { name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * A click where the element is, as a person's: Playwright's `locator.click()` first checks the
 * target in the page and listens to the click's own events to verify it, which the Event Timing
 * entries would count as the app's processing (~12 ms at 4x on the pointerdown).
 */
export async function clickAt(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click: the element is not visible');
  // As a person does: the pointer arrives, rests a moment, then presses. What the app loads when
  // the pointer arrives (the calls page's pickers) is then ready, and the press pays for whatever
  // it builds; pressed at once, that work fell after the press's frame and went unmeasured.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.mouse.up();
}

/** What a person does, each on the page where it happens. */
export const INTERACTIONS = [
  {
    task: 'type in a form field',
    page: 'profile editor',
    path: `${AGENT}/simulation-profiles/1`,
    run: async (page) => {
      await clickAt(page, page.getByRole('textbox').first());
      await page.keyboard.press('End');
      await page.keyboard.type(' typed quickly', { delay: 60 });
    },
  },
  {
    task: 'open a dialog',
    page: 'intents',
    path: `${AGENT}/settings/intents`,
    run: async (page) => {
      for (let i = 0; i < 2; i++) {
        await clickAt(page, page.getByRole('button', { name: 'New call intent' }));
        await page.getByRole('dialog').waitFor();
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
    },
  },
  {
    task: 'switch a filter',
    page: 'calls',
    path: `${AGENT}/calls`,
    run: async (page) => {
      // The first field of the calls page is a filter picker.
      const picker = page.getByRole('main').locator('input:not([type=hidden])').first();
      await clickAt(page, picker);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
      await page.waitForLoadState('networkidle');
    },
  },
  {
    task: 'move a clip selection',
    page: 'clip set',
    path: `${AGENT}/voice-clip-sets/1`,
    run: async (page) => {
      await page.getByRole('listbox', { name: 'Clip timeline' }).focus();
      for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight', { delay: 30 });
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
    },
  },
];

/** Runs each interaction in a fresh context at `cpuSlowdown`; returns one row per task. */
export async function measureInteractions(browser, base, cpuSlowdown = 4, interactions = INTERACTIONS) {
  const rows = [];
  for (const it of interactions) {
    const ctx = await signedInContext(browser, { viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript(collect);
    const page = await ctx.newPage();
    try {
      await page.goto(`${base}${it.path}`);
      await page.waitForLoadState('networkidle');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await slowDown(page, cpuSlowdown);
      await page.evaluate(() => window.__interactions.clear());
      await it.run(page);
      // Let the last interaction's paint land before reading.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 200))));
      const all = await page.evaluate(() => [...window.__interactions.values()]);
      const slowest = all.reduce((a, b) => (b.duration > a.duration ? b : a), { name: '-', duration: 0 });
      rows.push({
        task: it.task,
        page: it.page,
        interactions: all.length,
        slowestMs: Math.round(slowest.duration),
        slowestEvent: slowest.name,
        under100ms: slowest.duration < 100 ? 'yes' : 'NO',
      });
    } catch (e) {
      rows.push({ task: it.task, page: it.page, error: String(e).split('\n')[0].slice(0, 120) });
    } finally {
      await ctx.close();
    }
  }
  return rows;
}
