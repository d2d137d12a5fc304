import { AGENT, axeClean, expect, signInDirectly, test } from './fixtures';
import { API, URL as INTENTS, dialog, heading, labelField, toggle } from './intents-helpers';

// B.11 on the settings pages: a viewer (and a reviewer) reads; editors and admins change settings.
// Controls the role does not allow are disabled saying why, or absent where a disabled one per row
// would be noise. The emulator seeds no editor: the four tokens are an admin, two reviewers and a
// viewer, so "may edit" is checked as the admin.
const WHY = (role: string) => `Your role (${role}) does not allow this`;

// Several pages per test, each compiled on first visit by the dev server.
test.slow();

test('a viewer reads the intents: New call intent and the detection switch disabled saying why, no Edit or Delete', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(INTENTS);
  await expect(heading(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Billing question/ })).toBeVisible();
  const add = page.getByRole('button', { name: 'New call intent' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(WHY('viewer'));
  await expect(toggle(page)).toBeDisabled();
  await expect(toggle(page)).toHaveAccessibleDescription(new RegExp(WHY('viewer').replace(/[()]/g, '\\$&')));
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.getByText(WHY('viewer')).first()).toBeVisible();
  // Polled: the page lays itself out again for the narrower window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('a reviewer changes no settings: rules, fields, clip sets, profiles, alerts, firings and history offer no writes', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'reviewer-token');
  for (const path of ['settings/rules', 'settings/data-extraction', 'voice-clip-sets']) {
    await page.goto(`${AGENT}/${path}`);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /^Delete / }), path).toHaveCount(0);
  }
  await page.goto(`${AGENT}/simulation-profiles`);
  const newProfile = page.getByRole('button', { name: 'New simulation profile' });
  await expect(newProfile).toBeDisabled({ timeout: 30_000 });
  await expect(newProfile).toHaveAccessibleDescription(WHY('reviewer'));

  await page.goto(`${AGENT}/settings/alerts`);
  const firstSwitch = page.getByRole('table').getByRole('switch').first();
  await expect(firstSwitch).toBeDisabled({ timeout: 30_000 });
  await expect(firstSwitch).toHaveAccessibleDescription(WHY('reviewer'));
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(WHY('reviewer'));

  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled({ timeout: 30_000 });
  await expect(save).toHaveAccessibleDescription(WHY('reviewer'));
  for (const name of [/^(Snooze|Unsnooze)$/, /^Add mute window$/]) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('button', { name })).toHaveAccessibleDescription(WHY('reviewer'));
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await axeClean(page);

  await page.goto(`${AGENT}/alert-events`);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^(Acknowledge|Resolve)$/ })).toHaveCount(0);

  await page.goto(`${AGENT}/settings/history`);
  await expect(page.getByRole('list', { name: 'Settings changes' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Restore / })).toHaveCount(0);
});

test('an admin has every control', async ({ signedIn: page }) => {
  await page.goto(INTENTS);
  await expect(page.getByRole('button', { name: 'Edit Billing question' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'New call intent' })).toBeEnabled();
  await expect(toggle(page)).toBeEnabled();
  await expect(page.getByText(WHY('admin'))).toHaveCount(0);
  await page.goto(`${AGENT}/settings/rules`);
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`${AGENT}/alert-events`);
  await expect(page.getByRole('button', { name: 'Resolve' }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`${AGENT}/settings/history`);
  await expect(page.getByRole('button', { name: /^Restore / }).first()).toBeVisible({ timeout: 30_000 });
});

test('a write refused anyway shows the service’s text and keeps what was typed', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'PUT',
    path: `${API}/call-intents/1`,
    status: 403,
    body: { detail: WHY('editor') },
  });
  await page.goto(INTENTS);
  await page.getByRole('button', { name: 'Edit Billing question' }).click({ timeout: 30_000 });
  await labelField(page).fill('Billing, edited');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText(WHY('editor'));
  await expect(labelField(page)).toHaveValue('Billing, edited');
});

test('a server without /me keeps every control, even for the viewer’s token', async ({ page, emulator }) => {
  await emulator.fault({ method: 'GET', path: '/api/v1/me', status: 404, body: { detail: 'Not Found' } });
  await signInDirectly(page, 'viewer-token');
  await page.goto(INTENTS);
  await expect(page.getByRole('button', { name: 'Edit Billing question' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'New call intent' })).toBeEnabled();
  await expect(toggle(page)).toBeEnabled();
  await page.goto(`${AGENT}/settings/rules`);
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible({ timeout: 30_000 });
});

test('a viewer reads a copy plan: Copy disabled saying why', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(`${AGENT}/settings/copy?to=2`);
  const copy = page.getByRole('button', { name: 'Copy', exact: true });
  await expect(copy).toBeVisible({ timeout: 30_000 });
  await expect(copy).toBeDisabled();
  await expect(copy).toHaveAccessibleDescription(WHY('viewer'));
});
