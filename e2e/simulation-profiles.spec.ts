import { AGENT, expect, expectNoAxeViolations, test } from './fixtures';
import type { Page } from '@playwright/test';

// The shared 2-core machine is slow under a dev server: give each test room.
test.describe.configure({ timeout: 60_000 });

const LIST = `${AGENT}/simulation-profiles`;
const API = '/api/v1/workspaces/1/agents/1/simulation-profiles';
const TAKEN = "A simulation profile named 'Frustrated customer' already exists for this agent.";

/** The page's own content and any open dialog (the app shell has its own spec). */
const axe = async (page: Page) => {
  await expectNoAxeViolations(page, 'main');
  if (await page.getByRole('dialog').count()) await expectNoAxeViolations(page, '[role="dialog"]');
};
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name' });
const keyField = (page: Page, n: number) => page.getByRole('textbox', { name: `Key ${n}`, exact: true });
const valueField = (page: Page, n: number) => page.getByRole('textbox', { name: `Value ${n}`, exact: true });

test('list links to profiles; create one, then the list shows it', async ({ signedIn: page }) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation profiles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frustrated customer' })).toBeVisible();
  await axe(page);

  await page.getByRole('link', { name: 'New simulation profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New simulation profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
  await nameField(page).fill('  Night caller  ');
  await page.getByRole('button', { name: 'Add field' }).click();
  await expect(keyField(page, 1)).toBeFocused();
  await keyField(page, 1).fill('persona');
  await valueField(page, 1).fill('Sleepy.\nCalls at 3 am.');
  await page.getByRole('button', { name: 'Add field' }).click();
  await keyField(page, 2).fill('goal');
  await valueField(page, 2).fill('Cancel');
  // Reorder with the keyboard.
  await page.getByRole('button', { name: 'Move field 2 (goal) up' }).focus();
  await page.keyboard.press('Enter');
  await expect(keyField(page, 1)).toHaveValue('goal');
  await expect(page.getByRole('button', { name: 'Move field 1 (goal) up' })).toBeDisabled();
  await axe(page);

  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Night caller' })).toBeVisible();
  await expect(page).toHaveURL(/\/simulation-profiles\/100$/);
  await expect(page.getByText('Created Night caller')).toBeVisible();
  await expect(valueField(page, 2)).toHaveValue('Sleepy.\nCalls at 3 am.');

  // No leave prompt after a save; the list has the new profile without a reload.
  await page.getByRole('link', { name: 'All simulation profiles' }).click();
  await expect(page.getByRole('link', { name: 'Night caller' })).toBeVisible();
  await expect(page.getByText('2 fields: goal, persona')).toBeVisible();
});

test('edit a profile: JSON view, Save, the page and list show the new values', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Frustrated customer' })).toBeVisible();
  await expect(page.getByText('Created')).toBeVisible();
  await expect(page.getByText('Updated')).toBeVisible();
  await expect(keyField(page, 3)).toHaveValue('account_number');

  await page.getByRole('button', { name: 'Remove field 3 (account_number)' }).click();
  await page.getByRole('tab', { name: 'JSON' }).click();
  const json = page.getByRole('textbox', { name: 'Fields as JSON' });
  await expect(json).toHaveValue(/"goal": "Get the duplicate charge refunded today\."/);
  await json.fill('{"persona": "Calm"');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await expect(json).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Invalid JSON/)).toBeVisible();
  await json.fill('{"persona": "Calm", "tone": "dry"}');
  await page.getByRole('button', { name: 'Apply JSON' }).click();
  await page.getByRole('tab', { name: 'Rows' }).click();
  await expect(keyField(page, 2)).toHaveValue('tone');
  await nameField(page).fill('Calm customer');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calm customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByRole('link', { name: 'All simulation profiles' }).click();
  await expect(page.getByRole('link', { name: 'Calm customer' })).toBeVisible();
  await expect(page.getByText('2 fields: persona, tone')).toBeVisible();
});

test('a taken name is caught while typing, and from the service under Name whatever the status', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(`${LIST}/new`);
  await nameField(page).fill('Frustrated customer ');
  await expect(page.getByText(TAKEN)).toBeVisible();
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');

  // The list is stale (another tab took the name): the service says so, with 400 then 422.
  for (const status of [400, 422]) {
    await emulator.fault({
      method: 'POST',
      path: API,
      status,
      body: { detail: "A simulation profile named 'Late' already exists for this agent." },
      times: 1,
    });
    await nameField(page).fill(`Late`);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText("A simulation profile named 'Late' already exists for this agent.")).toBeVisible();
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(page)).toHaveValue('Late');
    await nameField(page).fill('');
  }
});

test('a failed save keeps the form as it was, with the reason', async ({ signedIn: page, emulator }) => {
  await page.goto(`${LIST}/2`);
  await nameField(page).fill('Elderly caller v2');
  await valueField(page, 1).fill('Very polite.');
  const cases: [Parameters<typeof emulator.fault>[0], RegExp][] = [
    [
      { method: 'PUT', path: `${API}/2`, status: 500, body: { detail: 'Internal Server Error' }, times: 1 },
      /Internal Server Error/,
    ],
    [
      {
        method: 'PUT',
        path: `${API}/2`,
        status: 502,
        body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
        times: 1,
      },
      /502 Bad Gateway/,
    ],
    // Chrome retries a PUT once on a reset connection: drop every attempt, then lift the fault.
    [{ method: 'PUT', path: `${API}/2`, drop: true }, /Could not reach the service/],
  ];
  for (const [fault, reason] of cases) {
    await emulator.fault(fault);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
    await expect(nameField(page)).toHaveValue('Elderly caller v2');
    await expect(valueField(page, 1)).toHaveValue('Very polite.');
    await expect(valueField(page, 2)).toHaveValue(/^Opens with/);
  }
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elderly caller v2' })).toBeVisible();
});

