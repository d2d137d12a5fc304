import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, axeClean, expect as baseExpect, signInDirectly, test } from './fixtures';

// B.11: an admin assigns the calls of the list as filtered to reviewers. Outcome 2's ten calls:
// 1033 and 1015 already have two reviewers (the seeded calibration), 1052 has Rey and 1055 Remi.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const API = '/api/v1/workspaces/1/agents/1';
const FILTERED = `${AGENT}/calls?call_outcome_id=2`;

const assignmentsTotal = async (request: APIRequestContext) => {
  const res = await request.get(`${API}/review-assignments?limit=1`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  return ((await res.json()) as { total: number }).total;
};
async function openDialog(page: Page) {
  await page.goto(FILTERED);
  await page.getByRole('button', { name: 'Assign for review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign for review' });
  await expect(dialog.getByText('The 10 calls of this list, as filtered, are assigned.')).toBeVisible();
  return dialog;
}

test('an admin assigns a filtered list, two per call to Rey and Remi: the count made, and the calls that had enough', async ({
  signedIn: page,
  request,
}) => {
  const before = await assignmentsTotal(request);
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  await dialog.getByRole('checkbox', { name: 'Rey Reviewer' }).check();
  await dialog.getByRole('checkbox', { name: 'Remi Second' }).check();
  await dialog.getByRole('combobox', { name: 'Reviewers per call' }).selectOption('2');
  await axeClean(page, 'dialog');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('status')).toHaveText('14 assignments made over 8 calls.');
  await expect(dialog.getByText('2 calls already had enough reviewers:')).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveText(['Call 1033', 'Call 1015']);
  expect(await assignmentsTotal(request)).toBe(before + 14);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The admin's view of the queue counts them as the service does.
  const res = await request.get(`${API}/review-assignments?reviewer_id=2&state=open&limit=1`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  const reyOpen = ((await res.json()) as { total: number }).total;
  expect(reyOpen).toBeGreaterThan(4);
  await page.goto(`${AGENT}/review-queue`);
  const rey = page.getByRole('region', { name: 'Rey Reviewer' });
  await expect(rey.getByText(new RegExp(`^${reyOpen} open · `))).toBeVisible();
});

test('a refusal shows the service’s text in the dialog and keeps every choice', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'POST',
    path: `${API}/review-assignments`,
    status: 400,
    body: { detail: 'Not enough reviewers: 3 per call asked, 2 chosen' },
  });
  const dialog = await openDialog(page);
  await dialog.getByRole('checkbox', { name: 'Rey Reviewer' }).check();
  await dialog.getByRole('checkbox', { name: 'Remi Second' }).check();
  await dialog.getByRole('combobox', { name: 'Reviewers per call' }).selectOption('3');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not enough reviewers: 3 per call asked, 2 chosen');
  await expect(dialog.getByRole('checkbox', { name: 'Rey Reviewer' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Remi Second' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Reviewers per call' })).toHaveValue('3');
  await axeClean(page, 'dialog');
});

for (const [token, role] of [
  ['reviewer-token', 'reviewer'],
  ['viewer-token', 'viewer'],
] as const) {
  test(`a ${role} cannot assign: the button is disabled and says why`, async ({ page, emulator: _emulator }) => {
    await signInDirectly(page, token);
    await page.goto(FILTERED);
    const assign = page.getByRole('button', { name: 'Assign for review' });
    await expect(assign).toBeDisabled();
    await expect(assign).toHaveAccessibleDescription(`Your role (${role}) does not allow this`);
  });
}

test('on a phone, in the dark: the dialog fits and axe passes', async ({ page, emulator: _emulator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInDirectly(page);
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('button', { name: 'Assign' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page, 'dialog');
});
