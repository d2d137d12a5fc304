import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, axeClean, expect, test } from './fixtures';

// A simulation run compared with its baseline (B.10) and the settings changes (B.8) between the
// two runs: the seeded Support line's second run regressed on two intent checks after Sam
// switched intent detection off, and its response-time test was fixed.

test.describe.configure({ timeout: 90_000 });

const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

type RunSummary = { id: number; baseline_run_id: number | null; status: string };

/** The seeded pair, from the service: the run with a baseline, and that baseline. */
async function seededPair(request: APIRequestContext): Promise<{ run: number; baseline: number }> {
  const answer = await request.get(`${API}/simulation-runs?limit=50&offset=0`, { headers: auth });
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: RunSummary[] };
  const run = items.find((r) => r.baseline_run_id !== null && items.some((b) => b.id === r.baseline_run_id));
  if (!run?.baseline_run_id) throw new Error('the seed has a run with a baseline');
  return { run: run.id, baseline: run.baseline_run_id };
}

async function openRun(page: Page, id: number, query = '') {
  await page.goto(`${AGENT}/simulation-runs/${id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: `Simulation run ${id}` })).toBeVisible({
    timeout: 30_000,
  });
}

const comparison = (page: Page, baseline: number) =>
  page.getByRole('region', { name: `Compared with run ${baseline}` });
const changeRows = (page: Page, baseline: number) =>
  comparison(page, baseline).getByRole('list', { name: "Each test's change" }).locator(':scope > li');
const settingsRegion = (page: Page) => page.getByRole('region', { name: 'Settings changes between the runs' });

test('the seeded run: regressions first with the intent check that changed, the fix, and the settings change that caused it', async ({
  signedIn: page,
  request,
}) => {
  const { run, baseline } = await seededPair(request);
  await openRun(page, run);
  const rows = changeRows(page, baseline);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(/^Regressed\s*Duplicate charge refund/);
  await expect(rows.nth(0)).toContainText('Intent');
  await expect(rows.nth(0)).toContainText(`Run ${baseline}: passed — expected Billing question, got Billing question`);
  await expect(rows.nth(0)).toContainText('This run: failed — expected Billing question, got no intent');
  await expect(rows.nth(1)).toContainText(/^Regressed\s*Router fault, elderly caller/);
  await expect(rows.nth(2)).toContainText(/^Fixed\s*Refund asked, answered quickly/);
  await expect(rows.nth(2)).toContainText('Median response');
  await expect(rows.nth(2)).toContainText('This run: passed — expected at most 1.2 s');

  // The tally's counts lead to their rows.
  await comparison(page, baseline).getByRole('link', { name: '1 fixed' }).click();
  await expect(rows.nth(2)).toBeInViewport();
  expect(new URL(page.url()).hash).toBe(`#${await rows.nth(2).getAttribute('id')}`);

  const change = settingsRegion(page).getByRole('listitem', { name: 'Intent detection' });
  await expect(change).toContainText('by Sam Okafor');
  await expect(change).toContainText('Enabled');
  await expect(settingsRegion(page)).toContainText('1 change, newest first');
  await axeClean(page);

  await change.getByRole('link', { name: 'Open in the settings history: Intent detection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings history' })).toBeVisible({ timeout: 30_000 });
  const listed = page.getByRole('list', { name: 'Settings changes' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toHaveAccessibleName('Intent detection');
  await expect(listed.first()).toContainText('by Sam Okafor');
});

test('?baseline= compares with another run, and "Compare with" chooses one', async ({ signedIn: page, request }) => {
  const { run, baseline } = await seededPair(request);
  const started = await request.post(`${API}/simulation-runs`, {
    headers: auth,
    data: { test_ids: [1, 2, 4], repeats: 1, baseline_run_id: null, note: 'Compared by address' },
  });
  expect(started.ok()).toBe(true);
  const other = ((await started.json()) as { id: number }).id;

  // The new run, followed live, compared with the seeded run named in the address.
  await openRun(page, other, `?baseline=${run}`);
  const region = comparison(page, run);
  await expect(region).toBeVisible();
  await expect(changeRows(page, run)).toHaveCount(3, { timeout: 45_000 });
  await expect(region).not.toContainText('Waiting for results');
  await expect(settingsRegion(page)).toContainText(`Made after run ${run} read the settings`);

  // The seeded run, compared with the new one instead of its own baseline: the changes go the other way.
  await openRun(page, run);
  await expect(comparison(page, baseline)).toBeVisible();
  await page.getByRole('combobox', { name: 'Compare with' }).selectOption(String(other));
  await expect(page).toHaveURL(new RegExp(`\\?baseline=${other}$`));
  await expect(comparison(page, other)).toBeVisible();
  await expect(settingsRegion(page)).toContainText(`Run ${other} read the settings after this run did`);
  await page.getByRole('combobox', { name: 'Compare with' }).selectOption(String(baseline));
  await expect(comparison(page, baseline)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test("a baseline that cannot be read says the service's text, and the run's page still works", async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const { run, baseline } = await seededPair(request);
  const detail = `Simulation run with ID ${baseline} not found`;
  await emulator.fault({ method: 'GET', path: `${API}/simulation-runs/${baseline}`, status: 404, body: { detail } });
  await openRun(page, run);
  await expect(comparison(page, baseline).getByRole('alert')).toContainText(detail);
  await expect(settingsRegion(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Results' })).toContainText('Duplicate charge refund');
  await axeClean(page);
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the comparison and the settings change fit the width, axe-clean', async ({ signedIn: page, request }) => {
    const { run, baseline } = await seededPair(request);
    await openRun(page, run);
    await expect(changeRows(page, baseline)).toHaveCount(3);
    await expect(settingsRegion(page).getByRole('listitem', { name: 'Intent detection' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await axeClean(page);
  });
});