test('bulk paste: a bad line is reported by number and nothing applied; then the fixed text imports', async ({
  signedIn: page,
}) => {
  await page.goto(`${LIST}/new`);
  await page.getByRole('button', { name: 'Paste or import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import fields' });
  const lines = dialog.getByRole('textbox', { name: 'Lines to import' });
  await lines.fill('# caller\npersona=Busy parent\n\nthis line is wrong\ngoal: "Book a visit\nbefore noon"');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Line 4: Expected KEY=VALUE or KEY: VALUE')).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(keyField(page, 1)).toHaveCount(0);

  await page.getByRole('button', { name: 'Paste or import…' }).click();
  await expect(lines).toHaveValue(/this line is wrong/);
  await lines.fill('persona=Busy parent\nexport goal="Book a visit\nbefore noon"');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(keyField(page, 2)).toHaveValue('goal');
  await expect(valueField(page, 2)).toHaveValue('Book a visit\nbefore noon');

  // A .env file through the file input.
  await page.getByRole('button', { name: 'Paste or import…' }).click();
  await dialog.getByLabel('Or read a .env file').setInputFiles({
    name: 'caller.env',
    mimeType: 'text/plain',
    buffer: Buffer.from('# exported\nLANGUAGE=\'de-DE\'\npersona="Changed"\n'),
  });
  await expect(lines).toHaveValue(/LANGUAGE/);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(valueField(page, 1)).toHaveValue('Changed');
  await expect(keyField(page, 3)).toHaveValue('LANGUAGE');

  // Duplicate and empty keys typed by hand are flagged on the row.
  await page.getByRole('button', { name: 'Add field' }).click();
  await keyField(page, 4).fill('goal');
  await expect(keyField(page, 4)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Duplicate key: "goal" is also used in row 2')).toBeVisible();
  await axe(page);
  await keyField(page, 4).fill('');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Key is required')).toBeVisible();
  await expect(keyField(page, 4)).toHaveAttribute('aria-invalid', 'true');
});

test('leaving with unsaved changes asks; undoing or saving lifts the guard', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/3`);
  const nav = page.getByRole('navigation', { name: 'Agent pages' });
  await nameField(page).fill('Reschedule, mornings');
  await nav.getByRole('link', { name: 'Calls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await axe(page);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(nameField(page)).toHaveValue('Reschedule, mornings');

  // Undone by hand: no question.
  await nameField(page).fill('Reschedule appointment');
  await nav.getByRole('link', { name: 'Voice clip sets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Voice clip sets' })).toBeVisible();

  await page.goBack();
  await nameField(page).fill('Reschedule, mornings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reschedule, mornings' })).toBeVisible();
  await nav.getByRole('link', { name: 'Calls' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calls' })).toBeVisible();
});

test('an unsaved draft survives a reload and is offered back', async ({ signedIn: page }) => {
  await page.goto(`${LIST}/1`);
  await nameField(page).fill('Draft name');
  await valueField(page, 1).fill('A long value\nover two lines');
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByText('Unsaved draft found')).toBeVisible();
  await expect(nameField(page)).toHaveValue('Frustrated customer');
  await axe(page);
  await page.getByRole('button', { name: 'Restore draft' }).click();
  await expect(nameField(page)).toHaveValue('Draft name');
  await expect(valueField(page, 1)).toHaveValue('A long value\nover two lines');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft name' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft name' })).toBeVisible();
  await expect(page.getByText('Unsaved draft found')).toHaveCount(0);
});
test('missing agent and missing profile are page states', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/agents/999/simulation-profiles');
  await expect(page.getByText('Agent with ID 999 not found')).toBeVisible();
  await page.goto('/workspaces/1/agents/999/simulation-profiles/new');
  await expect(page.getByText('Agent with ID 999 not found')).toBeVisible();
  await expect(nameField(page)).toHaveCount(0);
  await page.goto(`${LIST}/4242`);
  await expect(page.getByText('Simulation profile with ID 4242 not found')).toBeVisible();
  await axe(page);
});

test('without the list endpoint a profile can still be saved by id', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'GET', path: API, status: 404, body: { detail: 'Not Found' } });
  await page.goto(LIST);
  await expect(page.getByText('This server does not offer a list of simulation profiles.')).toBeVisible();
  await page.getByLabel('Profile ID').fill('3a');
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect(page.getByText('Enter a profile ID (a positive whole number).')).toBeVisible();
  await expect(page.getByLabel('Profile ID')).toHaveValue('3a');
  await page.getByLabel('Profile ID').fill('3');
  await page.getByRole('button', { name: 'Open profile' }).click();
  await expect(page.getByText('Current values cannot be read')).toBeVisible();
  await nameField(page).fill('Replaced');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Replaced')).toBeVisible();
});
