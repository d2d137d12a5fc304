import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { API, BUSY, type CallStats, fmt, overview, routeStats } from './overview-helpers';

const countOf = (list: { id: number | null; count: number }[], id: number) => list.find((o) => o.id === id)?.count ?? 0;

const RANGE = { started_after: '2026-11-02T00:00:00.000Z', started_before: '2026-11-16T00:00:00.000Z' };
/** Opens the overview and waits for its figures (thousands of calls: a dev server takes a while). */
async function open(page: Page, range: Record<string, string>) {
  await page.goto(overview(range));
  await expect(page.getByLabel('Headline figures')).toBeVisible({ timeout: 20_000 });
}

async function expectFigures(page: Page, stats: CallStats) {
  const figures = page.getByLabel('Headline figures');
  await expect(figures.getByRole('link', { name: `${fmt(stats.total.calls)} calls`, exact: true })).toBeVisible();
  const outcomes = page.getByRole('table', { name: 'Outcomes' });
  for (const [id, name] of [
    [1, 'Resolved'],
    [2, 'Escalated'],
    [3, 'Abandoned'],
  ] as const) {
    await expect(
      outcomes.getByRole('link', { name: `${fmt(countOf(stats.total.outcomes, id))} calls: ${name}` }),
    ).toBeVisible();
  }
}

test.describe('overview in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('shows the statistics route’s figures, each count a link to the calls list with the range and the filter', async ({
    signedIn: page,
    request,
  }) => {
    const stats = await routeStats(request, { ...RANGE, bucket: 'day', tz: 'UTC' });
    await open(page, RANGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByText('Times in UTC')).toBeVisible();
    await expectFigures(page, stats);

    const escalated = page.getByRole('table', { name: 'Outcomes' }).getByRole('link', { name: /calls: Escalated$/ });
    const href = new URL((await escalated.getAttribute('href')) ?? '', 'http://x');
    expect(href.pathname).toBe(`${BUSY}/calls`);
    expect(href.searchParams.get('call_outcome_id')).toBe('2');
    expect(href.searchParams.get('started_after')).toBe(RANGE.started_after);
    expect(href.searchParams.get('started_before')).toBe(RANGE.started_before);
    const abuse = page
      .getByRole('table', { name: 'Labels and red flags' })
      .getByRole('link', { name: /calls: Abuse$/ });
    expect(new URL((await abuse.getAttribute('href')) ?? '', 'http://x').searchParams.get('label_id')).toBe('6');
    const negative = page.getByRole('table', { name: 'Sentiment' }).getByRole('link', { name: /calls: negative$/ });
    expect(new URL((await negative.getAttribute('href')) ?? '', 'http://x').searchParams.get('sentiment')).toBe(
      'negative',
    );
    await expect(
      page.getByRole('table', { name: 'Intents' }).getByRole('link', { name: /calls: Order status$/ }),
    ).toBeVisible();

    // The chart's table: one row a day, each count opening that day's calls.
    await page.getByRole('button', { name: 'Show as table' }).click();
    const perDay = page.getByRole('table', { name: 'Calls per day' });
    await expect(perDay.getByRole('row')).toHaveCount(stats.buckets.length + 1);
    const first = stats.buckets[0];
    if (!first) throw new Error('no bucket');
    await perDay.getByRole('link', { name: `${fmt(first.calls)} calls on Mon, 2 Nov 2026` }).click();
    await expect(page).toHaveURL(
      /\/calls\?started_after=2026-11-02T00%3A00%3A00.000Z&started_before=2026-11-03T00%3A00%3A00.000Z$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
  });

  test('says each figure’s change against the previous period in words', async ({ signedIn: page, request }) => {
    const now = await routeStats(request, { ...RANGE, bucket: 'day', tz: 'UTC' });
    const before = await routeStats(request, {
      started_after: '2026-10-19T00:00:00.000Z',
      started_before: RANGE.started_after,
      bucket: 'day',
      tz: 'UTC',
    });
    await open(page, RANGE);
    const change = Math.round(((now.total.calls - before.total.calls) / before.total.calls) * 100);
    const words =
      change === 0
        ? 'no change on the previous 14 days'
        : `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% on the previous 14 days`;
    await expect(page.getByLabel('Headline figures').getByText(words).first()).toBeVisible();
    // Before the Busy line's first call there is nothing to compare with.
    await open(page, { started_after: '2026-08-01T00:00:00.000Z', started_before: '2026-08-25T00:00:00.000Z' });
    await expect(
      page.getByLabel('Headline figures').getByText('no calls in the previous 24 days').first(),
    ).toBeVisible();
    await expect(page.getByText(/Infinity|NaN/)).toHaveCount(0);
  });

  test('without the statistics route, computes the same figures from the calls list and says so', async ({
    signedIn: page,
    request,
    emulator,
  }) => {
    const stats = await routeStats(request, { ...RANGE, bucket: 'day', tz: 'UTC' });
    await emulator.fault({ path: `${API}/calls/stats`, status: 404, body: { detail: 'Not Found' } });
    await open(page, RANGE);
    await expect(page.getByText('Computed from the calls list')).toBeVisible();
    await expectFigures(page, stats);
  });

  test('where the server has neither statistics nor a calls list, says what it does not offer', async ({
    signedIn: page,
    emulator,
  }) => {
    await emulator.fault({ path: `${API}/calls/stats`, status: 404, body: { detail: 'Not Found' } });
    await emulator.fault({ path: `${API}/calls`, status: 404, body: { detail: 'Not Found' } });
    await page.goto(overview(RANGE));
    await expect(page.getByText('This server does not offer call statistics or a calls list.')).toBeVisible();
  });

  test('the agent’s address opens its overview, and a preset puts its range in the address', async ({
    signedIn: page,
  }) => {
    await page.goto(BUSY);
    await expect(page).toHaveURL(new RegExp(`${BUSY}/overview$`), { timeout: 20_000 });
    await page.getByLabel('Time range').selectOption('Last 30 days');
    await expect(page).toHaveURL(/started_after=.*started_before=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Calls per day' })).toBeVisible();
    await page.getByLabel('Time range').selectOption('Today');
    await expect(page.getByRole('heading', { level: 2, name: 'Calls per hour' })).toBeVisible();
  });
});

