import { expect, expectNoAxeViolations, test } from './fixtures';
import { API, URL, toggle } from './intents-helpers';

// The intent detection switch: turning it off and on, and the service refusing it.

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
