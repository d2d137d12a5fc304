import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect, expectNoAxeViolations, test } from './fixtures';

// Simulation tests (B.10): the list, create, edit, delete, the service's refusals where they
// happened, references to deleted records, and a server that does not run simulations.

test.describe.configure({ timeout: 60_000 });

const LIST = `${AGENT}/simulation-tests`;
const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

const axe = async (page: Page) => {
  await expectNoAxeViolations(page, 'main');
  if (await page.getByRole('dialog').count()) await expectNoAxeViolations(page, '[role="dialog"]');
};
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
/** Opens the list; the first page load on a busy dev server takes a while. */
async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation tests' })).toBeVisible({ timeout: 30_000 });
}
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
/** Chooses `option` in the native select labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await select(page, label).selectOption({ label: option });
}
/** The option a person sees in the select labelled `label`. */
const shown = (page: Page, label: string) => select(page, label).locator('option:checked');
/** The checkbox `name` in the group "Must carry" or "Must not carry". */
const rule = (page: Page, group: 'Must carry' | 'Must not carry', name: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('checkbox', { name, exact: true });

test('the list shows the seeded tests: profile, expectations, a checkbox, Edit and Delete', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/overview`);
  await page.getByRole('navigation', { name: 'Agent pages' }).getByRole('link', { name: 'Simulation tests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation tests' })).toBeVisible();
  const first = row(page, 'Duplicate charge refund');
  await expect(first).toContainText('Frustrated customer');
  await expect(first).toContainText('Intent Billing question');
  await expect(first).toContainText('Carries Refund request (label)');
  await expect(first).toContainText('Not Legal threat (red flag)');
  await expect(row(page, 'Refund asked, answered quickly')).toContainText('Median response at most 1.2 s');
  await page.getByRole('checkbox', { name: 'Duplicate charge refund' }).check();
  await expect(page.getByText('4 tests, 1 selected')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Router fault, elderly caller' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Router fault, elderly caller' })).toBeVisible();
  await axe(page);
});

test('create a test: selects, seconds sent as ms, then its page and the list show it', async ({
  signedIn: page,
  request,
}) => {
  await openList(page);
  await page.getByRole('link', { name: 'New test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New simulation test' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Choose the simulation profile (the caller)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Angry refund, fast');
  await pick(page, 'Simulation profile', 'Frustrated customer');
  await pick(page, 'Expected intent', 'Billing question');
  await page.getByRole('textbox', { name: 'Slowest median response (s)' }).fill('1.5');
  await axe(page);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Angry refund, fast' })).toBeVisible();
  await expect(page).toHaveURL(/\/simulation-tests\/\d+$/);
  const stored = (await (await request.get(`${API}/simulation-tests`, { headers: auth })).json()) as {
    items: { name: string; simulation_profile_id: number; voice_clip_set_id: number | null; expect: unknown }[];
  };
  const made = stored.items.find((t) => t.name === 'Angry refund, fast');
  expect(made).toMatchObject({
    simulation_profile_id: 1,
    voice_clip_set_id: null,
    expect: { call_intent_id: 1, labels_present: [], labels_absent: [], max_response_ms: 1500 },
  });
  await page.getByRole('link', { name: 'All simulation tests' }).click();
  await expect(row(page, 'Angry refund, fast')).toContainText('Median response at most 1.5 s');
});

test('edit a test: its values, Save, the list shows the change', async ({ signedIn: page }) => {
  await openList(page);
  await page.getByRole('link', { name: 'Edit Router fault, elderly caller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Router fault, elderly caller' })).toBeVisible();
  await expect(shown(page, 'Simulation profile')).toHaveText('Elderly caller, new router');
  await expect(shown(page, 'Voice clip set')).toHaveText('None');
  await expect(shown(page, 'Expected intent')).toHaveText('Technical support');
  await expect(rule(page, 'Must not carry', 'Abuse (red flag)')).toBeChecked();
  await expect(rule(page, 'Must carry', 'Abuse (red flag)')).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Router fault, patient caller');
  // By keyboard: Space checks the focused box.
  await rule(page, 'Must carry', 'Refund request (label)').focus();
  await page.keyboard.press('Space');
  await expect(rule(page, 'Must carry', 'Refund request (label)')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Router fault, patient caller' })).toBeVisible();
  await page.getByRole('link', { name: 'All simulation tests' }).click();
  await expect(row(page, 'Router fault, patient caller')).toContainText('Carries Refund request (label)');
});

test('delete asks first; Delete removes the test from the list', async ({ signedIn: page }) => {
  await openList(page);
  await page.getByRole('button', { name: 'Delete Reschedule an appointment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Reschedule an appointment');
  await axe(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Reschedule an appointment' })).toHaveCount(0);
  await expect(page.getByText('3 tests')).toBeVisible();
});

test("a taken name: the service's text under Name, everything typed kept", async ({ signedIn: page }) => {
  await page.goto(`${LIST}/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'New simulation test' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Name' }).fill('Duplicate charge refund');
  await pick(page, 'Simulation profile', 'Reschedule appointment');
  await page.getByRole('textbox', { name: 'Slowest median response (s)' }).fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAccessibleDescription(
    "A simulation test named 'Duplicate charge refund' already exists for this agent.",
  );
  await expect(name).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Slowest median response (s)' })).toHaveValue('2');
});

