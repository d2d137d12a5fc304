import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { API_CALLS, CALLS } from './calls-helpers';
import { type ApiCall, callsControl, expected, status } from './calls-list-helpers';
import { expect as baseExpect, test } from './fixtures';

// The calls list's export: every call of the filtered list, its progress, a cancel, and a retry.
// The machine the suite shares is often busy: wait longer than the default for what a user would
// eventually see, but never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

async function downloadOf(page: Page, button: string): Promise<string> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return readFileSync(path, 'utf8');
}

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
  // Progress as it goes: some of the calls fetched, not yet all (which count the check sees
  // depends on when it looks, a page of calls arriving every 400 ms).
  await expect(page.getByRole('status').filter({ hasText: 'Exporting CSV' })).toHaveText(
    /fetched [1-9],?\d00 of 10,?000 calls/,
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
