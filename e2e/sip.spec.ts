import type { Page } from '@playwright/test';
import { AGENT, axeClean, expect, test } from './fixtures';

const PAGE = `${AGENT}/settings/sip`;
const API = '/api/v1/workspaces/1/agents/1/settings/sip-config';
const field = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('every field of the record, the password only as set / not set, timestamps with their UTC value', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'SIP configuration' })).toBeVisible();
  await expect(field(page, 'SIP URL')).toContainText('sip:support@pbx.acme-demo.example:5060;transport=tls');
  await expect(field(page, 'SIP username')).toContainText('support-line');
  await expect(field(page, 'Password')).toHaveText(/Password set$/);
  await expect(field(page, 'Verification')).toContainText('Verified');
  await expect(field(page, 'Configuration ID')).toContainText('1');
  await expect(field(page, 'Settings ID')).toContainText('1');
  await expect(field(page, 'Workspace ID')).toContainText('1');
  const created = field(page, 'Created').locator('time');
  await expect(created).toHaveAttribute('datetime', '2026-07-23T17:00:00Z');
  await expect(created).toHaveAttribute('title', 'UTC: 2026-07-23T17:00:00Z');
  await expect(field(page, 'Updated').locator('time')).toHaveAttribute('datetime', '2026-11-11T17:00:00Z');
  await axeClean(page);
  await field(page, 'Updated').locator('time').hover();
  await expect(page.getByRole('tooltip')).toHaveText('UTC: 2026-11-11T17:00:00Z');
});

test('a record without a password and not verified', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/agents/3/settings/sip');
  await expect(field(page, 'Password')).toHaveText(/No password set$/);
  await expect(field(page, 'Verification')).toContainText('Not verified');
  await axeClean(page);
});

test('the locale decides how timestamps read', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('cm.token', 'demo-token'));
  await page.goto(PAGE);
  await expect(field(page, 'Updated').locator('time')).toHaveText('11.11.2026, 18:00:00');
  await context.close();
});

test('"SIP config not found" is an empty state, whatever the status', async ({ signedIn: page, emulator }) => {
  await page.goto('/workspaces/1/agents/2/settings/sip');
  const main = page.getByRole('main');
  await expect(main.getByText('SIP config not found')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await axeClean(page);

  await emulator.fault({ method: 'GET', path: API, status: 400, body: { detail: 'SIP config not found' } });
  await page.goto(PAGE);
  await expect(main.getByText('SIP config not found')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  // Once the service has one, "Check again" shows it.
  await emulator.clearFaults();
  await main.getByRole('button', { name: 'Check again' }).click();
  await expect(field(page, 'SIP username')).toContainText('support-line');
});

test('loading, a failure with retry, a workspace out of reach (also under another status)', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: API, drop: true });
  // The first answer waits for the test, so the loading state is seen for sure.
  await emulator.fault({ method: 'GET', path: API, drop: true, hold: 'config', times: 1 });
  await page.goto(PAGE);
  await expect(page.getByRole('status', { name: 'Loading the SIP configuration' })).toBeVisible();
  await emulator.release('config');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Could not reach the service');
  await emulator.clearFaults();
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(field(page, 'SIP username')).toContainText('support-line');

  await page.goto('/workspaces/2/agents/4/settings/sip');
  await expect(main.getByRole('alert')).toContainText('User does not have access to workspace 2');
  await axeClean(page);

  await emulator.fault({
    method: 'GET',
    path: API,
    status: 404,
    body: { detail: 'User does not have access to workspace 1' },
  });
  await page.goto(PAGE);
  await expect(main.getByRole('alert')).toContainText('User does not have access to workspace 1');
  await expect(main.getByRole('alert')).toContainText('Status 404');
  await expect(main.getByText('SIP config not found')).toHaveCount(0);
});
