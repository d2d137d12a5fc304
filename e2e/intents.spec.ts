import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect, expectNoAxeViolations, test } from './fixtures';

const URL = `${AGENT}/settings/intents`;
const API = '/api/v1/workspaces/1/agents/1/settings';
const INTENT = (id: number) => `${API}/call-intents/${id}`;

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Call intents' });
const toggle = (page: Page) => page.getByRole('switch', { name: 'Intent detection' });
const dialog = (page: Page) => page.getByRole('dialog');
const labelField = (page: Page) => dialog(page).getByRole('textbox', { name: /^Label/ });
const descriptionField = (page: Page) => dialog(page).getByRole('textbox', { name: /^Description/ });

const expectDeleteDialogAxeClean = (page: Page) => expectNoAxeViolations(page);

async function openEdit(page: Page, label: string) {
  await page.goto(URL);
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  await expect(dialog(page)).toBeVisible();
}
test('lists, creates, edits and deletes after confirmation; page and dialogs are axe clean', async ({
  signedIn: page,
}) => {
  await page.goto(URL);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Billing question/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Billing question/ })).toContainText('asks about a charge');
  await expect(toggle(page)).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'New call intent' }).click();
  await expect(labelField(page)).toBeFocused();
  await expect(descriptionField(page)).toHaveAccessibleDescription(/what the AI matches each call against/);
  await expectNoAxeViolations(page);
  await page.keyboard.type('  Refund request  ');
  await page.keyboard.press('Tab');
  await page.keyboard.type('The caller asks for money back for a charge.');
  await expect(dialog(page).getByText('44 / 1000 characters')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Created call intent “Refund request”')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('rowheader', { name: /Refund request/ })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Refund request' }).click();
  await expect(labelField(page)).toHaveValue('Refund request');
  await descriptionField(page).fill('The caller asks for money back for a charge or a cancelled service.');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved call intent “Refund request”')).toBeVisible();
  // The edit dialog has closed (its overlay no longer takes the next press).
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('row', { name: /Refund request/ })).toContainText('cancelled service');

  await page.getByRole('button', { name: 'Delete Refund request' }).click();
  await expect(dialog(page)).toContainText('Refund request');
  await expectDeleteDialogAxeClean(page);
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted call intent “Refund request”')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Refund request/ })).toHaveCount(0);
  // Still gone after a reload: the service deleted it.
  await page.reload();
  await expect(page.getByRole('rowheader', { name: /Billing question/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Refund request/ })).toHaveCount(0);
});
test('checks the label before sending and places the service validation under its field', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(URL);
  await page.getByRole('button', { name: 'New call intent' }).click();
  await labelField(page).fill('   ');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(labelField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(labelField(page)).toHaveAccessibleDescription(/Label is required/);
  expect((await emulator.requests()).filter((r) => r.method === 'POST')).toEqual([]);
  // The API publishes no length limit: the count is guidance, and the service judges.
  await labelField(page).fill('x'.repeat(101));
  await expect(dialog(page).getByText('101 / 100 characters suggested')).toBeVisible();
  await expect(labelField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await dialog(page).getByRole('button', { name: 'Discard changes' }).click();

  await emulator.fault({
    method: 'PUT',
    path: INTENT(1),
    status: 422,
    body: {
      detail: [
        { loc: ['body', 'description'], msg: 'Description is too vague to classify calls', type: 'value_error' },
      ],
    },
  });
  await page.getByRole('button', { name: 'Edit Billing question' }).click();
  await descriptionField(page).fill('Billing');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(descriptionField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(descriptionField(page)).toHaveAccessibleDescription(/Description is too vague to classify calls/);
  await expect(descriptionField(page)).toHaveValue('Billing');
  await expectNoAxeViolations(page);
});

test('an intent deleted meanwhile: the text is shown in the form, the list refreshes, nothing typed is lost', async ({
  signedIn: page,
}) => {
  await openEdit(page, 'Technical support');
  await labelField(page).fill('Tech help');
  const res = await page.request.delete(INTENT(3), { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).getByRole('alert')).toContainText('Call intent with ID 3 not found for agent 1');
  await expect(labelField(page)).toHaveValue('Tech help');
  await expect(page.getByRole('button', { name: 'Edit Technical support' })).toHaveCount(0);
});

// Endpoint 1's texts, each under a status the API does not promise: the client reads `detail`.
for (const [status, detail] of [
  [400, 'Call intent with ID 2 not found for agent 1'],
  [409, 'User does not have access to workspace 1'],
  [422, 'Agent with ID 1 not found'],
  [500, 'Call intent with ID 2 not found for agent 1'],
] as const) {
  test(`edit shows "${detail}" answered with ${status}`, async ({ signedIn: page, emulator }) => {
    await emulator.fault({ method: 'PUT', path: INTENT(2), status, body: { detail } });
    await openEdit(page, 'Cancel subscription');
    await labelField(page).fill('Cancellation');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText(detail);
    await expect(labelField(page)).toHaveValue('Cancellation');
  });
}

test('"Not authenticated" on save returns to /connect, whatever the status', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ method: 'PUT', path: INTENT(1), status: 400, body: { detail: 'Not authenticated' } });
  await openEdit(page, 'Billing question');
  await labelField(page).fill('Billing');
  await dialog(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connect$/);
  await expect(page.getByLabel('Access token')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cm.token'))).toBeNull();
});

