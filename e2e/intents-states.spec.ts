import { expect, expectNoAxeViolations, test } from './fixtures';
import { API, URL, descriptionField, dialog, heading, labelField, toggle } from './intents-helpers';

// The call intents page's states: a missing agent, a failed or empty list, a server without the list.

test('a missing agent is one page saying so; a workspace out of reach shows the service text', async ({
  signedIn: page,
}) => {
  await page.goto('/workspaces/1/agents/99/settings/intents');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
  await expect(page.getByText('Workspace 1 has no agent 99.')).toBeVisible();
  await expect(page.getByText('Agent with ID 99 not found')).toBeVisible();
  // One page: no agent pages' navigation, no error box per page, no retry that cannot help.
  await expect(page.getByRole('navigation', { name: 'Agent pages' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Support line' }).click();
  // An agent opens on its overview.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await page.goto('/workspaces/2/agents/4/settings/intents');
  await expect(heading(page)).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'User does not have access to workspace 2' }).first(),
  ).toBeVisible();
});

test('the list fails, then loads on "Try again"', async ({ signedIn: page, emulator }) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/call-intents`,
    status: 503,
    body: '<html><title>503 Service Unavailable</title></html>',
    times: 3,
  });
  await page.goto(URL);
  await expect(page.getByText('The service answered 503 Service Unavailable.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('rowheader', { name: /Billing question/ })).toBeVisible();
});

test('an agent without intents shows the empty state', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/agents/2/settings/intents');
  await expect(page.getByRole('heading', { name: 'No call intents yet' })).toBeVisible();
  await expect(toggle(page)).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('a server without the list or the detection read: edit by id, the switch still works', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: `${API}/call-intents`, status: 404, body: { detail: 'Not Found' } });
  await emulator.fault({ method: 'GET', path: `${API}/intent-detection`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(URL);
  await expect(page.getByText('This server does not offer a list of call intents.')).toBeVisible();
  await expect(toggle(page)).toHaveAccessibleDescription(/current state is unknown/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Intent ID').fill('2');
  await page.getByRole('button', { name: 'Open intent' }).click();
  await expect(dialog(page)).toContainText('What you save replaces both');
  await labelField(page).fill('Cancel plan');
  await descriptionField(page).fill('The caller wants to end their plan.');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved call intent “Cancel plan”')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Cancel plan' })).toBeVisible();

  await toggle(page).click();
  await expect(page.getByText('Intent detection turned on')).toBeVisible();
  await expect(toggle(page)).toBeChecked();

  // The service did take both changes.
  await emulator.clearFaults();
  await page.reload();
  await expect(page.getByRole('row', { name: /Cancel plan/ })).toContainText('end their plan');
});

test('an unknown id opened on such a server shows the service text', async ({ signedIn: page, emulator }) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/call-intents`,
    status: 405,
    body: { detail: 'Method Not Allowed' },
  });
  await page.goto(URL);
  await page.getByLabel('Intent ID').fill('77');
  await page.getByRole('button', { name: 'Open intent' }).click();
  await labelField(page).fill('Ghost');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('Call intent with ID 77 not found for agent 1');
  await expect(labelField(page)).toHaveValue('Ghost');
});