test("a deleted profile: flagged in the list and the form; saving shows the service's text under its picker", async ({
  signedIn: page,
  emulator,
  request,
}) => {
  // B.5 has no delete of a profile: the service answers as if profile 3 were gone.
  const profiles = (await (await request.get(`${API}/simulation-profiles`, { headers: auth })).json()) as {
    id: number;
  }[];
  await emulator.fault({ path: `${API}/simulation-profiles`, body: profiles.filter((p) => p.id !== 3) });
  const refusal = 'Simulation profile with ID 3 not found';
  await emulator.fault({
    method: 'PUT',
    path: `${API}/simulation-tests/3`,
    status: 404,
    body: { detail: refusal },
    times: 1,
  });
  await openList(page);
  await expect(row(page, 'Reschedule an appointment')).toContainText('Profile 3 (deleted)');
  await expect(row(page, 'Duplicate charge refund')).not.toContainText('deleted');
  await page.getByRole('link', { name: 'Edit Reschedule an appointment' }).click();
  await expect(page.getByText('This test refers to records that no longer exist')).toBeVisible();
  const picker = select(page, 'Simulation profile');
  await expect(shown(page, 'Simulation profile')).toHaveText('Profile 3 (deleted)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toHaveAccessibleDescription(new RegExp(refusal));
  await pick(page, 'Simulation profile', 'Frustrated customer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Reschedule an appointment')).toBeVisible();
});

test('a deleted rule: the tests that expect it say so', async ({ signedIn: page, request }) => {
  expect((await request.delete(`${API}/settings/rules/2`, { headers: auth })).ok()).toBe(true);
  await openList(page);
  await expect(row(page, 'Router fault, elderly caller')).toContainText('Not Rule 2 (deleted)');
  await expect(row(page, 'Router fault, elderly caller')).toContainText('Refers to deleted records: Rule 2 (deleted)');
  await page.getByRole('link', { name: 'Edit Router fault, elderly caller' }).click();
  await expect(page.getByText('Rule 2 (deleted). Choose others')).toBeVisible();
  // Still chosen, under its deleted name, until unchecked.
  await expect(rule(page, 'Must not carry', 'Rule 2 (deleted)')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Must carry', exact: true })).not.toContainText('Rule 2');
});

test('a server without simulations says so, and offers no New test', async ({ signedIn: page, request }) => {
  expect((await request.post('/__emulator/simulation', { data: { offered: false } })).ok()).toBe(true);
  await openList(page);
  await expect(page.getByText('This server does not run simulations.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New test' })).toHaveCount(0);
  await page.goto(`${LIST}/1`);
  await expect(page.getByText('This server does not run simulations.')).toBeVisible({ timeout: 30_000 });
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the list and the form fit and pass axe', async ({ signedIn: page }) => {
    await openList(page);
    await expect(page.getByRole('checkbox', { name: 'Duplicate charge refund' })).toBeVisible();
    await axe(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: 'Edit Duplicate charge refund' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Duplicate charge refund');
    await axe(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