test('"Not authenticated" on the switch returns to /connect', async ({ signedIn: page, emulator }) => {
  await emulator.fault({
    method: 'PUT',
    path: `${API}/intent-detection`,
    status: 404,
    body: { detail: 'Not authenticated' },
  });
  await page.goto(URL);
  await toggle(page).click();
  await expect(page).toHaveURL(/\/connect$/);
});

test('the switch flips at once, says what off and on mean, and keeps the state', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(URL);
  await expect(page.getByText('Turning it off keeps your intents and stops classifying calls into them')).toBeVisible();
  await expect(toggle(page)).toBeChecked();
  // A slow answer: the switch shows the new state before the service replies.
  await emulator.fault({ method: 'PUT', path: `${API}/intent-detection`, hold: 'slow', times: 1 });
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(toggle(page)).not.toBeChecked();
  await emulator.release('slow');
  await expect(page.getByText('Intent detection turned off')).toBeVisible();
  await page.reload();
  await expect(toggle(page)).not.toBeChecked();
  await toggle(page).click();
  await expect(page.getByText('Intent detection turned on')).toBeVisible();
  // The answer's body is not published: a 204 or any JSON is success.
  await expect(toggle(page)).toBeChecked();
  // (The fault answers in the service's place, so the service itself stays on.)
  await emulator.fault({ method: 'PUT', path: `${API}/intent-detection`, status: 204, times: 1 });
  await toggle(page).click();
  await expect(page.getByText('Intent detection turned off')).toBeVisible();
});

for (const [status, detail] of [
  [422, 'Agent with ID 1 not found'],
  [404, 'User does not have access to workspace 1'],
  [409, 'Agent with ID 1 not found'],
] as const) {
  test(`the switch rolls back on "${detail}" (${status})`, async ({ signedIn: page, emulator }) => {
    await emulator.fault({
      method: 'PUT',
      path: `${API}/intent-detection`,
      status,
      body: { detail },
      hold: 'refusal',
      times: 1,
    });
    await page.goto(URL);
    await expect(toggle(page)).toBeChecked();
    await toggle(page).click();
    await expect(toggle(page)).not.toBeChecked();
    await emulator.release('refusal');
    await expect(page.getByRole('alert').filter({ hasText: detail })).toBeVisible();
    await expect(toggle(page)).toBeChecked();
    await expectNoAxeViolations(page);
  });
}

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
