// The overview scenario's pages and runs (bench/scenarios/overview.mjs): the page instrumented,
// the five series answered, the chart drawn first and on a range change, and range changes timed.
import { signedInContext, slowDown } from './browser.mjs';
import { emulator } from './measure.mjs';

export const BUSY = '/workspaces/1/agents/5';
export const API = `/api/v1${BUSY}`;
// 90 whole UTC days up to the day after the emulator's "now" (20 Nov 2026).
const RANGE_90 = { started_after: '2026-08-23T00:00:00.000Z', started_before: '2026-11-21T00:00:00.000Z' };

/** The runs against the app at `BASE`, each `runs` times where it repeats. */
export function overviewRuns(BASE, RUNS) {
  const { post, get: api } = emulator(BASE);
  /** Observers the page starts with: long tasks, and when the chart's bars first appear. */
  function instrument() {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ at: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    // The chart counts as drawn when it has `__wantBuckets` bars (each names itself in a <title>).
    window.__chart = null;
    window.__wantBuckets = 90;
    window.__computingAt = null;
    const seen = new MutationObserver(() => {
      if (window.__computingAt === null && document.querySelector('progress[aria-label="Calls read"]'))
        window.__computingAt = performance.now();
      if (window.__chart || document.querySelectorAll('[role="img"] [data-bucket]').length !== window.__wantBuckets)
        return;
      window.__chart = { committed: performance.now(), painted: null };
      requestAnimationFrame(() => requestAnimationFrame(() => (window.__chart.painted = performance.now())));
    });
    document.addEventListener('DOMContentLoaded', () =>
      seen.observe(document.body, { childList: true, subtree: true }),
    );
  }

  async function newPage(browser, cpu) {
    const context = await signedInContext(browser, { timezoneId: 'UTC' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    await slowDown(page, cpu);
    return { context, page };
  }

  /** The route's 90 days with about a tenth of each outcome's calls moved to "no outcome": five series. */
  async function fiveSeries() {
    const stats = await api(`${API}/calls/stats?${new URLSearchParams({ ...RANGE_90, bucket: 'day', tz: 'UTC' })}`);
    const move = (figures) => {
      let none = 0;
      const outcomes = figures.outcomes.map((o) => {
        const taken = Math.floor(o.count / 10);
        none += taken;
        return { ...o, count: o.count - taken };
      });
      return { ...figures, outcomes: none > 0 ? [...outcomes, { id: null, count: none }] : outcomes };
    };
    return { ...stats, total: move(stats.total), buckets: stats.buckets.map(move) };
  }

  /** Where the last API answer before the chart's commit ended, the times from it, and the long tasks between. */
  const chartTimes = () => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/') && e.responseEnd <= window.__chart.committed);
    const inAt = Math.max(...answers.map((e) => e.responseEnd));
    const bars = [...document.querySelectorAll('[role="img"] [data-bucket]')];
    // Each outcome is a band of a bar's gradient, named by its colour.
    const series = new Set(bars.flatMap((b) => b.style.backgroundImage.match(/--mantine-color-[a-z]+-6/g) ?? [])).size;
    const during = window.__longTasks.filter((t) => t.at + t.ms >= inAt && t.at <= window.__chart.painted);
    return {
      committed: window.__chart.committed - inAt,
      painted: window.__chart.painted - inAt,
      series,
      buckets: bars.length,
      longest: Math.max(0, ...during.map((t) => t.ms)),
    };
  };

  /** The overview as the first page, its statistics answered with the five series at once. */
  async function chartFirstRun(browser, cpu, body) {
    await post('/__emulator/reset');
    await post('/__emulator/faults', { method: 'GET', path: `${API}/calls/stats`, status: 200, body });
    const { context, page } = await newPage(browser, cpu);
    await page.goto(`${BASE}${BUSY}/overview?${new URLSearchParams(RANGE_90)}`);
    await page.waitForFunction(() => window.__chart?.painted, null, { timeout: 60_000, polling: 100 });
    const r = await page.evaluate(chartTimes);
    await context.close();
    return r;
  }

  /** The page open and warm at the last 30 days; then the last 90 days, answered with the five series. */
  async function chartWarmRun(browser, cpu, body) {
    await post('/__emulator/reset');
    const { context, page } = await newPage(browser, cpu);
    await page.goto(`${BASE}${BUSY}/overview`);
    await page.getByLabel('Headline figures').waitFor({ timeout: 60_000 });
    await page.getByLabel('Time range').selectOption('Last 30 days');
    await page.getByRole('heading', { level: 2, name: 'Calls per day' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await post('/__emulator/faults', { method: 'GET', path: `${API}/calls/stats`, status: 200, body });
    await page.evaluate(() => {
      window.__chart = null;
      window.__longTasks = [];
    });
    await page.getByLabel('Time range').selectOption('Last 90 days');
    await page.waitForFunction(() => window.__chart?.painted, null, { timeout: 60_000, polling: 100 });
    const r = await page.evaluate(chartTimes);
    await context.close();
    return r;
  }

  async function rangeRun(browser, cpu) {
    await post('/__emulator/reset');
    const { context, page } = await newPage(browser, cpu);
    await page.goto(`${BASE}${BUSY}/overview`);
    const select = page.getByLabel('Time range');
    const figures = page.getByLabel('Headline figures');
    await figures.waitFor({ timeout: 60_000 });
    const totals = {};
    // Fetch both ranges first: afterwards their answers are in the cache.
    const callsText = () =>
      page.evaluate(
        () =>
          document
            .querySelector('[aria-label="Headline figures"] a[aria-label$=" calls"]')
            ?.getAttribute('aria-label') ?? null,
      );
    for (const preset of ['Last 90 days', 'Last 30 days']) {
      const before = await callsText();
      await select.selectOption(preset);
      await page.waitForFunction(
        (prev) =>
          (document
            .querySelector('[aria-label="Headline figures"] a[aria-label$=" calls"]')
            ?.getAttribute('aria-label') ?? prev) !== prev,
        before,
        { timeout: 60_000 },
      );
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      totals[preset] = await callsText();
    }
    const times = [];
    let preset = 'Last 90 days';
    for (let i = 0; i < RUNS; i++) {
      await page.waitForTimeout(300);
      const { value, id } = await select.evaluate(
        (el, label) => ({ value: [...el.options].find((o) => o.label === label)?.value, id: el.id }),
        preset,
      );
      const r = await page.evaluate(
        ({ value, id, expected }) =>
          new Promise((resolve) => {
            const shown = () =>
              document
                .querySelector('[aria-label="Headline figures"] a[aria-label$=" calls"]')
                ?.getAttribute('aria-label') === expected;
            const el = document.getElementById(id);
            const t0 = performance.now();
            const done = () => {
              const drawn = performance.now() - t0;
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve({ drawn, painted: performance.now() - t0 })),
              );
            };
            const watch = new MutationObserver(() => {
              if (!shown()) return;
              watch.disconnect();
              done();
            });
            watch.observe(document.body, {
              childList: true,
              subtree: true,
              characterData: true,
              attributes: true,
              attributeFilter: ['aria-label'],
            });
            // As the browser does when a person picks an option.
            el.value = value;
            el.dispatchEvent(new Event('input', { bubbles: true }));
            el.dispatchEvent(new Event('change', { bubbles: true }));
            if (shown()) {
              watch.disconnect();
              done();
            }
            setTimeout(() => resolve({ drawn: NaN, painted: NaN }), 10_000);
          }),
        { value, id, expected: totals[preset] },
      );
      times.push(r);
      preset = preset === 'Last 90 days' ? 'Last 30 days' : 'Last 90 days';
    }
    await context.close();
    return times;
  }

  return { newPage, fiveSeries, chartFirstRun, chartWarmRun, rangeRun };
}
