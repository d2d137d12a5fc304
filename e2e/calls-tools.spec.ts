import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The machine the suite shares is often busy: wait longer than the default for what a user would
// eventually see, but never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
// The custom range is typed in the person's time zone: one with an offset from UTC.
test.use({ timezoneId: 'Europe/Berlin' });

const CALLS = `${AGENT}/calls`;
const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';

type ApiCall = { id: number; started_at: string; sentiment: string | null };

/** What the emulator itself answers for a query (all pages): the page and the files must agree. */
async function expected(request: APIRequestContext, query: string): Promise<{ total: number; items: ApiCall[] }> {
  const res = await request.get(`${API_CALLS}?${query}&limit=1000`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; items: ApiCall[] };
}

/** The emulator's calls-list control: ignore parameters, or seed many calls. */
async function callsControl(request: APIRequestContext, body: { ignore?: string[]; count?: number }) {
  expect((await request.post('/__emulator/calls', { data: body })).ok()).toBe(true);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing .* calls?$|^\d+ calls?$/ });
const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');
const rowTimes = async (page: Page) =>
  (
    await rows(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  ).map((t) => Date.parse(t));

async function downloadOf(page: Page, button: string): Promise<string> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

test('a time range in the URL filters the list; each row is inside it', async ({ signedIn: page, request }) => {
  const after = '2026-11-10T00:00:00.000Z';
  const before = '2026-11-17T00:00:00.000Z';
  const { total } = await expected(request, `started_after=${after}&started_before=${before}`);
  expect(total).toBeGreaterThan(5);
  expect(total).toBeLessThan(60);
  await page.goto(`${CALLS}?started_after=${after}&started_before=${before}`);
  await expect(status(page)).toHaveText(new RegExp(`of ${total} calls$`));
  for (const t of await rowTimes(page)) {
    expect(t).toBeGreaterThanOrEqual(Date.parse(after));
    expect(t).toBeLessThan(Date.parse(before));
  }
  await expect(page.getByTestId('time-range-summary')).toContainText('From');
  await expect(page.getByText('This server does not apply', { exact: false })).toHaveCount(0);
});

test('bad time range or order in the URL is ignored with a note', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}?started_after=soon&order=sideways&sentiment=negative`);
  const note = page.getByRole('status').filter({ hasText: 'Part of this page' });
  await expect(note).toContainText('started_after “soon” is not a date and time');
  await expect(note).toContainText('order “sideways”');
  // The rest of the address still applies.
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('time-range-summary')).toHaveText('Any time');
  await expectNoAxeViolations(page);
});

test('the range chooser: axe clean when open, a preset and a custom range in the time zone go to the URL', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(CALLS);
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
  await page.getByRole('button', { name: 'Change time range' }).click();
  const chooser = page.getByRole('region', { name: 'Choose a time range' });
  await expect(chooser).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).click();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Custom range typed in the person's time zone (this context: Europe/Berlin, UTC+1 in November).
  await page.getByRole('textbox', { name: 'From' }).fill('2026-11-10 01:00');
  await expect(chooser.getByText('UTC: 2026-11-10T00:00:00Z')).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill('2026-11-09 00:00');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(chooser.getByText('The end must be after the start.')).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill('2026-11-17 01:00');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page).toHaveURL(
    /started_after=2026-11-10T00%3A00%3A00.000Z&started_before=2026-11-17T00%3A00%3A00.000Z$/,
  );
  const { total } = await expected(request, 'started_after=2026-11-10T00:00:00Z&started_before=2026-11-17T00:00:00Z');
  await expect(status(page)).toHaveText(new RegExp(`of ${total} calls$`));

  // A preset: a window ending now.
  await page.getByRole('button', { name: 'Change time range' }).click();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/\?started_after=/);
  const after = new URL(page.url()).searchParams.get('started_after') ?? '';
  expect(Math.abs(Date.parse(after) - (Date.now() - 30 * 86_400_000))).toBeLessThan(10 * 60_000);
  await page.getByRole('button', { name: 'Change time range' }).click();
  await page.getByRole('button', { name: 'Any time' }).click();
  await expect(page).toHaveURL(/\/calls$/);
});

test('order: oldest first in the URL, and the caption says it', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  await expect(page.getByRole('table').first().locator('caption')).toHaveText('Calls, newest first');
  await page.getByLabel('Order').selectOption('asc');
  await expect(page).toHaveURL(/\/calls\?order=asc$/);
  await expect(page.getByRole('table').first().locator('caption')).toHaveText('Calls, oldest first');
  await expect(rows(page).first().locator('th')).toHaveText('Call 1001');
  const times = await rowTimes(page);
  expect(times).toEqual([...times].sort((a, b) => a - b));
});

test('a server that ignores range and order is noticed from the items', async ({ signedIn: page, request }) => {
  await callsControl(request, { ignore: ['started_after', 'started_before', 'order'] });
  await page.goto(`${CALLS}?started_after=2026-11-18T00:00:00Z`);
  const notice = page.getByRole('status').filter({ hasText: 'This server does not apply all of this view' });
  await expect(notice).toContainText('This server does not apply the time range');
  await expect(notice).toContainText('This server does not apply the order');
  await expect(page.getByRole('table').first().locator('caption')).toHaveText(
    'Calls, in the order the server sent them',
  );
  await expectNoAxeViolations(page);
  // The same server, asked what it does anyway, raises no notice.
  await page.goto(`${CALLS}?order=asc`);
  await expect(page.getByRole('table').first().locator('caption')).toHaveText('Calls, oldest first');
  await expect(notice).toHaveCount(0);
});

test('find a call by id: a bad id is refused, a good one opens the call page with the list', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?sentiment=negative`);
  const field = page.getByRole('textbox', { name: 'Call id' });
  await field.fill('10x');
  await page.getByRole('button', { name: 'Open call' }).click();
  await expect(page.getByText('A call id is a whole number above 0, such as 1042.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('10x');
  await field.fill('1042');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${CALLS}/1042\\?sentiment=negative$`));
});

test('saved views: save, open by link, rename, refuse a taken name, delete after asking', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?sentiment=negative&order=asc`);
  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByText('Enter a name for this view.')).toBeVisible();
  await views.getByRole('textbox', { name: 'Name' }).fill('Unhappy, oldest first');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Unhappy, oldest first' })).toBeVisible();

  await page.goto(`${CALLS}?label_id=1`);
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('unhappy, OLDEST first');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByText('A view named “unhappy, OLDEST first” already exists')).toBeVisible();
  await views.getByRole('textbox', { name: 'Name' }).fill('Legal <b>threats</b>');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Legal <b>threats</b>' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept in this browser: a reload still lists them; a link reproduces the view.
  await page.reload();
  await views.getByRole('link', { name: 'Unhappy, oldest first' }).click();
  await expect(page).toHaveURL(/\/calls\?sentiment=negative&order=asc$/);
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();

  await views.getByRole('button', { name: 'Rename Unhappy, oldest first' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('Negative');
  await views.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Negative' })).toBeVisible();
  await expect(views.getByRole('link', { name: 'Unhappy, oldest first' })).toHaveCount(0);

  await views.getByRole('button', { name: 'Delete Negative' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Negative');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(views.getByRole('link', { name: 'Negative' })).toHaveCount(0);
  await expect(views.getByRole('link', { name: 'Legal <b>threats</b>' })).toBeVisible();
  // Another agent has its own views.
  await page.goto('/workspaces/1/agents/2/calls');
  await expect(page.getByRole('region', { name: 'Saved views' }).getByRole('link')).toHaveCount(0);
});

test('export CSV and JSON: every call of the filtered list, across pages', async ({ signedIn: page, request }) => {
  await callsControl(request, { count: 3000 });
  const query = 'sentiment=negative&started_after=2026-11-05T00:00:00Z';
  const want = await expected(request, query);
  expect(want.total).toBeGreaterThan(500);
  await page.goto(`${CALLS}?${query}`);
  await expect(status(page)).toHaveText(
    new RegExp(`of ${want.total.toLocaleString('en-US').replace(/,/g, ',?')} calls$`),
  );
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = await downloadOf(page, 'Download CSV');
  const parsed = Papa.parse<string[]>(csv.trimEnd(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header, ...records] = parsed.data;
  expect(header).toEqual([
    'id',
    'started_at',
    'duration_seconds',
    'intent',
    'outcome',
    'sentiment',
    'labels_and_red_flags',
  ]);
  expect(records).toHaveLength(want.total);
  expect(new Set(records.map((r) => r[0])).size).toBe(want.total);
  expect(records.every((r) => r[5] === 'negative')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(`as CSV`);

  const json = JSON.parse(await downloadOf(page, 'Download JSON')) as ApiCall[];
  expect(json).toHaveLength(want.total);
  expect(
    json.every((c) => c.sentiment === 'negative' && Date.parse(c.started_at) >= Date.parse('2026-11-05T00:00:00Z')),
  ).toBe(true);
});
test('export shows progress and can be cancelled', async ({ signedIn: page, request, emulator }) => {
  await callsControl(request, { count: 10_000 });
  await page.goto(CALLS);
  await expect(status(page)).toHaveText(/of 10,?000 calls$/);
  await emulator.fault({ path: API_CALLS, latencyMs: 400 });
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting CSV' })).toHaveText(
    /fetched 1,?000 of 10,?000 calls/,
  );
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel export' }).click();
  await expect(page.getByText('Export cancelled. Nothing was downloaded.')).toBeVisible();
});

test('an export that fails mid-way says where it stopped and retries from there', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  await callsControl(request, { count: 2000 });
  await page.goto(CALLS);
  await expect(status(page)).toHaveText(/of 2,?000 calls$/);
  await emulator.fault({ path: API_CALLS, latencyMs: 700 });
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Download JSON' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Exporting JSON' })).toHaveText(
    /fetched (200|400) of 2,?000 calls/,
  );
  // The next page fails (the newest fault wins, once).
  await emulator.fault({ path: API_CALLS, status: 503, body: { detail: 'Service temporarily unavailable' }, times: 1 });
  const alert = page.getByRole('alert').filter({ hasText: 'The export stopped' });
  await expect(alert).toContainText(/It stopped after [\d,]+ of 2,?000 calls: .*Service temporarily unavailable/);
  const stoppedAt = Number((/after ([\d,]+) of/.exec((await alert.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));
  await emulator.clearFaults();
  const json = JSON.parse(
    await downloadOf(page, `Retry from call ${(stoppedAt + 1).toLocaleString('en-US')}`),
  ) as ApiCall[];
  expect(json).toHaveLength(2000);
  expect(new Set(json.map((c) => c.id)).size).toBe(2000);
});

test('pickers: labels and fields line up, headers on one line, Enter takes the first match', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(CALLS);
  await expect(rows(page).first()).toBeVisible();
  const names = ['Call intents', 'Call outcomes', 'Sentiments', 'Labels and red flags'];
  const fields = await Promise.all(
    names.map((n) => page.getByRole('combobox', { name: n, exact: true }).boundingBox()),
  );
  const tops = fields.map((b) => Math.round(b?.y ?? -1));
  expect(new Set(tops).size).toBe(1);
  const heads = await page
    .getByRole('columnheader')
    .evaluateAll((ths) => ths.map((th) => th.getBoundingClientRect().height));
  expect(Math.max(...heads) - Math.min(...heads)).toBeLessThan(2);

  const sentiments = page.getByRole('combobox', { name: 'Sentiments', exact: true });
  await sentiments.click();
  await sentiments.fill('neg');
  await sentiments.press('Enter');
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
});
