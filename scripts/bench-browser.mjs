// What the page benchmarks share: a browser context signed in with the demo token, whose pages
// record every long main-thread task in window.__longTasks ({ at, ms }, from page start).

/** A new context (1366 x 900) of `browser`, signed in, recording long tasks. */
export async function benchContext(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => {
    sessionStorage.setItem('cm.token', 'demo-token');
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ at: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  return context;
}
