import { expect, test } from './fixtures';
import { API, LIST, axe, nameField, valueField } from './simulation-profiles-helpers';

// Simulation profiles the service refuses or cannot find, and a server without the list.

// The shared 2-core machine is slow under a dev server: give each test room.
test.describe.configure({ timeout: 60_000 });

const TAKEN = "A simulation profile named 'Frustrated customer' already exists for this agent.";

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
