import type { Page } from '@playwright/test';
import { API, createChannel } from './alert-delivery-helpers';
import { DEFINITIONS_API, FIRST, PAGE, add, auth, definitions, expect as alertsExpect, row } from './alerts-helpers';
import { AGENT, expectNoAxeViolations, test } from './fixtures';

// The definition's page is the heaviest of the alerts pages (builder, preview, history, delivery):
// on a loaded two-core machine its first load alone can take most of the suite's usual wait.
const expect = alertsExpect.configure({ timeout: 60_000 });
test.slow();

// A definition's page saves everything it shows with one "Save"; a write never invents a field
// the server did not send; deleted channels are named as gone; the builder reads in dark and on
// a phone.

const EDIT = `${AGENT}/settings/alerts/1`;

type Stored = { id: number; enabled?: boolean; severity?: string; channel_ids?: number[]; mute_windows?: unknown[] };
const stored = async (page: Page, id = 1) => (await definitions(page)).find((d) => d.id === id) as Stored;

/** The page reads the definitions from a server whose list leaves `enabled` out. */
async function listWithoutEnabled(page: Page) {
  await page.route(`**${DEFINITIONS_API}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    try {
      const res = await route.fetch();
      const list = (await res.json()) as Record<string, unknown>[];
      await route.fulfill({ response: res, json: list.map(({ enabled: _e, ...d }) => d) });
    } catch (error) {
      // A read still on its way when the test ends (the page closing disposes of its answer) has
      // no one left to answer; any other failure is the test's.
      if (page.isClosed() || /disposed|closed/i.test(String(error))) return;
      throw error;
    }
  });
}

const puts = (page: Page) =>
  page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`${DEFINITIONS_API}/1`));

test('one Save writes the name, severity, channels and mute windows shown on the page', async ({ signedIn: page }) => {
  await page.goto(EDIT);
  const form = page.getByRole('region', { name: `Definition “${FIRST}”` });
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel('Severity').selectOption('info');
  await delivery.getByRole('checkbox', { name: 'Support leads' }).uncheck();
  await delivery.getByRole('button', { name: 'Add mute window' }).click();
  await delivery.getByLabel('Time zone of window 1').fill('Europe/Berlin');
  // Leaving now would lose them: the guard asks.
  await page.getByRole('link', { name: 'All alert definitions' }).click();
  const leave = page.getByRole('dialog');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: /stay/i }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  expect(await stored(page)).toMatchObject({
    enabled: true,
    severity: 'info',
    channel_ids: [1],
    mute_windows: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], start: '22:00', end: '06:00', tz: 'Europe/Berlin' }],
  });
});

test('a severity changed alone counts as unsaved for the leave guard', async ({ signedIn: page }) => {
  await page.goto(EDIT);
  await page.getByRole('region', { name: 'Delivery' }).getByLabel('Severity').selectOption('warning');
  await page.getByRole('link', { name: 'All alert definitions' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a snooze on a server whose list leaves enabled out does not switch the definition off', async ({
  signedIn: page,
}) => {
  await listWithoutEnabled(page);
  await page.goto(EDIT);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const put = puts(page);
  await delivery.getByRole('button', { name: 'Snooze' }).click();
  await page.getByRole('menuitem', { name: '1 hour' }).click();
  expect(Object.hasOwn((await put).postDataJSON() as object, 'enabled')).toBe(false);
  // The emulator wants `enabled`: its refusal shows; the stored switch is as it was.
  await expect(delivery.getByRole('alert')).toContainText('Field required');
  expect((await stored(page)).enabled).toBe(true);
});

test('Save on a server whose list leaves enabled out sends no invented switch', async ({ signedIn: page }) => {
  await listWithoutEnabled(page);
  await page.goto(EDIT);
  const form = page.getByRole('region', { name: `Definition “${FIRST}”` });
  await expect(form.getByText('This server did not say whether it is enabled')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill(`${FIRST} (renamed)`);
  const put = puts(page);
  await form.getByRole('button', { name: 'Save' }).click();
  expect(Object.hasOwn((await put).postDataJSON() as object, 'enabled')).toBe(false);
  expect((await stored(page)).enabled).toBe(true);
  // Set on purpose, it is sent.
  await form.getByRole('switch', { name: 'Enabled' }).click();
  const again = puts(page);
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await again).postDataJSON()).toMatchObject({ enabled: true });
});

test('a deleted channel is named as gone in the list and on the definition’s page', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.delete(`${API}/notification-channels/1`, { headers: auth })).ok()).toBe(true);
  await page.goto(PAGE);
  const first = row(page, FIRST);
  await expect(first).toContainText('Sends to Support leads');
  await expect(first).toContainText('Channel 1 no longer exists');
  await expect(first).not.toContainText('Sends to Channel 1');
  await page.goto(EDIT);
  const form = page.getByRole('region', { name: `Definition “${FIRST}”` });
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery).toContainText('Channel 1 no longer exists; saving leaves it out.');
  const put = puts(page);
  await delivery.getByLabel('Severity').selectOption('info');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await put).postDataJSON()).toMatchObject({ channel_ids: [2] });
});

test('the builder’s Remove stays red, with AA contrast, in the dark scheme', async ({ signedIn: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await add(page, 'Legal threat');
  const remove = page.getByRole('button', { name: 'Remove condition Legal threat' });
  const [r, g, b] = await remove.evaluate((el) => (getComputedStyle(el).color.match(/\d+(\.\d+)?/g) ?? []).map(Number));
  // Red: its red channel well above green and blue.
  expect(r ?? 0).toBeGreaterThan((g ?? 0) + 60);
  expect(r ?? 0).toBeGreaterThan((b ?? 0) + 60);
  await expectNoAxeViolations(page);
});

test('a 200-character channel name wraps in the Channels checkboxes at 390 px', async ({ signedIn: page, request }) => {
  const name = 'x'.repeat(200);
  await createChannel(request, { name, type: 'email', config: { addresses: ['a@example.com'] } });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const at of [PAGE, EDIT]) {
    await page.goto(at);
    await expect(page.getByRole('checkbox', { name }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
