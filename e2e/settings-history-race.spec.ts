import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { API } from './settings-changes-helpers';
import { HISTORY, get, put, row } from './settings-history-helpers';

// A restore is a read then a write: what it says when another write lands in between, and when
// the service's answer to its write cannot be read.
const expect = baseExpect.configure({ timeout: 20_000 });
// Several servers share 2 cores while the suite runs: allow for a slow first load.
test.describe.configure({ timeout: 120_000 });

type Intent = { id: number; label: string; description: string };
const description = async (request: APIRequestContext) =>
  (await get<Intent[]>(request, '/settings/call-intents')).find((i) => i.id === 4)?.description;
const THEIRS = 'Changed elsewhere while the restore was on its way.';
const RESTORED = 'The caller wants to book an appointment.';

async function openRestore(page: Page) {
  await page.goto(`${HISTORY}?resource=call_intent&resource_id=4`);
  await row(page, 'Call intent Appointment booking').getByRole('button', { name: 'Restore as it was before' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore Call intent Appointment booking' });
  await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();
  return dialog;
}

test('a change landing between the restore’s read and its write is named, and can be put back', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  const dialog = await openRestore(page);
  // The restore's PUT is held on its way (as a slow network would), and another client writes meanwhile.
  await emulator.fault({ method: 'PUT', path: `${API}/settings/call-intents/4`, hold: 'restore', times: 1 });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect
    .poll(async () => ((await (await request.get('/__emulator/held')).json()) as string[]).includes('restore'))
    .toBe(true);
  await put(request, '/settings/call-intents/4', { label: 'Appointment booking', description: THEIRS });
  await emulator.release('restore');

  const warning = dialog.getByRole('alert').filter({ hasText: 'Another change landed while restoring' });
  await expect(warning).toContainText('Demo admin changed the call intent at');
  await expect(warning).toContainText('This restore wrote over it');
  // Their version, word by word against the restored one.
  await expect(warning.locator('ins')).toContainText(['Changed']);
  baseExpect(await description(request)).toBe(RESTORED);

  await warning.getByRole('button', { name: 'Put their version back' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Put back' })).toContainText('Demo admin');
  baseExpect(await description(request)).toBe(THEIRS);
});

test('an answer cut off mid-body: the record is read back, and the restore is said to be written', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  const dialog = await openRestore(page);
  await emulator.fault({ method: 'PUT', path: `${API}/settings/call-intents/4`, corruptBody: true, times: 1 });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  const status = dialog.getByRole('status').filter({ hasText: 'Restored' });
  await expect(status).toContainText('as it was before the change');
  await expect(status).toContainText('answer could not be read, so the record was read back');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  baseExpect(await description(request)).toBe(RESTORED);
});

test('an answer lost before the service had the write: the restore is said not to be written', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  const before = await description(request);
  const dialog = await openRestore(page);
  // Dropped every time: a browser sends an idempotent PUT again by itself after a reset connection.
  await emulator.fault({ method: 'PUT', path: `${API}/settings/call-intents/4`, drop: true });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  const failed = dialog.getByRole('alert');
  await expect(failed).toContainText('Reading the record back shows it was not written');
  baseExpect(await description(request)).toBe(before);
  // The connection is back: trying again writes it, with no word of a change made meanwhile.
  await emulator.clearFaults();
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  baseExpect(await description(request)).toBe(RESTORED);
});
