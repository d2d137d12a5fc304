import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// The alert builder's drafts: what was typed survives an ended session and a trip elsewhere.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';

const sentence = (page: Page) => page.getByTestId('tree-sentence');
const add = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
const value = (page: Page, name: string) => page.getByRole('textbox', { name: `Value for ${name}`, exact: true });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Agent pages' });

test('a session that expires mid-build: after signing in again the builder is back with the name and the tree', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await add(page, 'Median latency');
  await value(page, 'Median latency').fill('1800');
  await page.getByLabel('Name', { exact: true }).fill('Slow answers');
  await emulator.fault({
    method: 'POST',
    path: DEFINITIONS_API,
    status: 401,
    body: { detail: 'Not authenticated' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/connect/);
  await page.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByText(/Restored what you had typed and not saved/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Slow answers');
  await expect(sentence(page)).toHaveText('Median latency > 1800 ms');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(row(page, 'Slow answers')).toContainText('Median latency > 1800 ms');
  await expect(page.getByText(/Restored what you had typed/)).toBeHidden();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.')))).toEqual([]);
});

test('an edit left for another page is offered back as a draft, and "Discard draft" returns to the saved definition', async ({
  signedIn: page,
}) => {
  await page.goto(`${PAGE}/2`);
  await value(page, 'order_id').fill('10');
  await nav(page).getByRole('link', { name: 'Rules' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('they stay on this device as a draft');
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await page.goBack();
  await expect(sentence(page)).toHaveText('Legal threat is present AND order_id > 10');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present AND order_id > 0');
  // Back to the saved version: leaving asks nothing.
  await nav(page).getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
});
