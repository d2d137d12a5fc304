import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { HISTORY, get, put, row, rows } from './settings-history-helpers';

// Restoring a record as it was before or after a change, from the settings history page.
const expect = baseExpect.configure({ timeout: 20_000 });

type Intent = { id: number; label: string; description: string };
const intent = async (request: APIRequestContext, id: number) =>
  (await get<Intent[]>(request, '/settings/call-intents')).find((i) => i.id === id);

/** Opens the restore dialog of the first row named `name`, confirms, and returns the dialog. */
async function restore(page: Page, name: string, side: 'before' | 'after') {
  await row(page, name)
    .getByRole('button', { name: `Restore as it was ${side}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Restore ${name}` });
  await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();
  return dialog;
}

test('an alert tree is shown by the catalogue names; two versions compare side by side; the tree restores', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(`${HISTORY}?resource=alert_definition&resource_id=1`);
  const newest = row(page, 'Alert definition Legal threat or slow answers');
  await expect(newest.getByRole('list', { name: 'Conditions' })).toContainText(
    'Changed: Voice metric "Median latency" is greater than 2000',
  );
  await expect(newest).toContainText('Voice metric "Median latency" is greater than 1500');
  const items = rows(page);
  await items
    .nth(0)
    .getByRole('checkbox', { name: /^Compare/ })
    .check();
  await items
    .nth(2)
    .getByRole('checkbox', { name: /^Compare/ })
    .check();
  const compare = page.getByRole('region', { name: 'Compare versions' });
  await expect(compare).toContainText('What differs');
  await expect(compare.getByRole('list', { name: 'Conditions' })).toContainText('Added: All of');
  await expect(compare).toContainText('Legal threat or slow answers');

  const dialog = await restore(page, 'Alert definition Legal threat or slow answers', 'before');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Restored' })).toBeVisible();
  const defs = await get<{ id: number; condition_tree: unknown }[]>(request, '/settings/alert-definitions');
  expect(JSON.stringify(defs.find((d) => d.id === 1)?.condition_tree)).toContain('"value":2000');
});

test('restores an intent description, a profile’s fields and detection, each asked first', async ({
  signedIn: page,
  request,
}) => {
  const before = await intent(request, 2);
  await page.goto(`${HISTORY}?resource=call_intent&resource_id=2`);
  let dialog = await restore(page, 'Call intent Cancel subscription', 'before');
  await expect(dialog).toContainText('What will be written');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('as it was before the change');
  expect((await intent(request, 2))?.description).toBe('The caller wants to end their subscription.');
  expect(before?.description).not.toBe('The caller wants to end their subscription.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${HISTORY}?resource=simulation_profile&resource_id=1`);
  dialog = await restore(page, 'Simulation profile Frustrated customer', 'before');
  await expect(dialog).toContainText('account_number');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Restored');
  const profiles = await get<{ id: number; fields: Record<string, string> }[]>(request, '/simulation-profiles');
  expect(profiles.find((p) => p.id === 1)?.fields).toEqual({
    persona: 'Long-time customer, double-charged this month.',
    goal: 'Get a refund.',
  });
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${HISTORY}?resource=intent_detection`);
  dialog = await restore(page, 'Intent detection', 'before');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Restored');
  expect(await get<{ enabled: boolean }>(request, '/settings/intent-detection')).toEqual({ enabled: false });
});

test('a record changed since the page read it is not written; a deleted intent comes back with a new id', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(`${HISTORY}?resource=call_intent&resource_id=4`);
  const dialog = await restore(page, 'Call intent Appointment booking', 'before');
  await put(request, '/settings/call-intents/4', {
    label: 'Appointment booking',
    description: 'Changed elsewhere meanwhile.',
  });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The record changed since this page read it');
  expect((await intent(request, 4))?.description).toBe('Changed elsewhere meanwhile.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto(`${HISTORY}?resource=call_intent&resource_id=7`);
  const deleted = await restore(page, 'Call intent Complaint', 'before');
  await expect(deleted).toContainText('The record no longer exists');
  await deleted.getByRole('button', { name: 'Restore', exact: true }).click();
  const status = deleted.getByRole('status');
  await expect(status).toContainText(/restored as a new call intent with id \d+/);
  const newId = Number(/id (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect((await intent(request, newId))?.label).toBe('Complaint');
  await deleted.getByRole('button', { name: 'Done' }).click();

  // Rules and extraction fields offer no restore, and say why.
  await page.goto(`${HISTORY}?resource=rule`);
  await expect(row(page, 'Rule Mentions competitor')).toContainText('Rules cannot be restored');
  await expect(row(page, 'Rule Mentions competitor').getByRole('button', { name: /^Restore/ })).toHaveCount(0);
});
