import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// The call page against an unlucky or hostile service: odd data and failing answers.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALLS = `${AGENT}/calls`;
const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a 3,000-character label neither widens the call page nor the calls list', async ({
  signedIn: page,
  emulator,
}) => {
  const long = `Escalated ${'a'.repeat(3000)}`;
  const labels = [
    { id: 81, label: long },
    { id: 81, label: long },
  ];
  const detail = await apiGet<Record<string, unknown>>(page.request, `${API_CALLS}/1060`);
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, body: { ...detail, labels_and_redflags: labels } });
  const list = await apiGet<{ items: Record<string, unknown>[]; total: number }>(page.request, `${API_CALLS}?limit=10`);
  const items = list.items.map((c, i) => (i === 0 ? { ...c, labels_and_redflags: labels } : c));
  await emulator.fault({ method: 'GET', path: API_CALLS, body: { ...list, items } });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${CALLS}/1060?limit=10`);
    await expect(heading(page)).toHaveText('Call 1060');
    await expect(page.getByTitle(`Label: ${long}`).first()).toBeVisible();
    expect(await sideScroll(page), `side scroll of the call page at ${width} px`).toBeLessThanOrEqual(0);
    await page.goto(`${CALLS}?limit=10`);
    await expect(page.getByTitle(`Label: ${long}`).first()).toBeVisible();
    expect(await sideScroll(page), `side scroll of the calls list at ${width} px`).toBeLessThanOrEqual(0);
  }
});

test('when the call’s details fail, the page says its transcript and values could not be loaded, not that there are none', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'GET',
    path: `${API_CALLS}/1060`,
    status: 503,
    body: '<html><head><title>503 Service Unavailable</title></head></html>',
  });
  await page.goto(`${CALLS}/1060`);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load this call' })).toContainText(
    '503 Service Unavailable',
  );
  const transcript = page.getByRole('region', { name: 'Transcript' });
  const values = page.getByRole('region', { name: 'Extracted values' });
  await expect(transcript).toContainText('The transcript could not be loaded');
  await expect(values).toContainText('The extracted values could not be loaded');
  await expect(page.getByText(/There is no transcript|There are no extracted values/)).toHaveCount(0);
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Extracted values' })).toBeVisible();
});

test('a failing recording says it failed and offers Try again, after the wait Retry-After asks for; "no recording" is kept for a call that has none', async ({
  signedIn: page,
  emulator,
}) => {
  await page.clock.install();
  const recording = `${API_CALLS}/1060/recording`;
  const failures = [
    { status: 500, body: { detail: 'Internal Server Error' } },
    { status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>' },
    { status: 503, body: { detail: 'Service Unavailable' } },
  ];
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load the recording' });
  const retry = failed.getByRole('button', { name: /^Try again/ });
  for (const f of failures) {
    await emulator.fault({ method: 'GET', path: recording, ...f, times: 1 });
    await page.goto(`${CALLS}/1060`);
    await expect(retry, `${f.status}`).toBeEnabled();
    await expect(page.getByText('No recording for this call')).toHaveCount(0);
    await retry.click();
    await expect(failed).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Play' })).toBeEnabled();
  }

  await emulator.fault({
    method: 'GET',
    path: recording,
    status: 429,
    body: { detail: 'Too Many Requests' },
    headers: { 'Retry-After': '3' },
    times: 1,
  });
  await page.goto(`${CALLS}/1060`);
  await expect(failed).toContainText('Too Many Requests');
  await expect(retry).toBeDisabled();
  // The page's clock (installed above) skips the 3 s rather than the test waiting them out.
  await page.clock.fastForward(3000);
  await expect(retry).toBeEnabled();
  await retry.click();
  await expect(
    page.getByRole('img', { name: 'Waveform of call 1060' }).and(page.locator('[data-state="ready"]')),
  ).toBeVisible({ timeout: 60_000 });

  await page.goto(`${CALLS}/1055`);
  await expect(page.getByText('No recording for this call')).toBeVisible();
  await expect(page.getByText('No recording for call 1055', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Try again/ })).toHaveCount(0);
});

test('Find in a turn of 100,000 characters or 20,000 words counts every match and marks only those in view', async ({
  signedIn: page,
  emulator,
}) => {
  const detail = await apiGet<Record<string, unknown>>(page.request, `${API_CALLS}/1060`);
  const cases = [
    { text: 'x'.repeat(100_000), query: 'x', total: '100,000 matches', maxMarks: 100 },
    { text: Array(20_000).fill('word').join(' '), query: 'w', total: '20,000 matches', maxMarks: 2_000 },
  ];
  for (const c of cases) {
    const transcript = [
      { speaker: 'agent', start_ms: 0, end_ms: 1000, text: 'Hello, can I help?' },
      { speaker: 'caller', start_ms: 1000, end_ms: 60_000, text: c.text },
    ];
    await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, body: { ...detail, transcript } });
    await page.goto(`${CALLS}/1060`);
    await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Find in transcript' }).fill(c.query);
    const status = page.getByRole('status').filter({ hasText: /^Match/ });
    await expect(status).toHaveText(`Match 1 of 1(${c.total} in 1 turn)`);
    await expect(page.locator('mark').first()).toBeVisible();
    const marks = await page.locator('mark').count();
    expect(marks, 'marks drawn').toBeLessThanOrEqual(c.maxMarks);
    // Scrolled down the turn, the marks follow what is in view.
    const box = page.getByRole('list', { name: 'Transcript' });
    await box.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect
      .poll(() =>
        page
          .locator('mark')
          .evaluateAll((ms) =>
            ms.some(
              (m) =>
                m.getBoundingClientRect().top > 0 &&
                m.closest('[data-index="1"]') !== null &&
                m.getBoundingClientRect().bottom <= (m.closest('[role="list"]')?.getBoundingClientRect().bottom ?? 0),
            ),
          ),
      )
      .toBe(true);
    await emulator.clearFaults();
  }
});

test('call lengths read as people say them on the calls list and the call page', async ({ signedIn: page }) => {
  const call = await apiGet<{ duration_ms: number }>(page.request, `${API_CALLS}/1060`);
  const s = Math.floor(call.duration_ms / 1000);
  const said =
    s >= 3600
      ? `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
      : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  await page.goto(`${CALLS}?limit=10`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Call 1060', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(said);
  const lengths = await page
    .getByRole('table', { name: /^Calls/ })
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((r) => r.children[2]?.textContent ?? ''));
  expect(lengths.length).toBeGreaterThan(0);
  for (const l of lengths) expect(l).toMatch(/^(\d+:\d{2}|\d+:\d{2}:\d{2}|—)$/);
  await page.getByRole('link', { name: 'Call 1060', exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: new RegExp(`^${said}$`) })).toBeVisible();
});

test('the clip-set viewer, too, tells a failing recording (with Try again) from one the server does not have', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'GET',
    path: `${API_CALLS}/1060/recording`,
    status: 500,
    body: { detail: 'Internal Server Error' },
  });
  await page.goto(`${AGENT}/voice-clip-sets/1`);
  await expect(page.getByText('Could not load the recording')).toBeVisible();
  await expect(page.getByText('No recording on this server')).toHaveCount(0);
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Recording of call 1060 loaded.')).toBeVisible();
});

test('on a phone, the Review region does not jump down when the call’s details arrive late (no layout shift)', async ({
  signedIn: page,
  emulator,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/1060`, hold: 'details', times: 1 });
  await page.goto(`${CALLS}/1060`);
  await expect(page.getByRole('region', { name: 'Review' })).toBeVisible();
  await emulator.release('details');
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timing' })).toContainText('Median response');
  // Two frames more for the browser to report the last shifts.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);
});
