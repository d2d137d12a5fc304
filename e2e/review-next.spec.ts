import type { APIRequestContext, Page } from '@playwright/test';
import { API_CALLS, CALLS, heading, listIds } from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, type Emulator, test } from './fixtures';

// Save and next under a person's hands: presses that come twice, saves that answer late.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const region = (page: Page) => page.getByRole('region', { name: 'Review' });
const storedReview = async (request: APIRequestContext, callId: number) => {
  const res = await request.get(`${API_CALLS}/${callId}/review`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
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
  await page.goto(`${CALLS}/${a}?reviewed=false`);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('s');
  await expect(region(page).getByText(/^Nothing is chosen for this call, so there is nothing to save/)).toBeVisible();
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
