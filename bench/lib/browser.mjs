// What the page benchmarks share: the one Chromium of a run (the full browser, what people use),
// and contexts signed in with the demo token, whose pages record every long main-thread task in
// window.__longTasks ({ at, ms }, from page start).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium-path.mjs';

export const launchBrowser = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** A new context (1366 x 900 unless `options` say otherwise) of `browser`, signed in with the demo token. */
export async function signedInContext(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  await context.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
  return context;
}

/** A signed-in context whose pages record long tasks. */
export async function benchContext(browser, options = {}) {
  const context = await signedInContext(browser, options);
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ at: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return context;
}

/** The CPU of `page` slowed down `rate` times (Chrome DevTools' throttling). */
export async function slowDown(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Sets window.__shownAt when the call page first shows (its heading): tasks before it are the app starting up. */
export function markCallShown() {
  window.__shownAt = Infinity;
  const seen = new MutationObserver(() => {
    if (/^Call \d+$/.test(document.querySelector('h1')?.textContent ?? '')) {
      window.__shownAt = performance.now();
      seen.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => seen.observe(document.body, { childList: true, subtree: true }));
}

/** Until the emulator has answered everything asked so far (its log unchanged for half a second). */
export async function emulatorQuiet(page, emu) {
  let last = -1;
  for (;;) {
    const n = await emu.requests();
    if (n === last) return;
    last = n;
    await page.waitForTimeout(500);
  }
}
