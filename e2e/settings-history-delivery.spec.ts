import type { APIRequestContext } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { API, auth } from './settings-changes-helpers';
import { HISTORY, get, put, row, rows } from './settings-history-helpers';

// An alert definition's delivery fields (B.9) in the settings history: named as the editors name
// them, channels by their names, and every one of them put back by a restore.
const expect = baseExpect.configure({ timeout: 20_000 });
// Several servers share 2 cores while the suite runs: allow for a slow first load.
test.describe.configure({ timeout: 120_000 });

type Definition = {
  id: number;
  name: string;
  severity?: string;
  channel_ids?: number[];
  snoozed_until?: string | null;
  mute_windows?: unknown[];
};
const definitions = (request: APIRequestContext) => get<Definition[]>(request, '/settings/alert-definitions');
const CHANNELS = '/api/v1/workspaces/1/notification-channels';
const tree = { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: 4000 };
const windows = [{ days: ['sat', 'sun'], start: '22:00', end: '07:00', tz: 'Europe/London' }];
const routed = {
  name: 'Very slow answers',
  enabled: true,
  condition_tree: tree,
  severity: 'critical',
  channel_ids: [1, 2],
  snoozed_until: '2030-01-01T09:00:00.000Z',
  mute_windows: windows,
};

test('delivery fields are named as the editors name them, channels by name, a deleted one by its id', async ({
  signedIn: page,
  request,
}) => {
  // Seeded: channel 1 "On-call webhook", channel 2 "Support leads"; the second is deleted.
  baseExpect((await request.delete(`${CHANNELS}/2`, { headers: auth })).ok()).toBe(true);
  await page.goto(`${HISTORY}?resource=alert_definition&resource_id=1`);
  // The change that first routed the definition (its severity and channels were added then).
  await expect(rows(page)).toHaveCount(3, { timeout: 60_000 });
  const routing = rows(page).nth(1);
  await expect(routing.getByText('Severity', { exact: true })).toBeVisible();
  await expect(routing.getByText('Channels', { exact: true })).toBeVisible();
  await expect(routing).toContainText('On-call webhook, channel 2 (deleted)');
  await expect(routing).not.toContainText('channel_ids');
  await expect(routing).not.toContainText('severity');
});

test('closing the restore dialog gives focus back to the button that opened it', async ({ signedIn: page }) => {
  await page.goto(`${HISTORY}?resource=call_intent&resource_id=4`);
  const opener = row(page, 'Call intent Appointment booking').getByRole('button', { name: 'Restore as it was before' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Restore Call intent Appointment booking' });
  await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // By the keyboard too: Escape closes it, and the button has focus again.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a deleted definition comes back with its severity, channels, snooze and mute windows', async ({
  signedIn: page,
  request,
}) => {
  const res = await request.post(`${API}/settings/alert-definitions`, { headers: auth, data: routed });
  baseExpect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: number };
  baseExpect((await request.delete(`${API}/settings/alert-definitions/${id}`, { headers: auth })).ok()).toBe(true);

  await page.goto(`${HISTORY}?resource=alert_definition&resource_id=${id}`);
  await row(page, 'Alert definition Very slow answers')
    .getByRole('button', { name: 'Restore as it was before' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Restore Alert definition Very slow answers' });
  await expect(dialog).toContainText('The record no longer exists');
  await expect(dialog).toContainText('On-call webhook, Support leads');
  await expect(dialog).toContainText('Muted on weekends from 22:00 to 07:00, Europe/London');
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(/restored as a new alert definition with id \d+/);
  const back = (await definitions(request)).find((d) => d.name === 'Very slow answers');
  baseExpect(back).toMatchObject({
    severity: 'critical',
    channel_ids: [1, 2],
    snoozed_until: '2030-01-01T09:00:00.000Z',
    mute_windows: windows,
  });
});

test('restoring a definition as it was puts its delivery fields back too', async ({ signedIn: page, request }) => {
  // Seeded definition 1 is critical, delivered to channels 1 and 2: someone quietens it.
  const [legal] = (await definitions(request)).filter((d) => d.id === 1);
  await put(request, '/settings/alert-definitions/1', { ...legal, severity: 'info', channel_ids: [] });
  await page.goto(`${HISTORY}?resource=alert_definition&resource_id=1`);
  await row(page, 'Alert definition Legal threat or slow answers')
    .getByRole('button', { name: 'Restore as it was before' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Restore Alert definition Legal threat or slow answers' });
  await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Restored');
  baseExpect((await definitions(request)).find((d) => d.id === 1)).toMatchObject({
    severity: 'critical',
    channel_ids: [1, 2],
  });
});
