import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, QUALITY } from './quality-helpers';

// The quality page's range: a period kept in the address, a custom range, and dates not understood.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

async function reviewTotal(request: APIRequestContext, query = ''): Promise<number> {
  const res = await request.get(`${API}/call-reviews?limit=1${query}`, { headers: auth });
  return ((await res.json()) as { total: number }).total;
}
const fromReviews = (page: Page) => page.getByRole('status').filter({ hasText: /^From [\d,]+ reviews?/ });

test('the period is kept in the address as a period, so a bookmark keeps meaning the last days', async ({
  signedIn: page,
  request,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-20T17:00:00Z'));
  await page.goto(QUALITY);
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/[?&]period=7(&|$)/);
  expect(new URL(page.url()).searchParams.has('started_after')).toBe(false);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(page.getByText(/^Calls started since/).locator('time[datetime="2026-11-13T17:00:00Z"]')).toBeVisible();

  // A bookmark made before, with the moment it was made: the last 7 days all the same, and said so.
  const since = '2026-11-13T17:00:00.000Z';
  const inWeek = await reviewTotal(request, `&started_after=${since}`);
  expect(inWeek).toBeLessThan(await reviewTotal(request));
  await page.goto(`${QUALITY}?started_after=2026-08-01T00:00:00.000Z&period=7`);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(fromReviews(page)).toContainText(`From ${inWeek.toLocaleString('en')} review`);
  const note = page.getByRole('status').filter({ hasText: 'ignored' });
  await expect(note).toContainText('started_after and started_before are left out');
});

test('a custom range shows its dates, and a date the page does not understand is said', async ({
  signedIn: page,
  request,
}) => {
  const after = '2026-11-10T00:00:00Z';
  const before = '2026-11-15T00:00:00Z';
  const ranged = await reviewTotal(request, `&started_after=${after}&started_before=${before}`);
  const all = await reviewTotal(request);
  await page.goto(`${QUALITY}?started_after=${after}&started_before=${before}`);
  const period = page.getByRole('combobox', { name: 'Period' });
  await expect(period.locator('option:checked')).toHaveText('Custom range');
  const shown = page.getByText(/^Calls started from/);
  await expect(shown.locator(`time[datetime="${after}"]`)).toBeVisible();
  await expect(shown.locator(`time[datetime="${before}"]`)).toBeVisible();
  await expect(fromReviews(page)).toContainText(`From ${ranged.toLocaleString('en')} review`);

  await page.goto(`${QUALITY}?started_after=garbage`);
  const note = page.getByRole('status').filter({ hasText: "Part of this page's address was ignored" });
  await expect(note).toContainText('started_after “garbage” is not a date and time in ISO 8601');
  await expect(period).toHaveValue('');
  await expect(period.locator('option', { hasText: 'Custom range' })).toHaveCount(0);
  await expect(fromReviews(page)).toContainText(`From ${all.toLocaleString('en')} reviews`);
  await expectNoAxeViolations(page);
});
