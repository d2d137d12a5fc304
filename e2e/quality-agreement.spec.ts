import type { Page } from '@playwright/test';
import { AGENT, axeClean, expect as baseExpect, signInDirectly, test } from './fixtures';
import { API, QUALITY, auth } from './quality-helpers';

// The quality page's region "Agreement" over the seeded calibration: Rey Reviewer and Remi Second
// both reviewed twelve calls; they differ on 1016 (settled by a final verdict), 1025 and 1046.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const region = (page: Page) => page.getByRole('region', { name: 'Agreement' });
const table = (page: Page) => region(page).getByRole('table', { name: 'Agreement between reviewers' });
const reyAndRemi = (page: Page) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Rey Reviewer and Remi Second', exact: true }) });
const disagreements = (page: Page) => region(page).getByRole('list', { name: 'Disagreements' });

async function expectSeededFigures(page: Page) {
  const cells = reyAndRemi(page).getByRole('cell');
  // Intent: 10 of 12 agree, κ = 51/75; labels: 6 of 7 verdicts on 6 calls, κ = 10/17.
  await expect(cells).toHaveText(['12', '83%, 10 of 12 calls', 'κ 0.68', '86%, 6 of 7 verdicts on 6 calls', 'κ 0.59']);
  await expect(disagreements(page).getByRole('link')).toHaveText(['Call 1046', 'Call 1025']);
}

test('the seeded calibration: Rey and Remi share 12 calls; the calls they differ on without a final verdict', async ({
  signedIn: page,
}) => {
  await page.goto(QUALITY);
  await expectSeededFigures(page);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(reyAndRemi(page).getByRole('rowheader').locator('bdi')).toHaveText(['Rey Reviewer', 'Remi Second']);
  // Fleiss' kappa needs a call three reviewers judged: the seed has none.
  await expect(region(page).getByText(/Fleiss/)).toHaveCount(0);
  // 1016 has a final verdict: not a disagreement left.
  await expect(disagreements(page).getByRole('link', { name: 'Call 1016' })).toHaveCount(0);
  await disagreements(page).getByRole('link', { name: 'Call 1025' }).click();
  await expect(page).toHaveURL(new RegExp(`${AGENT}/calls/1025$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Call 1025' })).toBeVisible();
});

test('the count of calls both reviewed opens those calls', async ({ signedIn: page }) => {
  await page.goto(QUALITY);
  await reyAndRemi(page).getByRole('link', { name: '12' }).click();
  await expect(page).toHaveURL(/[?&]show=pair%3A2%3A3(&|$)/);
  const shown = page.getByRole('region', { name: 'Calls both Rey Reviewer and Remi Second reviewed' });
  const ids = [1015, 1016, 1018, 1024, 1025, 1033, 1034, 1043, 1046, 1048, 1049, 1053];
  await expect(shown.getByRole('link')).toHaveCount(12);
  const listed = (await shown.getByRole('link').allInnerTexts()).map((t) => Number(t.replace('Call ', '')));
  expect([...listed].sort((a, b) => a - b)).toEqual(ids);
  await shown.getByRole('link', { name: 'Call 1049' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call 1049' })).toBeVisible();
});

test('a fault on the reviews list shows the service’s error, and no agreement', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ path: `${API}/call-reviews`, status: 503, body: { detail: 'Reviews are being reindexed' } });
  await page.goto(QUALITY);
  await expect(page.getByText('Reviews are being reindexed')).toBeVisible();
  await expect(page.getByText('Could not load the reviews')).toBeVisible();
  await expect(region(page)).toHaveCount(0);
});

test('a server with one review per call (no reviewer_id): nothing to compare', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  // One generated review per call, as an older server lists them: without who wrote each.
  expect((await request.post('/__emulator/reviews', { data: { count: 30 } })).ok()).toBe(true);
  const listed = await request.get(`${API}/call-reviews?limit=500`, { headers: auth });
  const body = (await listed.json()) as { items: Record<string, unknown>[]; total: number };
  const items = body.items.map(({ reviewer_id: _id, id: _review, ...rest }) => rest);
  await emulator.fault({ path: `${API}/call-reviews`, status: 200, body: { items, total: items.length } });
  await page.goto(QUALITY);
  await expect(page.getByRole('status').filter({ hasText: /^From 30 reviews/ })).toBeVisible();
  await expect(region(page).getByText(/do not say who wrote them: there is nothing to compare/)).toBeVisible();
  await expect(table(page)).toHaveCount(0);
});

test('on a phone, in the dark, under axe', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(QUALITY);
  await expectSeededFigures(page);
  await region(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('a viewer reads it too', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(QUALITY);
  await expectSeededFigures(page);
  await axeClean(page);
});
