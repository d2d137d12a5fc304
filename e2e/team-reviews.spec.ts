import type { Page } from '@playwright/test';
import { AGENT, axeClean, expect as baseExpect, signInDirectly, test } from './fixtures';

// B.11 on a call's page: the other members' reviews with their disagreements marked ("Team
// reviews"), and an admin's final verdict ("Final verdict"). The seed: Rey Reviewer and Remi
// Second both reviewed call 1046 and differ on its intent (Rey: Correct; Remi: Wrong, Appointment
// booking); nobody has settled it.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const API = '/api/v1/workspaces/1/agents/1';
const CALL = `${AGENT}/calls/1046`;

/** Opens the call and brings the regions below the comments into view (they load there). */
async function openCall(page: Page, token: string) {
  await signInDirectly(page, token);
  await page.goto(CALL);
  await expect(page.getByRole('heading', { level: 1, name: 'Call 1046' })).toBeVisible();
  await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
}

const team = (page: Page) => page.getByRole('region', { name: 'Team reviews', exact: true });
const finalVerdict = (page: Page) => page.getByRole('region', { name: 'Final verdict', exact: true });
const remi = (page: Page) => team(page).getByRole('article', { name: 'Remi Second' });

async function chooseWrongAppointment(page: Page) {
  const region = finalVerdict(page);
  await region.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Wrong' }).check();
  await region.getByRole('combobox', { name: 'Right intent' }).selectOption({ label: 'Appointment booking' });
}

test('a reviewer sees the other’s review with the intent disagreement marked, and moves to the comments to argue it', async ({
  page,
  emulator: _emulator,
}) => {
  await openCall(page, 'reviewer-token');
  await expect(remi(page)).toBeVisible();
  // Rey's own review is the Review region's; only Remi's is listed here.
  await expect(team(page).getByRole('article')).toHaveCount(1);
  const intent = remi(page).getByText('Wrong: Appointment booking').locator('..').locator('..');
  await expect(intent).toContainText('Disagrees');
  await expect(remi(page)).toContainText('Wanted a technician to visit: a booking.');
  // The label both judged Correct is not marked.
  await expect(remi(page).getByText('Disagrees')).toHaveCount(1);
  await expect(finalVerdict(page)).toHaveCount(0);

  await remi(page).getByRole('link', { name: 'Discuss in comments' }).click();
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await axeClean(page);
});

test('an admin saves a final verdict; the quality page no longer leaves the call out', async ({
  page,
  emulator: _emulator,
}) => {
  await openCall(page, 'demo-token');
  const region = finalVerdict(page);
  await expect(region.getByText(/No final verdict yet/)).toBeVisible();
  // One reviewer against one: the intent is left unset.
  await expect(region.getByRole('radio', { name: 'Correct' }).first()).not.toBeChecked();
  await expect(region.getByRole('radio', { name: 'Wrong' }).first()).not.toBeChecked();
  await chooseWrongAppointment(page);
  await region.getByRole('button', { name: 'Save final verdict' }).click();
  await expect(region.getByText(/^Decided by Demo admin/)).toBeVisible();

  await page.goto(`${AGENT}/quality`);
  const left = page.getByText(/left out: their reviewers disagree/);
  await expect(left).toBeVisible();
  await expect(left.getByRole('link')).toHaveText(['Call 1025']);
});

test('a final verdict saved by another admin between the read and the save opens the conflict dialog', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  await openCall(page, 'demo-token');
  const region = finalVerdict(page);
  await expect(region.getByRole('button', { name: 'Save final verdict' })).toBeEnabled();
  await chooseWrongAppointment(page);
  const theirs = {
    intent_correct: true,
    corrected_intent_id: null,
    labels: [],
    missed_labels: [],
    note: 'Settled elsewhere',
  };
  const put = await request.put(`${API}/calls/1046/final-review`, {
    data: theirs,
    headers: { Authorization: 'Bearer demo-token' },
  });
  expect(put.ok()).toBe(true);
  await region.getByRole('button', { name: 'Save final verdict' }).click();
  const dialog = page.getByRole('dialog', { name: 'This final verdict was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Settled elsewhere');
  await axeClean(page, 'dialog');
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(region.getByText(/^Decided by Demo admin/)).toBeVisible();
  const stored = await (
    await request.get(`${API}/calls/1046/final-review`, { headers: { Authorization: 'Bearer demo-token' } })
  ).json();
  expect(stored).toMatchObject({ intent_correct: false, corrected_intent_id: 4 });
});

test('a refused save shows the service’s words and keeps what was chosen and typed', async ({ page, emulator }) => {
  await openCall(page, 'demo-token');
  const region = finalVerdict(page);
  await chooseWrongAppointment(page);
  await region.getByRole('textbox', { name: 'Note' }).fill('A booking, settled.');
  await emulator.fault({
    method: 'PUT',
    path: `${API}/calls/1046/final-review`,
    status: 409,
    body: { detail: 'Final verdicts are closed for this period' },
  });
  await region.getByRole('button', { name: 'Save final verdict' }).click();
  await expect(region.getByText('Final verdicts are closed for this period')).toBeVisible();
  await expect(region.getByRole('textbox', { name: 'Note' })).toHaveValue('A booking, settled.');
  await expect(region.getByRole('combobox', { name: 'Right intent' })).toHaveValue('4');
});

test('a final verdict typed and not saved is back after a reload, with a notice; saving it clears the draft', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  await openCall(page, 'demo-token');
  const region = finalVerdict(page);
  await chooseWrongAppointment(page);
  await region.getByRole('textbox', { name: 'Note' }).fill('Half a verdict');
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
  await expect(region.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a verdict');
  await expect(region.getByRole('combobox', { name: 'Right intent' })).toHaveValue('4');
  await expect(region.getByText(/Restored what you had typed/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);

  await region.getByRole('button', { name: 'Save final verdict' }).click();
  await expect(region.getByText(/^Decided by Demo admin/)).toBeVisible();
  await expect(region.getByText(/Restored what you had typed/)).toHaveCount(0);
  const stored = await (
    await request.get(`${API}/calls/1046/final-review`, { headers: { Authorization: 'Bearer demo-token' } })
  ).json();
  expect(stored).toMatchObject({ corrected_intent_id: 4, note: 'Half a verdict' });
  await page.reload();
  await page.getByRole('heading', { level: 2, name: 'Comments' }).scrollIntoViewIfNeeded();
  await expect(region.getByText(/^Decided by Demo admin/)).toBeVisible();
  await expect(region.getByText(/Restored what you had typed/)).toHaveCount(0);
});

test('on a phone, in the dark: both regions fit and pass axe', async ({ page, emulator: _emulator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openCall(page, 'demo-token');
  await expect(team(page).getByRole('article')).toHaveCount(2);
  await expect(finalVerdict(page).getByRole('button', { name: 'Save final verdict' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});

test('a viewer reads the team’s reviews but has no final verdict to set', async ({ page, emulator: _emulator }) => {
  await openCall(page, 'viewer-token');
  await expect(team(page).getByRole('article')).toHaveCount(2);
  await expect(team(page).getByText('Disagrees')).toHaveCount(2);
  await expect(finalVerdict(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save final verdict' })).toHaveCount(0);
});

test('a server without members’ reviews shows nothing more and no error', async ({ page, emulator }) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/calls/1046/reviews`,
    status: 404,
    body: { detail: 'Not Found' },
  });
  await openCall(page, 'demo-token');
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible();
  await expect(team(page)).toHaveCount(0);
  await expect(finalVerdict(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
