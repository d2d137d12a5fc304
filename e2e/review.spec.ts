import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { CALLS, heading, listCalls, storedReview } from './calls-helpers';
import { region, showReview, unreviewedWithLabel } from './review-helpers';

// The shared machine is often busy: wait long for what a person would eventually see.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a review is saved with every control, shown again after a reload, changed and removed', async ({
  signedIn: page,
  request,
}) => {
  const call = await unreviewedWithLabel(request);
  const label = call.labels_and_redflags[0];
  if (!label) throw new Error('a label');
  await page.goto(`${CALLS}/${call.id}`);
  const review = await showReview(page);
  await expect(review.getByText('Not reviewed yet.')).toBeVisible();
  const intent = review.getByRole('radiogroup', { name: 'Intent' });
  await expect(review).toContainText(`The AI chose ${call.call_intent.label}`);
  await intent.getByRole('radio', { name: 'Wrong' }).check();
  const right = review.getByRole('combobox', { name: 'Right intent' });
  await expect(right.getByRole('option', { name: call.call_intent.label, exact: true })).toHaveCount(0);
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(right).toHaveAttribute('aria-invalid', 'true');
  await expect(review.getByText('Choose the right intent, or “None of these”.')).toBeVisible();
  const other = call.call_intent.id === 2 ? 'Technical support' : 'Cancel subscription';
  await right.selectOption({ label: other });
  await review
    .getByRole('radiogroup', { name: label.label, exact: true })
    .getByRole('radio', { name: 'Wrong' })
    .check();
  const missed = review.getByRole('group', { name: 'Missed labels and red flags' });
  const missable = missed.getByRole('checkbox').first();
  const missedName = (await missable.evaluate((el) => el.closest('.mantine-Checkbox-root')?.textContent ?? '')).trim();
  await missable.check();
  await review.getByRole('textbox', { name: 'Note' }).fill('Asked to cancel twice.');
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect(review.getByText(/^Reviewed by Demo admin,/)).toBeVisible();

  const stored = await storedReview(request, call.id);
  expect(stored).toMatchObject({
    intent_correct: false,
    labels: [{ id: label.id, verdict: 'wrong' }],
    note: 'Asked to cancel twice.',
    missed_labels: [expect.any(Number)],
  });
  await expect((await listCalls(request, 'reviewed=true&limit=100')).map((c) => c.id)).toContain(call.id);

  await page.reload();
  await showReview(page);
  await expect(review.getByText(/^Reviewed by Demo admin,/)).toBeVisible();
  await expect(review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Wrong' })).toBeChecked();
  await expect(review.getByRole('combobox', { name: 'Right intent' })).toHaveValue(
    String(stored?.['corrected_intent_id']),
  );
  await expect(
    review.getByRole('radiogroup', { name: label.label, exact: true }).getByRole('radio', { name: 'Wrong' }),
  ).toBeChecked();
  await expect(
    review.getByRole('group', { name: 'Missed labels and red flags' }).getByRole('checkbox', { name: missedName }),
  ).toBeChecked();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('Asked to cancel twice.');
  await expect(review.getByRole('button', { name: 'Save review' })).toBeDisabled();

  // Changed: the intent was right after all.
  await review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await expect(review.getByRole('combobox', { name: 'Right intent' })).toHaveCount(0);
  await review.getByRole('button', { name: 'Save review' }).click();
  await expect.poll(async () => (await storedReview(request, call.id))?.['intent_correct']).toBe(true);
  expect((await storedReview(request, call.id))?.['corrected_intent_id']).toBeNull();

  await review.getByRole('button', { name: 'Remove review' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete the review of call ${call.id}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(review.getByText('Not reviewed yet.')).toBeVisible();
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  expect(await storedReview(request, call.id)).toBeNull();
});

test('Save and next walks the list of unreviewed calls the page came from, across its pages', async ({
  signedIn: page,
  request,
}) => {
  const ids = (await listCalls(request, 'reviewed=false&limit=100')).map((c) => c.id);
  const [a, b, c, d] = ids as [number, number, number, number];
  await page.goto(`${CALLS}/${a}?reviewed=false&limit=2`);
  await showReview(page);
  await expect(heading(page)).toHaveText(`Call ${a}`);
  await showReview(page);
  const save = region(page).getByRole('button', { name: 'Save and next' });
  await region(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await save.click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(region(page).getByText('Not reviewed yet.')).toBeVisible();
  // b is the last of its page: c was on the next page, which the saved calls left.
  await region(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await save.click();
  await expect(heading(page)).toHaveText(`Call ${c}`);
  await expect(page.getByRole('navigation', { name: 'Calls in this list' })).toContainText('Call 1 of');
  await region(page).getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await save.click();
  await expect(heading(page)).toHaveText(`Call ${d}`);
  for (const id of [a, b, c]) expect((await storedReview(request, id))?.['intent_correct']).toBe(true);
});

test('keyboard only: C and W judge the intent, then each label in turn, S saves and opens the next call; no key fires in a field', async ({
  signedIn: page,
  request,
}) => {
  const calls = await listCalls(request, 'reviewed=false&limit=100');
  const index = calls.findIndex((c) => c.call_intent && c.labels_and_redflags.length >= 1);
  const call = calls[index];
  const after = calls[index + 1];
  if (!call || !after) throw new Error('an unreviewed call with a label, and one after it');
  await page.goto(`${CALLS}/${call.id}?reviewed=false`);
  const review = await showReview(page);
  await expect(review.getByText('Not reviewed yet.')).toBeVisible();
  await expect(review.getByText(/next: the intent/)).toBeVisible();

  // Keys typed into the note are text, not shortcuts.
  await review.getByRole('textbox', { name: 'Note' }).focus();
  await page.keyboard.type('cws');
  await expect(review.getByRole('textbox', { name: 'Note' })).toHaveValue('cws');
  await expect(
    review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }),
  ).not.toBeChecked();
  await page.keyboard.press('Tab');
  await page.locator('body').click({ position: { x: 1, y: 1 } });

  await page.keyboard.press('c');
  await expect(
    review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }),
  ).toBeChecked();
  for (const l of call.labels_and_redflags) {
    await page.keyboard.press('w');
    await expect(
      review.getByRole('radiogroup', { name: l.label, exact: true }).getByRole('radio', { name: 'Wrong' }),
    ).toBeChecked();
  }
  await expect(review.getByText('(all judged)')).toBeVisible();
  await page.keyboard.press('s');
  await expect(heading(page)).toHaveText(`Call ${after.id}`);
  expect(await storedReview(request, call.id)).toMatchObject({
    intent_correct: true,
    note: 'cws',
    labels: call.labels_and_redflags.map((l) => ({ id: l.id, verdict: 'wrong' })).sort((x, y) => x.id - y.id),
  });

  // W on the intent opens "Right intent" and moves there.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('w');
  await expect(review.getByRole('combobox', { name: 'Right intent' })).toBeFocused();

  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('?');
  const help = page.getByRole('dialog');
  await expect(help.getByText('Review: save, and open the next call in the list')).toBeVisible();
});

