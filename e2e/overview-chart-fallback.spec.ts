import { expect, test } from './fixtures';
import { API, BUSY, fmt, overview, routeStats } from './overview-helpers';

test.use({ timezoneId: 'UTC' });

test('a bar of the chart opens the calls of its day, with the day’s range in the address', async ({
  signedIn: page,
  request,
}) => {
  const range = { started_after: '2026-11-02T00:00:00.000Z', started_before: '2026-11-16T00:00:00.000Z' };
  const stats = await routeStats(request, { ...range, bucket: 'day', tz: 'UTC' });
  const third = stats.buckets[2];
  if (!third) throw new Error('no third day');
  await page.goto(overview(range));
  const chart = page.getByRole('img', { name: 'Calls per day by outcome (also as a table)' });
  await expect(chart).toBeVisible({ timeout: 20_000 });
  // Each bar names its day and count on hover; the third is Wednesday 4 November.
  const bar = chart.locator('[data-bucket]').nth(2);
  await expect(bar).toHaveAttribute('title', new RegExp(`^Wed,? 4 Nov 2026: ${fmt(third.calls)} calls$`));
  await bar.click();
  await expect(page).toHaveURL(
    `${BUSY}/calls?started_after=2026-11-04T00%3A00%3A00.000Z&started_before=2026-11-05T00%3A00%3A00.000Z`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  // The list counts the same calls as the bar.
  await expect(page.getByText(new RegExp(`\\b${fmt(third.calls)} calls\\b`)).first()).toBeVisible({ timeout: 20_000 });
});

test('without the statistics route and past 20,000 calls, says it stopped at the limit and shows the figures it has', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  test.setTimeout(120_000);
  // 21,000 calls over the 21 days before the emulator's now (20 Nov 2026, 17:00 UTC).
  expect((await request.post('/__emulator/calls', { data: { agentId: 5, count: 21_000 } })).ok()).toBe(true);
  // The last 14 days and the 14 before hold all of them: the newest 20,000 are read, which cover the last 14 days whole.
  const range = { started_after: '2026-11-07T00:00:00.000Z', started_before: '2026-11-21T00:00:00.000Z' };
  const stats = await routeStats(request, { ...range, bucket: 'day', tz: 'UTC' });
  expect(stats.total.calls).toBeLessThan(20_000);
  await emulator.fault({ path: `${API}/calls/stats`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(overview(range));
  // Reading shows how far it got, out of the limit.
  await expect(page.getByRole('status').filter({ hasText: 'computing the figures from the calls list' })).toContainText(
    'of 20,000 calls read',
    { timeout: 30_000 },
  );
  const note = page.getByRole('alert').filter({ hasText: 'Computed from the calls list' });
  await expect(note).toBeVisible({ timeout: 90_000 });
  await expect(note).toContainText('computed here from 20,000 calls of its calls list (at most 20,000 are read)');
  await expect(note).toContainText(
    'The range and the period before it hold 21,000 calls: the figures cover only the newest 20,000',
  );
  await expect(note).toContainText('Choose a shorter range for complete figures.');
  // What it has: the last 14 days, complete, as the route counts them.
  await expect(
    page.getByLabel('Headline figures').getByRole('link', { name: `${fmt(stats.total.calls)} calls`, exact: true }),
  ).toBeVisible();
});
