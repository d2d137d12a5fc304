import type { Page } from '@playwright/test';
import { AGENT, axeClean, DEMO_TOKEN, expect, test } from './fixtures';

const PAGE = `${AGENT}/settings/data-extraction`;
const API = '/api/v1/workspaces/1/agents/1/settings/data-extraction';
const NOT_FOUND_3 = 'Data extraction field with ID 3 not found for agent 1';
const SYSTEM = 'System data extraction fields cannot be deleted';

/** Opens the page and the delete dialog of one field. */
async function openDelete(page: Page, name: string) {
  await page.goto(PAGE);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(name);
  return dialog;
}

/** A marker that survives only if the page is never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
const pageKept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);

test('lists fields with name, description and type; marks system ones and disables their delete', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Data extraction fields' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'account_number' }) });
  await expect(row).toContainText('The customer account number (8 digits) if the caller gives one.');
  await expect(row).toContainText('string');
  const system = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /caller_name/ }) });
  await expect(system).toContainText('System');
  await expect(system.getByRole('button', { name: 'Delete caller_name' })).toBeDisabled();
  await expect(system).toContainText('System fields are built in and cannot be deleted.');
  await axeClean(page);
});

test('deletes by keyboard after confirmation, without a reload (JSON success)', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await markPage(page);
  // Keyboard only: focus the row action, open, confirm (the dialog focuses its Delete button).
  await page.getByRole('button', { name: 'Delete account_number' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('account_number');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await axeClean(page, 'dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deleted data extraction field “account_number”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account_number' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete order_id' })).toBeVisible();
  expect(await pageKept(page)).toBe(true);
  expect(await emulator.requests()).toContainEqual({ method: 'DELETE', path: `${API}/3` });
});

test('a 204 and an unreadable 200 body both count as success (the body is not read)', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'Delete order_id' }).click();
  await emulator.fault({ method: 'DELETE', path: `${API}/4`, status: 204, times: 1 });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted data extraction field “order_id”')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Delete callback_time' }).click();
  await emulator.fault({ method: 'DELETE', path: `${API}/5`, malformed: true, times: 1 });
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted data extraction field “callback_time”')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a field that vanished meanwhile: the service text in the dialog, and the list catches up', async ({
  signedIn: page,
  request,
}) => {
  const dialog = await openDelete(page, 'account_number');
  const gone = await request.delete(`${API}/3`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(gone.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(NOT_FOUND_3);
  await axeClean(page, 'dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete account_number' })).toHaveCount(0);
});

test('the same texts under other statuses are read by their detail', async ({ signedIn: page, emulator }) => {
  const dialog = await openDelete(page, 'account_number');
  for (const [status, detail] of [
    [400, NOT_FOUND_3],
    [409, SYSTEM],
    [422, SYSTEM],
    [404, 'User does not have access to workspace 1'],
  ] as const) {
    await emulator.fault({ method: 'DELETE', path: `${API}/3`, status, body: { detail }, times: 1 });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(detail);
    await expect(dialog.getByRole('alert')).toContainText(`Status ${status}`);
  }
  // Still listed: nothing was deleted.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete account_number' })).toBeVisible();
});

test('a server without the list: says so, and deleting by id still works', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'GET', path: API, status: 404, body: { detail: 'Not Found' } });
  await page.goto(PAGE);
  await expect(page.getByText('This server does not offer a list of data extraction fields.')).toBeVisible();
  await axeClean(page);

  await page.getByRole('button', { name: 'Delete by ID' }).click();
  await expect(page.getByLabel('Field ID')).toHaveAttribute('aria-invalid', 'true');

  // A system field: the service refuses (its own answer, 400).
  await page.getByLabel('Field ID').fill('1');
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(SYSTEM);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Field ID').fill('3');
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted data extraction field “ID 3”')).toBeVisible();

  // Again: it is gone now (the emulator's own 404).
  await page.getByRole('button', { name: 'Delete by ID' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(NOT_FOUND_3);
});

test('loading, then a failure with retry', async ({ signedIn: page, emulator }) => {
  await emulator.fault({
    method: 'GET',
    path: API,
    latencyMs: 800,
    status: 500,
    body: { detail: 'Internal Server Error' },
  });
  await page.goto(PAGE);
  await expect(page.getByRole('status', { name: 'Loading data extraction fields' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Internal Server Error');
  await emulator.clearFaults();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Delete account_number' })).toBeVisible();
});

test('the empty state and a workspace out of reach', async ({ signedIn: page }) => {
  const main = page.getByRole('main');
  await page.goto('/workspaces/1/agents/2/settings/data-extraction');
  await expect(page.getByText('No data extraction fields')).toBeVisible();
  await axeClean(page);

  await page.goto('/workspaces/2/agents/4/settings/data-extraction');
  await expect(main.getByRole('alert')).toContainText('User does not have access to workspace 2');
  // Asking again cannot change a refusal: no "Try again".
  await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await axeClean(page);
});