test('review keys pressed as the call opens, before the form is on the page, are done once it is', async ({
  signedIn: page,
  request,
}) => {
  const call = await unreviewedWithLabel(request);
  await page.goto(`${CALLS}/${call.id}?reviewed=false`);
  await expect(heading(page)).toHaveText(`Call ${call.id}`);
  // The region's frame is on the page, its form below the first screen and its code not loaded
  // yet: C judges the intent, W the first label.
  await expect(region(page)).toBeAttached();
  await expect(region(page).getByRole('radiogroup', { name: 'Intent' })).toHaveCount(0);
  await page.keyboard.press('c');
  await page.keyboard.press('w');
  const review = await showReview(page);
  await expect(
    review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }),
  ).toBeChecked();
  const label = call.labels_and_redflags[0]?.label ?? '';
  await expect(
    review.getByRole('radiogroup', { name: label, exact: true }).getByRole('radio', { name: 'Wrong' }),
  ).toBeChecked();
});

test('a server without reviews: the region says so, the rest of the call page works', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/reviews', { data: { offered: false } })).ok()).toBe(true);
  await page.goto(`${CALLS}/1060?limit=10`);
  await showReview(page);
  await expect(region(page).getByText('This server does not offer reviews of calls.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Extracted values' })).toBeVisible();
  await page.getByRole('button', { name: 'Next call' }).click();
  await expect(heading(page)).toHaveText('Call 1059');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the review region passes axe on a phone, ${scheme}`, async ({ signedIn: page, request }) => {
    const call = await unreviewedWithLabel(request);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${CALLS}/${call.id}`);
    const review = await showReview(page);
    await review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Wrong' }).check();
    await expect(review.getByRole('combobox', { name: 'Right intent' })).toBeVisible();
    const box = await review.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
}
