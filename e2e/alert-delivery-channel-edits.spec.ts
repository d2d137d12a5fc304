import type { Page } from '@playwright/test';
import { API, createChannel } from './alert-delivery-helpers';
import { auth } from './alerts-helpers';
import { axeClean, expect, test } from './fixtures';

// On a shared, busy machine a page may take many seconds to draw: each test waits for its page
// first (what a person does too), then keeps the usual limits.
test.describe.configure({ timeout: 90_000 });
const drawn = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Notification channels' })).toBeVisible({ timeout: 45_000 });

// The channels page keeps a channel's secrets out of sight, keeps an edit of a channel deleted
// meanwhile, and puts the focus where the person goes next.

const CHANNELS = '/workspaces/1/notification-channels';
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('a channel’s address shows its host only; the edit form shows it on request and keeps what is typed', async ({
  signedIn: page,
  request,
}) => {
  await createChannel(request, {
    name: 'Secret hook',
    type: 'webhook',
    config: { url: 'https://alice:hunter2@127.0.0.1:9/hook?token=t0ken' },
  });
  await createChannel(request, {
    name: 'Team room',
    type: 'slack',
    config: { webhook_url: 'https://hooks.slack.example/services/T000/B000/XXSLACKSECRET' },
  });
  await page.goto(CHANNELS);
  await drawn(page);
  await expect(card(page, 'Secret hook')).toContainText('https://127.0.0.1:9/');
  await expect(card(page, 'Team room')).toContainText('https://hooks.slack.example/');
  const main = page.getByRole('main');
  for (const secret of ['hunter2', 'alice', 't0ken', 'XXSLACKSECRET', 'services/T000']) {
    await expect(main).not.toContainText(secret);
  }
  await axeClean(page);

  await page.getByRole('button', { name: 'Edit Secret hook' }).click();
  const edit = page.getByRole('region', { name: 'Edit Secret hook' });
  const url = edit.getByLabel('URL');
  await expect(url).toHaveAttribute('type', 'password');
  await edit.getByRole('button', { name: 'Show address' }).click();
  await expect(url).toHaveAttribute('type', 'text');
  await expect(url).toHaveValue('https://alice:hunter2@127.0.0.1:9/hook?token=t0ken');
  await edit.getByRole('button', { name: 'Hide address' }).click();
  await expect(url).toHaveAttribute('type', 'password');
  // Still editable while hidden; what is typed is there when shown.
  await url.fill('https://bob:swordfish@127.0.0.1:9/other');
  await edit.getByRole('button', { name: 'Show address' }).click();
  await expect(url).toHaveValue('https://bob:swordfish@127.0.0.1:9/other');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Secret hook')).toContainText('https://127.0.0.1:9/');
  await expect(main).not.toContainText('swordfish');
});

test('an edit of a channel deleted meanwhile stays open with the service’s text and what was typed', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(CHANNELS);
  await drawn(page);
  await page.getByRole('button', { name: 'Edit On-call webhook' }).click();
  const edit = page.getByRole('region', { name: 'Edit On-call webhook' });
  await edit.getByLabel('Name').fill('Pager duty');
  expect((await request.delete(`${API}/notification-channels/1`, { headers: auth })).ok()).toBe(true);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toContainText('Notification channel with ID 1 not found');
  await expect(edit.getByLabel('Name')).toHaveValue('Pager duty');
  await expect(card(page, 'On-call webhook')).toHaveCount(0);
  await axeClean(page);

  // What was typed can become a new channel.
  await edit.getByRole('button', { name: 'Create as a new channel' }).click();
  await expect(card(page, 'Pager duty')).toBeVisible();
  await expect(edit).toHaveCount(0);
});

test('“Add channel” puts the focus in Name', async ({ signedIn: page }) => {
  await page.goto(CHANNELS);
  await drawn(page);
  const add = page.getByRole('button', { name: 'Add channel' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Add channel' });
  await expect(form.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Pager');
  await expect(form.getByLabel('Name')).toHaveValue('Pager');
});
