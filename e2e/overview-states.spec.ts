import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';

// The overview while its figures are on the way, and a breakdown whose calls carry none of what it counts.
test.use({ timezoneId: 'UTC' });
test.describe.configure({ timeout: 90_000 });

// The seeded day the emulator's clock stands on (src/emulator/seed-base.ts): two calls of the Support line,
// neither with a sentiment, where the day before had three with one.
const SEED_NOW = '2026-11-20T17:00:00.000Z';

test('while the figures load, the page says so to a screen reader and axe finds nothing', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ path: '/api/v1/workspaces/1/agents/1/calls/stats', hold: 'stats' });
  await page.goto(`${AGENT}/overview`);
  const loading = page.getByRole('status', { name: 'Loading the figures' });
  await expect(loading).toBeVisible({ timeout: 45_000 });
  await expect(loading).toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page);
  await emulator.release('stats');
  await expect(page.getByLabel('Headline figures')).toBeVisible({ timeout: 45_000 });
  await expect(loading).toHaveCount(0);
});

test('Today: calls without a sentiment are counted as such, not said to be no calls', async ({ signedIn: page }) => {
  await page.clock.setFixedTime(SEED_NOW);
  await page.goto(`${AGENT}/overview`);
  await page.getByLabel('Time range').selectOption('Today');
  await expect(page.getByLabel('Headline figures').getByRole('link', { name: '2 calls', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const sentiment = page.getByRole('region', { name: 'Sentiment' });
  await expect(sentiment.getByRole('row', { name: /^No sentiment 2\b/ })).toBeVisible();
  await expect(sentiment.getByText('No calls in this range.')).toHaveCount(0);
  await expect(sentiment.getByText('None of the 2 calls has a sentiment.')).toBeVisible();
  // The other breakdowns still name their largest row.
  await expect(page.getByRole('region', { name: 'Outcomes' }).getByText(/^Most calls: /)).toBeVisible();
});

test('a range with no calls at all still says so', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/overview?started_after=2020-01-01T00:00:00.000Z&started_before=2020-01-02T00:00:00.000Z`);
  const sentiment = page.getByRole('region', { name: 'Sentiment' });
  await expect(sentiment.getByText('No calls in this range.')).toBeVisible({ timeout: 45_000 });
});
