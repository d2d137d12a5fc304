import type { Page } from '@playwright/test';

/** A layout shift as recorded in the page: its score and what moved, from where to where. */
export type Shift = { value: number; moved: string };

/**
 * Records the page's layout shifts (over 0.001) from its first load; returns what reads them and
 * what clears them, so that a test measures only what follows a moment of its own.
 */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources: Source[] })[]) {
        if (e.value <= 0.001) continue;
        const moved = e.sources.map(
          (s) => `${s.node?.textContent?.slice(0, 40)} (${s.previousRect.y} -> ${s.currentRect.y})`,
        );
        shifts.push({ value: e.value, moved: moved.join(' | ') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    read: () => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts),
    clear: () => page.evaluate(() => ((window as unknown as { shifts: Shift[] }).shifts.length = 0)),
  };
}
