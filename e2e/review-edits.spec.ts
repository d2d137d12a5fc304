import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { listCalls, storedReview } from './calls-helpers';
import { showReview } from './review-helpers';

// The shared machine is often busy: wait long for what a person would eventually see.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const CALLS = `${AGENT}/calls`;
const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
/** A label rule of the demo agent ("Upsell"). */
const UPSELL = 4;

const putReview = async (request: APIRequestContext, callId: number, body: Record<string, unknown>) => {
  const data = { intent_correct: null, corrected_intent_id: null, labels: [], missed_labels: [], note: '', ...body };
  expect((await request.put(`${API}/calls/${callId}/review`, { headers: auth, data })).ok()).toBe(true);
};
const deleteRule = async (request: APIRequestContext, ruleId: number) =>
  expect((await request.delete(`${API}/settings/rules/${ruleId}`, { headers: auth })).ok()).toBe(true);
const region = (page: Page) => page.getByRole('region', { name: 'Review' });
/** Opens the page of the first call the service lists as not reviewed. */
async function openUnreviewedCall(page: Page, request: APIRequestContext) {
  const [call] = await listCalls(request, 'reviewed=false&limit=1');
  if (!call) throw new Error('an unreviewed call');
  await page.goto(`${CALLS}/${call.id}`);
  await showReview(page);
  return call;
}

