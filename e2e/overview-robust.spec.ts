import type { Page } from '@playwright/test';
import { type Emulator, expect, expectNoAxeViolations, test } from './fixtures';
import { API, type CallStats, fmt, overview, routeStats } from './overview-helpers';

const RANGE = { started_after: '2026-11-02T00:00:00.000Z', started_before: '2026-11-16T00:00:00.000Z' };
/** The previous period's requests (the 14 days before RANGE). */
const PREVIOUS = '*started_after=2026-10-19*';
const DOWN = 'Stats backend down';

const headline = (page: Page) => page.getByLabel('Headline figures');
/** The page keeps to a phone's width. */
const fitsPhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
/** The headline's count of calls, a link to them. */
const callsLink = (page: Page, calls: number) =>
  headline(page).getByRole('link', { name: `${fmt(calls)} calls`, exact: true });
const dayStats = (request: Parameters<typeof routeStats>[0]) =>
  routeStats(request, { ...RANGE, bucket: 'day', tz: 'UTC' });

/** Every statistics request answers `body` (the current period's, the previous one's, the red flags'). */
async function answerStats(emulator: Emulator, body: unknown) {
  await emulator.fault({ path: `${API}/calls/stats`, status: 200, body });
}
/** The statistics requests whose query matches `query` answer 500. */
async function failStats(emulator: Emulator, query: string) {
  await emulator.fault({ path: `${API}/calls/stats`, query, status: 500, body: { detail: DOWN } });
}

test.describe('overview with answers that do not read', () => {
  test.use({ timezoneId: 'UTC' });

  test('a bucket whose start is not a date is the page’s own error; the navigation stays', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await dayStats(request);
    const buckets = stats.buckets.map((b, i) => (i === 1 ? { ...b, start: 'not a date' } : b));
    await answerStats(emulator, { ...stats, buckets });
    await page.goto(overview(RANGE));
    await expect(page.getByText('Could not load the figures')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/buckets\.1\.start/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Agent pages' })).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    await expect(page.getByText('Invalid time value')).toHaveCount(0);
  });

  test('negative counts are not drawn: the answer is said not to read', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await dayStats(request);
    await answerStats(emulator, { ...stats, total: { ...stats.total, calls: -5, duration_ms: -91_965_000 } });
    await page.goto(overview(RANGE));
    await expect(page.getByText('Could not load the figures')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/total\.calls/)).toBeVisible();
    await expect(page.getByText(/-5|-18393/)).toHaveCount(0);
  });
});

test.describe('overview with figures that do not add up', () => {
  // On a phone in the dark scheme: what the page says of its figures reads there too.
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('says which buckets are missing or twice, and a total that is not the buckets’ sum', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await dayStats(request);
    const sum = (s: CallStats) => s.buckets.reduce((n, b) => n + b.calls, 0);
    const problems = page.getByRole('region', { name: 'These figures do not add up' });
    const total = fmt(stats.total.calls);

    // A day left out: the days hold fewer calls than the total says.
    const missing = { ...stats, buckets: stats.buckets.filter((_, i) => i !== 1) };
    await answerStats(emulator, missing);
    await page.goto(overview(RANGE));
    await expect(problems).toBeVisible({ timeout: 20_000 });
    await expect(problems).toContainText('The answer leaves out 1 day: Tue, 3 Nov 2026.');
    await expect(problems).toContainText(`The days add up to ${fmt(sum(missing))} calls; the total says ${total}.`);
    await fitsPhone(page);
    await expectNoAxeViolations(page);

    // A day twice: drawn once, and said.
    await emulator.clearFaults();
    const twice = { ...stats, buckets: [...stats.buckets.slice(0, 3), stats.buckets[2], ...stats.buckets.slice(3)] };
    await answerStats(emulator, twice);
    await page.reload();
    const twiceSaid = 'The answer lists 1 day more than once: Wed, 4 Nov 2026.';
    await expect(problems).toContainText(twiceSaid, { timeout: 20_000 });
    await expect(page.getByText(new RegExp(`^${total} calls over 14 days`))).toBeVisible();

    // A total ten times the buckets' sum.
    await emulator.clearFaults();
    await answerStats(emulator, { ...stats, total: { ...stats.total, calls: stats.total.calls * 10 } });
    await page.reload();
    const tenTimes = `The days add up to ${total} calls; the total says ${fmt(stats.total.calls * 10)}.`;
    await expect(problems).toContainText(tenTimes, { timeout: 20_000 });

    // Consistent figures say nothing of the kind.
    await emulator.clearFaults();
    await page.reload();
    await expect(callsLink(page, stats.total.calls)).toBeVisible({ timeout: 20_000 });
    await expect(problems).toHaveCount(0);
  });
});

