import { AGENT, axeClean, expect, signInDirectly, test } from './fixtures';

// B.11: the shell says who is signed in and their role in this workspace.

test('the header names the signed-in member and their role', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/overview`);
  await expect(page.getByRole('banner').getByText('Demo admin · admin')).toBeVisible();
  await axeClean(page);
});

test('another member’s token names them; a viewer is a viewer', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(`${AGENT}/calls`);
  await expect(page.getByRole('banner').getByText('Vic Viewer · viewer')).toBeVisible();
});

test('a server without /me: nothing is named and the page works as before', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/me', status: 404, body: { detail: 'Not Found' } });
  await page.goto(`${AGENT}/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText(/ · admin$/)).toHaveCount(0);
});

test('on a phone, in the dark, the name is in the menu', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${AGENT}/overview`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation').getByText('Demo admin · admin')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('a reviewer reads the notification channels: Add channel disabled saying why, no test sends, edits or deletes', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'reviewer-token');
  await page.goto('/workspaces/1/notification-channels');
  const add = page.getByRole('button', { name: 'Add channel' });
  await expect(add).toBeDisabled({ timeout: 30_000 });
  await expect(add).toHaveAccessibleDescription('Your role (reviewer) does not allow this');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Send test to|Edit|Delete) / })).toHaveCount(0);
  await axeClean(page);
  // On a phone, in the dark: the reason is read and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByText('Your role (reviewer) does not allow this')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});
