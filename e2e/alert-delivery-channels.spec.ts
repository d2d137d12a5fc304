import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { API, EVENTS, fire, hookUrl, received, useReceiver } from './alert-delivery-helpers';
import { AGENT, axeClean, expect, test } from './fixtures';

// The notification channels page: adding, testing and deleting channels, a server without the
// lists, and both pages on a phone.
useReceiver();

/** A port on the loopback address that nobody listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const CHANNELS = '/workspaces/1/notification-channels';
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('adds a webhook with a secret; its test delivery arrives signed and says "Delivered (200)"', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/settings/alerts`);
  await page.getByRole('main').getByRole('link', { name: 'Notification channels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification channels' })).toBeVisible();
  await expect(card(page, 'On-call webhook')).toContainText('Secret: set');
  await page.getByRole('button', { name: 'Add channel' }).click();
  const form = page.getByRole('region', { name: 'Add channel' });
  await form.getByLabel('Name').fill('Pager');
  await form.getByLabel('URL').fill(hookUrl);
  await form.getByLabel('Secret').fill('s3cret');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(card(page, 'Pager')).toContainText('Secret: set');
  await axeClean(page);

  await page.getByRole('button', { name: 'Send test to Pager' }).click();
  await expect(card(page, 'Pager').getByRole('status')).toHaveText('Delivered (200)');
  expect(received).toHaveLength(1);
  const [got] = received;
  expect(JSON.parse(got?.body ?? '')).toMatchObject({ test: true, channel: { name: 'Pager' } });
  const expected = `sha256=${createHmac('sha256', 's3cret')
    .update(got?.body ?? '')
    .digest('hex')}`;
  expect(got?.headers['x-signature']).toBe(expected);

  // Cleared, the next test goes unsigned.
  await page.getByRole('button', { name: 'Edit Pager' }).click();
  const edit = page.getByRole('region', { name: 'Edit Pager' });
  await edit.getByRole('button', { name: 'Clear secret' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Pager')).toContainText('Secret: not set');
  await page.getByRole('button', { name: 'Send test to Pager' }).click();
  await expect(card(page, 'Pager').getByRole('status')).toHaveText('Delivered (200)');
  expect(received[1]?.headers['x-signature']).toBeUndefined();
});

test('says what is wrong before sending, the service’s text after, and a dead receiver’s error', async ({
  signedIn: page,
}) => {
  const port = await closedPort();
  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Add channel' }).click();
  const form = page.getByRole('region', { name: 'Add channel' });
  await form.getByLabel('Name').fill('support LEADS');
  await form.getByRole('radio', { name: 'Slack' }).check();
  await form.getByLabel('Slack webhook URL').fill('ftp://127.0.0.1/x');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText("Another channel of this workspace is already named 'support LEADS'.");
  await expect(form).toContainText('Enter an http:// or https:// URL.');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByLabel('Addresses').fill('ops@acme.example, not-an-address');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toContainText('Not an email address: not-an-address');

  await form.getByRole('radio', { name: 'Slack' }).check();
  await form.getByLabel('Name').fill('Dead end');
  await form.getByLabel('Slack webhook URL').fill(`http://127.0.0.1:${port}/services/x`);
  await form.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Send test to Dead end' }).click();
  await expect(card(page, 'Dead end').getByRole('status')).toContainText(
    `Not delivered: connect ECONNREFUSED 127.0.0.1:${port}`,
  );
});

test('deleting a channel names the definitions that send to it; their firings then say it is gone', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Delete On-call webhook' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Alert definitions that send to this channel' })).toContainText(
    'Legal threat or slow answers (Support line)',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'On-call webhook')).toHaveCount(0);
  await fire(request);
  await page.goto(EVENTS);
  await expect(page.getByRole('list', { name: 'Deliveries' }).first()).toContainText(
    'Channel 1 (deleted): failed: Notification channel with ID 1 not found',
  );
});

test('a server without channels or firing lists says so; the alerts page works as before', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ path: `${API}/notification-channels`, status: 404, body: { detail: 'Not Found' } });
  await emulator.fault({ path: `${API}/agents/1/alert-events`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(CHANNELS);
  await expect(page.getByText('This server does not offer a list of notification channels')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add channel' })).toHaveCount(0);
  await page.goto(EVENTS);
  await expect(page.getByText('This server does not offer a list of firing alerts')).toBeVisible();
  await page.goto(`${AGENT}/settings/alerts`);
  await expect(page.getByRole('switch', { name: 'Legal threat or slow answers' })).toBeVisible();
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('both pages fit and pass axe', async ({ signedIn: page }) => {
    for (const path of [CHANNELS, EVENTS]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axeClean(page);
    }
  });
});
