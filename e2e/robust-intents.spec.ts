import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Expired sessions, sign-out and drafts, guessed limits, thousands of intents, hostile text.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const INTENTS = `${AGENT}/settings/intents`;
const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.')));

async function signInWithForm(page: Page) {
  await page.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
}

test('a session that expires mid-edit: after signing in again the intent editor is back with the text', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(INTENTS);
  await page.getByRole('button', { name: 'Edit Billing question' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Typed before the session expired.');
  await emulator.fault({
    method: 'PUT',
    path: `${API}/settings/call-intents/1`,
    status: 401,
    body: { detail: 'Not authenticated' },
    times: 1,
  });
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/connect/);
  await signInWithForm(page);
  await expect(page).toHaveURL(new RegExp(`${INTENTS}$`));
  const again = page.getByRole('dialog');
  await expect(again.getByRole('textbox', { name: /^Description/ })).toHaveValue('Typed before the session expired.');
  await expect(again.getByText(/Restored what you had typed/)).toBeVisible();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Typed before the session expired.')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
});

test('the intent editor asks before a reload or a link loses its text, and before discarding', async ({
  signedIn: page,
}) => {
  await page.goto(INTENTS);
  await page.getByRole('button', { name: 'New call intent' }).click();
  const dialog = page.getByRole('dialog', { name: 'New call intent' });
  await dialog.getByRole('textbox', { name: /^Label/ }).fill('Half-typed intent');
  // Escape asks first.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('Discard your changes to this call intent?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();

  // A reload keeps it (a draft), and the editor opens again on it.
  await expect.poll(() => draftKeys(page)).toEqual(['cm.draft.intent.1.1']);
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'New call intent' }).getByRole('textbox', { name: /^Label/ }),
  ).toHaveValue('Half-typed intent');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await draftKeys(page)).toEqual([]);
});

test('sign-out removes the drafts: the next person is offered nothing', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/simulation-profiles/1`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Private draft');
  await expect.poll(() => draftKeys(page)).toEqual(['cm.draft.simulation-profile.1.1.1']);
  await page.getByRole('button', { name: 'Sign out' }).click();
  const leave = page.getByRole('button', { name: 'Leave' });
  await expect(page)
    .toHaveURL(/\/connect/)
    .catch(async () => leave.click());
  await expect(page).toHaveURL(/\/connect/);
  expect(await draftKeys(page)).toEqual([]);

  await signInWithForm(page);
  await page.goto(`${AGENT}/simulation-profiles/1`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Frustrated customer');
  await expect(page.getByText('Unsaved draft found')).toHaveCount(0);
});

test('a description longer than the suggested length, accepted by the service, does not block a rename', async ({
  signedIn: page,
  request,
}) => {
  const long = 'A caller with a long story. '.repeat(54).trim(); // ~1,500 characters
  const put = await request.put(`${API}/settings/call-intents/2`, {
    headers: auth,
    data: { label: 'Cancel subscription', description: long },
  });
  expect(put.ok()).toBe(true);
  await page.goto(INTENTS);
  await page.getByRole('button', { name: 'Edit Cancel subscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`${long.length} / 1000 characters suggested`)).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Label/ }).fill('Cancel or pause');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Cancel or pause' })).toBeVisible();
});

test('an existing label is pointed out while typing', async ({ signedIn: page }) => {
  await page.goto(INTENTS);
  await page.getByRole('button', { name: 'New call intent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Label/ }).fill('billing question');
  await expect(dialog.getByRole('status')).toHaveText(
    /An intent labelled “Billing question” already exists for this agent \(ID 1\)/,
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
});

test('5,000 intents open a page at a time, with a filter', async ({ signedIn: page, request, emulator: _e }) => {
  await request.post('/__emulator/seed-large', { data: { intents: 5000 } });
  await page.goto(INTENTS);
  // Reading 5,000 records takes a while on a busy test machine (the bench measures the speed).
  await expect(page.getByRole('button', { name: 'Edit Billing question' })).toBeVisible({ timeout: 90_000 });
  expect(await page.locator('tbody tr').count()).toBe(25);
  expect(await page.locator('main *').count()).toBeLessThan(3000);
  await expect(page.getByText('1–25 of 5,004')).toBeVisible();
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(page.getByRole('button', { name: 'Edit Generated intent 05000' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter intents' }).fill('intent 04321');
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Generated intent 04321' })).toBeVisible();
  await expectNoAxeViolations(page, 'main');
});

test('long unbroken names wrap, right-to-left overrides stay inside the name, invisible names are refused', async ({
  signedIn: page,
  request,
}) => {
  const huge = 'x'.repeat(100_000);
  const rlo = '\u202Eexe.live';
  expect(
    (
      await request.put(`${API}/settings/call-intents/3`, { headers: auth, data: { label: rlo, description: huge } })
    ).ok(),
  ).toBe(true);
  const created = await request.post(`${API}/simulation-profiles`, { headers: auth, data: { name: huge, fields: {} } });
  const { id } = (await created.json()) as { id: number };

  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto(INTENTS);
  await expect(page.getByRole('button', { name: `Edit ${rlo}` })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(1300);
  // The override is isolated: the text after the label is not reversed with it.
  expect(await page.locator('tbody bdi', { hasText: 'exe.live' }).count()).toBe(1);

  await page.goto(`${AGENT}/simulation-profiles`);
  await expect(page.getByRole('link', { name: huge })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(1300);
  await page.goto(`${AGENT}/simulation-profiles/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: huge })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(1300);

  // A name of invisible characters only is refused before anything is sent.
  await page.getByRole('textbox', { name: 'Name' }).fill('\u200B\u200D\u2066');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The name has no visible characters')).toBeVisible();
});
