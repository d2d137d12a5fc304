import type { Page } from '@playwright/test';
import { DEMO_TOKEN, expect, expectNoAxeViolations, test } from './fixtures';
import { API, URL, descriptionField, dialog, heading, labelField, toggle } from './intents-helpers';

// Creating, editing and deleting call intents, and the service's refusals of a save.

const INTENT = (id: number) => `${API}/call-intents/${id}`;

const expectDeleteDialogAxeClean = (page: Page) => expectNoAxeViolations(page);

async function openEdit(page: Page, label: string) {
  await page.goto(URL);
  await page.getByRole('button', { name: `Edit ${label}` }).click();
  await expect(dialog(page)).toBeVisible();
}
test('lists, creates, edits and deletes after confirmation; page and dialogs are axe clean', async ({
  signedIn: page,
}) => {
  // Three axe passes (page, form dialog, delete dialog) each take seconds on a two-core machine.
  test.slow();
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
