import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const CALLS = `${AGENT}/calls`;
const status = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing .* calls?$|^\d+ calls?$/ });

async function downloadOf(page: Page, button: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return readFile(path, 'utf8');
}

test('Search transcripts sets q, which saved views, J/K and the export keep', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  const search = page.getByRole('searchbox', { name: 'Search transcripts' });
  await search.fill('duplicate charge');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=duplicate\+charge(&|$)/);
  await expect(status(page)).toHaveText('Showing 1–1 of 1 call');
  await expect(page.getByRole('link', { name: 'Call 1060', exact: true })).toBeVisible();
  await expect(page.getByText('This server does not search transcripts')).toHaveCount(0);

  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('Duplicate charges');
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Duplicate charges' })).toHaveAttribute('href', /q=duplicate\+charge/);

  await page.getByRole('button', { name: 'Export' }).click();
  const csv = Papa.parse<string[]>((await downloadOf(page, 'Download CSV')).trimEnd(), { skipEmptyLines: true });
  expect(csv.data.slice(1).map((r) => r[0])).toEqual(['1060']);

  await page.goto(CALLS);
  await expect(search).toHaveValue('');
  await views.getByRole('link', { name: 'Duplicate charges' }).click();
  await expect(search).toHaveValue('duplicate charge');
  await page.getByRole('link', { name: 'Call 1060', exact: true }).click();
  await expect(page).toHaveURL(/calls\/1060\?.*q=duplicate\+charge/);
  await expect(page.getByText('Call 1 of 1 in this list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next call' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a server that ignores q is noticed and named', async ({ signedIn: page, request }) => {
  expect((await request.post('/__emulator/calls', { data: { ignore: ['q'] } })).ok()).toBe(true);
  await page.goto(`${CALLS}?q=${encodeURIComponent('duplicate charge')}`);
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
  await expect(page.getByRole('status').filter({ hasText: 'This server does not search transcripts' })).toContainText(
    /Call 10\d\d is listed but does not say “duplicate charge”/,
  );
  await expectNoAxeViolations(page);
});