test('a label whose rule was deleted is marked, takes no verdict, C and W pass it by, and the review saves', async ({
  signedIn: page,
  request,
}) => {
  const call = (await listCalls(request, 'reviewed=false&limit=100')).find(
    (c) =>
      c.call_intent &&
      c.labels_and_redflags.some((l) => l.id === UPSELL) &&
      c.labels_and_redflags.some((l) => l.id !== UPSELL),
  );
  if (!call) throw new Error('an unreviewed call carrying Upsell and another label');
  const others = call.labels_and_redflags.filter((l) => l.id !== UPSELL);
  await deleteRule(request, UPSELL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${CALLS}/${call.id}`);
  const review = await showReview(page);
  await expect(review.getByText('Upsell: its rule was deleted, so it takes no verdict.')).toBeVisible();
  await expect(review.getByRole('radiogroup', { name: 'Upsell', exact: true })).toHaveCount(0);
  // Nor is it offered as missed.
  const missed = review.getByRole('group', { name: 'Missed labels and red flags' });
  await expect(missed.getByRole('checkbox', { name: 'Upsell' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('c');
  for (const l of others) {
    await expect(review.getByText(`next: ${l.label})`)).toBeVisible();
    await page.keyboard.press('w');
    const verdict = review.getByRole('radiogroup', { name: l.label, exact: true });
    await expect(verdict.getByRole('radio', { name: 'Wrong' })).toBeChecked();
  }
  await expect(review.getByText('(all judged)')).toBeVisible();
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText(/^Reviewed by Demo admin,/)).toBeVisible();
  const stored = await storedReview(request, call.id);
  expect(stored?.['labels']).toEqual(others.map((l) => ({ id: l.id, verdict: 'wrong' })).sort((x, y) => x.id - y.id));
});

test('a saved verdict and a missed label of a rule deleted since: the next edit saves, without them', async ({
  signedIn: page,
  request,
}) => {
  const calls = await listCalls(request, 'reviewed=false&limit=100');
  const carrying = calls.find((c) => c.labels_and_redflags.some((l) => l.id === UPSELL));
  const without = calls.find((c) => c.labels_and_redflags.every((l) => l.id !== UPSELL));
  if (!carrying || !without) throw new Error('unreviewed calls with and without Upsell');
  await putReview(request, carrying.id, { intent_correct: true, labels: [{ id: UPSELL, verdict: 'wrong' }] });
  await putReview(request, without.id, { intent_correct: true, missed_labels: [UPSELL] });
  await deleteRule(request, UPSELL);

  await page.goto(`${CALLS}/${carrying.id}`);
  const review = await showReview(page);
  await expect(review.getByText('Upsell: its rule was deleted, so it takes no verdict.')).toBeVisible();
  await review.getByRole('textbox', { name: 'Note' }).fill('Checked again');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText('Changed since it was saved: not saved yet.')).toBeHidden();
  await expect(review.getByText(/Rule with ID/)).toHaveCount(0);
  expect(await storedReview(request, carrying.id)).toMatchObject({ note: 'Checked again', labels: [] });

  await page.goto(`${CALLS}/${without.id}`);
  await showReview(page);
  await expect(review.getByText('Marked missed, their rules deleted since (not saved again): Upsell')).toBeVisible();
  await review.getByRole('textbox', { name: 'Note' }).fill('Checked again');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText('Changed since it was saved: not saved yet.')).toBeHidden();
  await expect(review.getByText(/Rule with ID/)).toHaveCount(0);
  expect(await storedReview(request, without.id)).toMatchObject({ note: 'Checked again', missed_labels: [] });
});

test('a Hebrew note reads right to left in the Note box', async ({ signedIn: page, request }) => {
  await openUnreviewedCall(page, request);
  const note = region(page).getByRole('textbox', { name: 'Note' });
  await note.fill('הלקוח ביקש לבטל את המנוי');
  await expect.poll(() => note.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await note.fill('The caller asked to cancel');
  await expect.poll(() => note.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.')));

test('a review saved elsewhere since the page opened is shown, not overwritten: who, when, both, a choice', async ({
  signedIn: page,
  request,
}) => {
  const billing = 1; // "Billing question"
  const calls = await listCalls(request, 'reviewed=false&limit=100');
  const call = calls.find((c) => c.call_intent && c.call_intent.id !== billing);
  if (!call) throw new Error('an unreviewed call whose AI intent is not Billing question');
  await page.goto(`${CALLS}/${call.id}`);
  const review = await showReview(page);
  await expect(review.getByText('Not reviewed yet.')).toBeVisible();
  // Meanwhile, elsewhere:
  await putReview(request, call.id, { intent_correct: false, corrected_intent_id: billing, note: 'B' });

  await review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await review.getByRole('textbox', { name: 'Note' }).fill('A');
  await review.getByRole('button', { name: 'Save review' }).click();
  const dialog = page.getByRole('dialog', { name: 'This review was changed elsewhere' });
  await expect(dialog).toContainText('this review was saved elsewhere by Demo admin (updated');
  const differences = dialog.getByRole('table', { name: 'Differences' });
  await expect(differences.getByRole('row', { name: /Intent/ })).toContainText('CorrectWrong: Billing question');
  await expect(differences.getByRole('row', { name: /Note/ })).toContainText('AB');
  await expectNoAxeViolations(page, '[role="dialog"]');
  expect(await storedReview(request, call.id)).toMatchObject({ intent_correct: false, note: 'B' });

  // Their intent, my note.
  await dialog.getByRole('button', { name: 'Merge field by field' }).click();
  await dialog.getByRole('radiogroup', { name: 'Keep for Intent' }).getByRole('radio', { name: 'Saved' }).check();
  await dialog.getByRole('radiogroup', { name: 'Keep for Note' }).getByRole('radio', { name: 'Yours' }).check();
  await dialog.getByRole('button', { name: 'Save merged' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByText('Changed since it was saved: not saved yet.')).toBeHidden();
  expect(await storedReview(request, call.id)).toMatchObject({
    intent_correct: false,
    corrected_intent_id: billing,
    note: 'A',
  });
  await expect(review.getByRole('combobox', { name: 'Right intent' })).toHaveValue(String(billing));
});

test('a restored draft over a review saved elsewhere since: the save asks, and taking theirs drops the draft', async ({
  signedIn: page,
  request,
}) => {
  const call = await openUnreviewedCall(page, request);
  const review = region(page);
  await review.getByRole('textbox', { name: 'Note' }).fill('Typed here');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  await putReview(request, call.id, { intent_correct: true, note: 'Saved elsewhere' });

  await page.reload();
  await showReview(page);
  await expect(review.getByText(/Restored what you had typed/)).toBeVisible();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Typed here');
  await review.getByRole('button', { name: 'Save review' }).click();
  const dialog = page.getByRole('dialog', { name: 'This review was changed elsewhere' });
  const note = dialog.getByRole('table', { name: 'Differences' }).getByRole('row', { name: /Note/ });
  await expect(note).toContainText('Typed hereSaved elsewhere');
  expect((await storedReview(request, call.id))?.['note']).toBe('Saved elsewhere');
  await dialog.getByRole('button', { name: 'Take theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Saved elsewhere');
  await expect(review.getByText(/Restored what you had typed/)).toBeHidden();
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test('signing out with an unsaved review asks first; Stay keeps it, Sign out removes it from the device', async ({
  signedIn: page,
  request,
}) => {
  const call = await openUnreviewedCall(page, request);
  const review = region(page);
  await review.getByRole('textbox', { name: 'Note' }).fill('Half a thought');
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out without saving?' });
  await expect(dialog).toContainText(`Not saved yet: your review of call ${call.id}.`);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Half a thought');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/connect/);
  expect(await draftKeys(page)).toEqual([]);
  await page.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await page.goto(`${CALLS}/${call.id}`);
  await showReview(page);
  await expect(review.getByText('Not reviewed yet.')).toBeVisible();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('');
});
