import type { APIRequestContext, Page } from '@playwright/test';
import { API_CALLS, CALLS, heading, listIds } from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, type Emulator, expectNoAxeViolations, test } from './fixtures';
import { showReview } from './review-helpers';

// Save and next under a person's hands: presses that come twice, saves that answer late.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const region = (page: Page) => page.getByRole('region', { name: 'Review' });
const storedReview = async (request: APIRequestContext, callId: number) => {
  const res = await request.get(`${API_CALLS}/${callId}/review`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  return res.ok() ? ((await res.json()) as Record<string, unknown>) : null;
};
const writesOf = async (emulator: Emulator, id: number) =>
  (await emulator.requests()).filter((r) => r.method === 'PUT' && r.path === `${API_CALLS}/${id}/review`).length;

test('an untouched form: S saves nothing and says why; a double press of Save and next never acts on the call it lands on', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const [a, b] = (await listIds(request, 'reviewed=false&limit=100')) as [number, number];
  // On a phone, in the dark scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${CALLS}/${a}?reviewed=false`);
  await showReview(page);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('s');
  await expect(region(page).getByText(/^Nothing is chosen, so there is nothing to save/)).toBeVisible();
  expect((await region(page).boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await expect(heading(page)).toHaveText(`Call ${a}`);
  expect(await writesOf(emulator, a)).toBe(0);
  // Nor does Save review offer to save nothing.
  await expect(region(page).getByRole('button', { name: 'Save review' })).toBeDisabled();
  // Choosing something takes the note away.
  await page.keyboard.press('c');
  await expect(region(page).getByText(/^Nothing is chosen/)).toBeHidden();
  await expect(region(page).getByRole('button', { name: 'Save review' })).toBeEnabled();

  // S twice, 250 ms apart: the first saves this call and opens the next; the second finds it untouched.
  await page.keyboard.press('s');
  await page.waitForTimeout(250);
  await page.keyboard.press('s');
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect.poll(async () => (await storedReview(request, a))?.['intent_correct']).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  expect(await writesOf(emulator, b)).toBe(0);
  expect(await storedReview(request, b)).toBeNull();

  // The same with the mouse: a double click on Save and next.
  await page.keyboard.press('c');
  await region(page).getByRole('button', { name: 'Save and next' }).dblclick();
  await expect(heading(page)).not.toHaveText(`Call ${b}`);
  const c = Number((await heading(page).innerText()).replace('Call ', ''));
  await page.waitForLoadState('networkidle');
  await expect(heading(page)).toHaveText(`Call ${c}`);
  expect(await writesOf(emulator, c)).toBe(0);
});

test('a slow Save and next: a move the person made after the press wins, and what they type there stays', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const [a, b] = (await listIds(request, 'reviewed=false&limit=100')) as [number, number];
  await page.goto(`${CALLS}/${b}?reviewed=false`);
  await showReview(page);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  await emulator.fault({ method: 'PUT', path: `${API_CALLS}/${b}/review`, hold: 'save' });
  await page.keyboard.press('c');
  await page.keyboard.press('s');
  await expect(region(page).getByRole('button', { name: 'Save and next' })).toBeDisabled();
  await page.keyboard.press('k');
  await expect(heading(page)).toHaveText(`Call ${a}`);
  const note = region(page).getByRole('textbox', { name: 'Note' });
  await note.fill('Typed while the other call saved');
  await emulator.release('save');
  // The save is not lost on the person: it is announced, and the page stays where they went.
  await expect(page.getByText(`Review of call ${b} saved`)).toBeVisible();
  expect((await storedReview(request, b))?.['intent_correct']).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect(heading(page)).toHaveText(`Call ${a}`);
  await expect(note).toHaveValue('Typed while the other call saved');
  await expect(region(page).getByText(/Restored what you had typed/)).toHaveCount(0);
});

test('a verdict chosen as the page arrives stays when the review’s own answer comes; a review stored meanwhile is named', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const ids = await listIds(request, 'reviewed=false&limit=100');
  // Not neighbours: a call's page reads the next call's review beforehand.
  const [a, b] = [ids[0], ids[5]] as [number, number];
  const correct = region(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' });
  const wrong = region(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Wrong' });
  await page.goto(`${CALLS}?reviewed=false`);
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/${a}/review`, hold: 'review-a' });
  await page.getByRole('link', { name: `Call ${a}`, exact: true }).click();
  await showReview(page);
  // The list says the call is not reviewed: the form is there while its review is still on the way.
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('c');
  await expect(correct).toBeChecked();
  await emulator.release('review-a');
  await emulator.clearFaults();
  await page.waitForLoadState('networkidle');
  await expect(correct).toBeChecked();
  await expect(region(page).getByRole('button', { name: 'Save review' })).toBeEnabled();

  // Someone stores a review of the next call while its page is opening: what the person chose
  // stays, and the page says a review was stored.
  await page.getByRole('link', { name: 'Back to calls' }).click();
  await emulator.fault({ method: 'GET', path: `${API_CALLS}/${b}/review`, hold: 'review-b' });
  await page.getByRole('link', { name: `Call ${b}`, exact: true }).click();
  await showReview(page);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('c');
  await expect(correct).toBeChecked();
  const put = await request.put(`${API_CALLS}/${b}/review`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { intent_correct: false, corrected_intent_id: null, labels: [], missed_labels: [], note: 'Stored elsewhere' },
  });
  expect(put.ok()).toBe(true);
  await emulator.release('review-b');
  await emulator.clearFaults();
  await expect(region(page).getByText(/^Reviewed by Demo admin,/)).toBeVisible();
  await expect(region(page).getByText(/^A review was stored meanwhile/)).toBeVisible();
  await expect(correct).toBeChecked();
  await expect(wrong).not.toBeChecked();
  await expect(region(page).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await region(page).boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