test.describe('overview with a comparison that failed', () => {
  test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the previous period answering 500 keeps the current figures and says what is missing', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await dayStats(request);
    await failStats(emulator, PREVIOUS);
    await page.goto(overview(RANGE));
    await expect(page.getByText('Could not load the previous period’s figures')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText(DOWN).first()).toBeVisible();
    await expect(callsLink(page, stats.total.calls)).toBeVisible();
    await expect(page.getByText('Could not load the figures')).toHaveCount(0);
    // No change is made up against figures that did not come.
    await expect(headline(page).getByText(/on the previous 14 days|no calls in the previous/)).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Outcomes' })).toBeVisible();
    await fitsPhone(page);
    await expectNoAxeViolations(page);
  });

  test('the red-flag requests answering 500 keep the other figures and say the share is missing', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await dayStats(request);
    await failStats(emulator, '*label_id=*');
    await page.goto(overview(RANGE));
    const said = headline(page).getByText(`Could not load the red-flag figures: ${DOWN}`);
    await expect(said).toBeVisible({ timeout: 25_000 });
    await expect(callsLink(page, stats.total.calls)).toBeVisible();
    await expect(page.getByText('Could not load the figures')).toHaveCount(0);
    await fitsPhone(page);
    await expectNoAxeViolations(page);
  });
});

test('an agent whose rules hold no red flag has a share of 0%, not a server that does not say', async ({
  signedIn: page,
}) => {
  await page.goto(`/workspaces/1/agents/3/overview?${new URLSearchParams(RANGE)}`);
  await expect(headline(page)).toBeVisible({ timeout: 20_000 });
  const term = page.getByRole('term').filter({ hasText: 'Share with a red flag' });
  const share = headline(page).locator('div').filter({ has: term });
  await expect(share.getByRole('definition').first()).toHaveText('0%');
  await expect(share.getByText('This agent has no red-flag rules.')).toBeVisible();
  await expect(page.getByText('This server does not say which labels are red flags.')).toHaveCount(0);
  // Agent 2 has no settings at all: no red-flag rule either.
  await page.goto(`/workspaces/1/agents/2/overview?${new URLSearchParams(RANGE)}`);
  await expect(headline(page).getByText('This agent has no red-flag rules.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('This server does not say which labels are red flags.')).toHaveCount(0);
});

test.describe('tables on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', timezoneId: 'UTC' });

  test('a table wider than the screen says that it scrolls sideways', async ({ signedIn: page }) => {
    await page.goto(overview(RANGE));
    const outcomes = page.getByRole('region', { name: 'Outcomes' });
    await expect(outcomes.getByRole('table', { name: 'Outcomes' })).toBeVisible({ timeout: 20_000 });
    await expect(outcomes.getByText('Scroll sideways for more columns')).toBeVisible();
    await fitsPhone(page);
    await expectNoAxeViolations(page);
    await page.goto('/workspaces/1/agents/1/quality');
    await expect(page.getByText('Scroll sideways for more columns').first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
  });

  test('a table that fits says nothing of scrolling', async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(overview(RANGE));
    await expect(page.getByRole('table', { name: 'Outcomes' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Scroll sideways for more columns')).toHaveCount(0);
  });
});
