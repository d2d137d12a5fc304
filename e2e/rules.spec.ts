import type { Page } from '@playwright/test';
import { AGENT, axeClean, DEMO_TOKEN, expect, test } from './fixtures';

const PAGE = `${AGENT}/settings/rules`;
const API = '/api/v1/workspaces/1/agents/1/settings/rules';

const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
const pageKept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('lists what each rule produces and its label', async ({ signedIn: page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(rowOf(page, 'Mentions lawyer')).toContainText('Red flag');
  await expect(rowOf(page, 'Mentions lawyer')).toContainText('Legal threat');
  await expect(rowOf(page, 'Asks for refund')).toContainText('Label');
  await expect(rowOf(page, 'Asks for refund')).toContainText('Refund request');
  await axeClean(page);
});

test('deletes by keyboard after confirmation, without a reload (204, no body)', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await markPage(page);
  await page.getByRole('button', { name: 'Delete Mentions lawyer' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Mentions lawyer');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await axeClean(page, 'dialog');
  // Escape cancels; nothing is sent.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Mentions lawyer' }).click();
  // Enter confirms once the dialog has taken the focus (the dialog opens without a transition now,
  // and the key could arrive before the focus did).
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deleted rule “Mentions lawyer”')).toBeVisible();
  await expect(rowOf(page, 'Mentions lawyer')).toHaveCount(0);
  expect(await pageKept(page)).toBe(true);
  const deletes = (await emulator.requests()).filter((r) => r.method === 'DELETE');
  expect(deletes).toEqual([{ method: 'DELETE', path: `${API}/1` }]);
});

test('a JSON success answer is accepted as well', async ({ signedIn: page, emulator }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Delete Upsell accepted' }).click();
  // A server that answers 200 with a body of its own, and whose list then lacks the rule.
  await emulator.fault({ method: 'DELETE', path: `${API}/4`, status: 200, body: { id: 4, deleted: true }, times: 1 });
  await emulator.fault({
    method: 'GET',
    path: API,
    body: [{ id: 1, name: 'Mentions lawyer', description: null, output: 'score_bump', label: null }],
  });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted rule “Upsell accepted”')).toBeVisible();
  await expect(rowOf(page, 'Upsell accepted')).toHaveCount(0);
  // An output the client does not know is shown as it is.
  await expect(rowOf(page, 'Mentions lawyer')).toContainText('score_bump');
});

test('"Rule with ID N not found" for a rule that vanished meanwhile, and again on a second try', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Delete Asks for refund' }).click();
  const gone = await request.delete(`${API}/3`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(gone.status()).toBe(204);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Rule with ID 3 not found');
  await axeClean(page, 'dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Rule with ID 3 not found');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, 'Asks for refund')).toHaveCount(0);
});

test('the same texts under other statuses are read by their detail', async ({ signedIn: page, emulator }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Delete Abusive language' }).click();
  const dialog = page.getByRole('dialog');
  for (const [status, detail] of [
    [400, 'Rule with ID 2 not found'],
    [409, 'Rule with ID 2 not found'],
    [422, 'User does not have access to workspace 1'],
    [403, 'User does not have access to workspace 2'],
  ] as const) {
    await emulator.fault({ method: 'DELETE', path: `${API}/2`, status, body: { detail }, times: 1 });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(detail);
    await expect(dialog.getByRole('alert')).toContainText(`Status ${status}`);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rowOf(page, 'Abusive language')).toBeVisible();
});

test('a server without the list: says so, and deleting by id still works', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'GET', path: API, status: 405, body: { detail: 'Method Not Allowed' } });
  await page.goto(PAGE);
  await expect(page.getByText('This server does not offer a list of rules.')).toBeVisible();
  await axeClean(page);
  await page.getByLabel('Rule ID').fill('abc');
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  await expect(page.getByLabel('Rule ID')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Rule ID').fill('2');
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted rule “ID 2”')).toBeVisible();
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Rule with ID 2 not found');
});

test('loading, then a failure with retry', async ({ signedIn: page, emulator }) => {
  const unavailable = {
    method: 'GET',
    path: API,
    status: 503,
    body: '<html><title>503 Service Unavailable</title></html>',
  };
  await emulator.fault(unavailable);
  // The first answer waits for the test, so the loading state is seen for sure.
  await emulator.fault({ ...unavailable, hold: 'list', times: 1 });
  await page.goto(PAGE);
  await expect(page.getByRole('status', { name: 'Loading rules' })).toBeVisible();
  await emulator.release('list');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('503 Service Unavailable');
  await emulator.clearFaults();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Delete Mentions lawyer' })).toBeVisible();
});

test('the empty state and a workspace out of reach', async ({ signedIn: page }) => {
  const main = page.getByRole('main');
  await page.goto('/workspaces/1/agents/2/settings/rules');
  await expect(page.getByText('No rules', { exact: true })).toBeVisible();
  await axeClean(page);

  await page.goto('/workspaces/2/agents/4/settings/rules');
  await expect(main.getByRole('alert')).toContainText('User does not have access to workspace 2');
  await axeClean(page);
});
