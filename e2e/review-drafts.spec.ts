import { DEMO_TOKEN, expect as baseExpect, test } from './fixtures';
import { CALLS, heading, listCalls, storedReview } from './calls-helpers';
import { region, showReview, unreviewedWithLabel } from './review-helpers';

// A review being typed is kept: through a failed save, a trip to another call, and a new sign-in.
// The shared machine is often busy: wait long for what a person would eventually see.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const API = '/api/v1/workspaces/1/agents/1';

test('what is typed survives a failed save and a trip to another call', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const [a, b] = (await listCalls(request, 'reviewed=false&limit=100')).map((c) => c.id) as [number, number];
  await page.goto(`${CALLS}/${a}?reviewed=false`);
  const review = await showReview(page);
  await review.getByRole('textbox', { name: 'Note' }).fill('Half a thought');
  await emulator.fault({
    method: 'PUT',
    path: `${API}/calls/${a}/review`,
    status: 503,
    body: { detail: 'Review store is read-only right now' },
    times: 1,
  });
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByRole('alert')).toContainText('Review store is read-only right now');
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');

  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(region(page).getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await page.getByRole('button', { name: 'Previous call' }).click();
  await expect(heading(page)).toHaveText(`Call ${a}`);
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');
  await expect(review.getByText(/Restored what you had typed/)).toBeVisible();
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText(/^Reviewed by Demo admin,/)).toBeVisible();
  expect((await storedReview(request, a))?.['note']).toBe('Half a thought');
});

test('a session that ends on save: after signing in again the review is back as it was typed', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const call = await unreviewedWithLabel(request);
  await page.goto(`${CALLS}/${call.id}`);
  const review = await showReview(page);
  await review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await review.getByRole('textbox', { name: 'Note' }).fill('Clear-cut');
  await emulator.fault({
    method: 'PUT',
    path: `${API}/calls/${call.id}/review`,
    status: 401,
    body: { detail: 'Not authenticated' },
    times: 1,
  });
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(page).toHaveURL(/\/connect/);
  await page.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(heading(page)).toHaveText(`Call ${call.id}`);
  await expect(review.getByText(/Restored what you had typed/)).toBeVisible();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Clear-cut');
  await expect(
    review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }),
  ).toBeChecked();
  await review.getByRole('button', { name: 'Discard draft' }).click();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  await expect(review.getByText(/Restored what you had typed/)).toBeHidden();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.')))).toEqual([]);
});