test.describe('overview in Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a day of the clock change has 25 hours, and its count is the route’s for that local day', async ({
    signedIn: page,
    request,
  }) => {
    const range = { started_after: '2026-10-23T22:00:00.000Z', started_before: '2026-10-26T23:00:00.000Z' };
    const stats = await routeStats(request, { ...range, bucket: 'day', tz: 'Europe/Berlin' });
    await open(page, range);
    await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
    await page.getByRole('button', { name: 'Show as table' }).click();
    const sunday = stats.buckets[1];
    expect(sunday?.start).toBe('2026-10-24T22:00:00.000Z');
    await expect(
      page
        .getByRole('table', { name: 'Calls per day' })
        .getByRole('link', { name: `${fmt(sunday?.calls ?? -1)} calls on Sun, 25 Oct 2026` }),
    ).toBeVisible();

    await open(page, { started_after: '2026-10-24T22:00:00.000Z', started_before: '2026-10-25T23:00:00.000Z' });
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByRole('table', { name: 'Calls per hour' }).getByRole('row')).toHaveCount(25 + 1);
  });
});

test.describe('overview on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', timezoneId: 'UTC' });

  test('reads on a phone in the dark scheme, and axe finds nothing', async ({ signedIn: page }) => {
    await open(page, RANGE);
    await expect(page.getByRole('table', { name: 'Outcomes' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});

test('the start page lists each agent with its calls and red flags of the last 7 days, leading to its overview', async ({
  signedIn: page,
  request,
}) => {
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Agents of workspace 1' });
  const busy = list.getByRole('listitem').filter({ hasText: 'Busy line' });
  await expect(busy.getByRole('link', { name: /^[\d,]+ calls$/ })).toBeVisible({ timeout: 20_000 });
  await expect(busy.getByRole('link', { name: /^[\d,]+ with a red flag$/ })).toBeVisible();
  const calls = new URL((await busy.getByRole('link', { name: /calls$/ }).getAttribute('href')) ?? '', 'http://x');
  const stats = await routeStats(request, {
    started_after: calls.searchParams.get('started_after') ?? '',
    started_before: calls.searchParams.get('started_before') ?? '',
    bucket: 'week',
  });
  await expect(busy.getByRole('link', { name: `${fmt(stats.total.calls)} calls` })).toBeVisible();
  await busy.getByRole('link', { name: 'Busy line' }).click();
  await expect(page).toHaveURL(/\/workspaces\/1\/agents\/5\/overview$/);
});
