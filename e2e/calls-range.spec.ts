import type { Page } from '@playwright/test';
import { CALLS } from './calls-helpers';
import { callsControl, expected, rows, status } from './calls-list-helpers';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The calls list's time range and order: in the address, in the range chooser, and a server that
// ignores them.
// The machine the suite shares is often busy: wait longer than the default for what a user would
// eventually see, but never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });
// The custom range is typed in the person's time zone: one with an offset from UTC.
test.use({ timezoneId: 'Europe/Berlin' });

const rowTimes = async (page: Page) =>
  (
    await rows(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
  ).map((t) => Date.parse(t));

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
