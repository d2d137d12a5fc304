import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, QUALITY } from './quality-helpers';

// The quality page's figures: the intents, confusion and labels tables worked out from the reviews,
// read over many pages of reviews, and the page under axe.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

type ListedCall = {
  id: number;
  call_intent: { id: number } | null;
  labels_and_redflags: { id: number; label: string }[];
};

async function calls(request: APIRequestContext): Promise<ListedCall[]> {
  const res = await request.get(`${API}/calls?limit=100`, { headers: auth });
  return ((await res.json()) as { items: ListedCall[] }).items;
}
async function put(request: APIRequestContext, callId: number, body: Record<string, unknown>) {
  const res = await request.put(`${API}/calls/${callId}/review`, {
    headers: auth,
    data: { intent_correct: null, corrected_intent_id: null, labels: [], missed_labels: [], note: '', ...body },
  });
  expect(res.ok()).toBe(true);
}
const row = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: new RegExp(`^${table}`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
const cells = async (page: Page, table: string, name: string) =>
  (await row(page, table, name).getByRole('cell').allInnerTexts()).map((t) => t.trim());

/**
 * Five reviews with figures worked out by hand: Billing question (intent 1) judged on four
 * calls, right once, wrong three times (twice Cancel subscription, once none of these); one
 * Cancel subscription call judged right, which missed Legal threat; one label verdict "wrong".
 */
async function seedKnownReviews(request: APIRequestContext) {
  expect((await request.post('/__emulator/reviews', { data: { clear: true } })).ok()).toBe(true);
  const all = await calls(request);
  const billing = all.filter((c) => c.call_intent?.id === 1).slice(0, 4);
  const cancel = all.find((c) => c.call_intent?.id === 2 && !c.labels_and_redflags.some((l) => l.id === 1));
  const labelled = billing.find((c) => c.labels_and_redflags.length > 0) ?? billing[0];
  if (billing.length < 4 || !cancel || !labelled)
    throw new Error('the demo data has four Billing question calls and a Cancel subscription call');
  const [b1, b2, b3, b4] = billing as [ListedCall, ListedCall, ListedCall, ListedCall];
  const label = labelled.labels_and_redflags[0];
  await put(request, b1.id, { intent_correct: true });
  await put(request, b2.id, { intent_correct: false, corrected_intent_id: 2 });
  await put(request, b3.id, { intent_correct: false, corrected_intent_id: 2 });
  await put(request, b4.id, { intent_correct: false, corrected_intent_id: null });
  await put(request, cancel.id, { intent_correct: true, missed_labels: [1] });
  if (label)
    await put(request, labelled.id, {
      ...(labelled === b1
        ? { intent_correct: true }
        : labelled === b2 || labelled === b3
          ? { intent_correct: false, corrected_intent_id: 2 }
          : { intent_correct: false }),
      labels: [{ id: label.id, verdict: 'wrong' }],
    });
  return { wrong: [b2.id, b3.id, b4.id], label };
}

test('the figures match hand-computed ones, and a count opens its calls', async ({ signedIn: page, request }) => {
  const { wrong, label } = await seedKnownReviews(request);
  await page.goto(QUALITY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quality');
  await expect(page.getByRole('status').filter({ hasText: /^From 5 reviews/ })).toBeVisible();
  expect(await cells(page, 'Intents', 'Billing question')).toEqual([
    '4',
    '1',
    '3',
    '25%',
    'Cancel subscription (2), None of these (1)',
  ]);
  expect(await cells(page, 'Intents', 'Cancel subscription')).toEqual(['1', '1', '0', '100%', '—']);
  // An intent never judged keeps its row, without an agreement.
  expect(await cells(page, 'Intents', 'Technical support')).toEqual(['0', '0', '0', '—', '—']);

  const confusion = page.getByRole('table', { name: /^Confusion/ });
  await expect(confusion.getByRole('columnheader')).toHaveText([
    'AI intent',
    'Billing question',
    'Cancel subscription',
    'None of these',
  ]);
  expect(await cells(page, 'Confusion', 'Billing question')).toEqual(['1', '2', '1']);
  expect(await cells(page, 'Confusion', 'Cancel subscription')).toEqual(['0', '1', '0']);

  expect(await cells(page, 'Labels and red flags', 'Legal threat')).toEqual(expect.arrayContaining(['Red flag']));
  expect((await cells(page, 'Labels and red flags', 'Legal threat')).at(-1)).toBe('1');
  if (label) {
    const l = await cells(page, 'Labels and red flags', label.label);
    expect(l.slice(1, 5)).toEqual(['1', '0', '1', '100%']);
  }

  await row(page, 'Intents', 'Billing question').getByRole('cell').nth(2).getByRole('link', { name: '3' }).click();
  await expect(page).toHaveURL(/show=intent%3A1%3Awrong/);
  const listed = page.getByRole('region', { name: 'Calls the AI gave Billing question, judged wrong' });
  await expect(listed.getByRole('link')).toHaveText(wrong.map((id) => `Call ${id}`).sort((a, b) => b.localeCompare(a)));
  await listed.getByRole('link', { name: `Call ${wrong[0]}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call ${wrong[0]}`);
});

test('Edit opens the intent editor in place, and the sharper description shows on return', async ({
  signedIn: page,
  request,
}) => {
  await seedKnownReviews(request);
  await page.goto(QUALITY);
  await page.getByRole('button', { name: 'Edit Billing question' }).click();
  const dialog = page.getByRole('dialog');
  const description = dialog.getByRole('textbox', { name: /^Description/ });
  await description.fill(
    'The caller asks about a charge or an invoice; a caller who wants to cancel is Cancel subscription.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Intents', 'Billing question')).toContainText(
    'a caller who wants to cancel is Cancel subscription.',
  );
  await expect(page).toHaveURL(new RegExp(`${QUALITY}$`));
});

test('with no reviews the page says how to start; without the reviews route it says this server does not offer them', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/reviews', { data: { clear: true } })).ok()).toBe(true);
  await page.goto(QUALITY);
  await expect(page.getByText(/No call in this range has been reviewed yet/)).toBeVisible();
  expect(await cells(page, 'Intents', 'Billing question')).toEqual(['0', '0', '0', '—', '—']);
  expect((await request.post('/__emulator/reviews', { data: { offered: false } })).ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByText('This server does not offer reviews of calls, so it has no quality figures to show.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
});

test('over many reviews the page says how far it has read, and shows the service’s own error where a page fails', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  expect((await request.post('/__emulator/calls', { data: { count: 1200 } })).ok()).toBe(true);
  expect((await request.post('/__emulator/reviews', { data: { count: 1100 } })).ok()).toBe(true);
  await emulator.fault({ path: `${API}/call-reviews`, query: '*offset=500*', hold: 'second-page', times: 1 });
  await page.goto(QUALITY);
  await expect(page.getByText('Read 500 of 1,100 reviews…')).toBeVisible();
  await emulator.release('second-page');
  await expect(page.getByRole('status').filter({ hasText: /^From 1,100 reviews/ })).toBeVisible();

  await emulator.fault({
    path: `${API}/call-reviews`,
    query: '*offset=1000*',
    status: 400,
    body: { detail: 'Reviews store is rebuilding' },
  });
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the reviews' });
  await expect(alert).toContainText('Reviews store is rebuilding');
  await emulator.clearFaults();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^From 1,100 reviews/ })).toBeVisible();
});

test('a reviews list that comes back empty midway is said: the figures leave the rest out', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  expect((await request.post('/__emulator/calls', { data: { count: 1200 } })).ok()).toBe(true);
  expect((await request.post('/__emulator/reviews', { data: { count: 1100 } })).ok()).toBe(true);
  await emulator.fault({
    method: 'GET',
    path: `${API}/call-reviews`,
    query: '*offset=500*',
    body: { items: [], total: 1100 },
  });
  await page.goto(QUALITY);
  await expect(page.getByRole('status').filter({ hasText: /^From 500 reviews/ })).toBeVisible();
  const gap = page.getByRole('alert').filter({ hasText: 'These figures leave reviews out' });
  await expect(gap).toContainText('The service counts 1,100 reviews in this range but sent 500');
  await expect(gap).toContainText('leave the other 600 out');
  await expectNoAxeViolations(page);
  await emulator.clearFaults();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^From 1,100 reviews/ })).toBeVisible();
  await expect(gap).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the quality page passes axe on a phone and at 1280 px, ${scheme}`, async ({ signedIn: page }) => {
    // Three axe passes over the whole page, its agreement and disagreements included.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(QUALITY);
    await expect(page.getByRole('table', { name: /^Confusion/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    // A custom range with its dates, and a part of the address not understood, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${QUALITY}?started_after=2026-11-10T00:00:00Z&started_before=${'x'.repeat(80)}`);
    await expect(page.getByText(/^Calls started since/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'ignored' })).toContainText('started_before');
    await expect(page.getByRole('table', { name: /^Confusion/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

test('several reviewers: each call counted once, by its final verdict where it has one; calls they disagree on without one are named', async ({
  signedIn: page,
}) => {
  await page.goto(QUALITY);
  // The seed: Rey and Remi both reviewed twelve calls and disagree on three; 1016 is settled by a
  // final verdict, 1025 and 1046 are not.
  const left = page.getByText(/calls are left out: their reviewers disagree/);
  await baseExpect(left).toBeVisible({ timeout: 30_000 });
  await baseExpect(left.getByRole('link')).toHaveText(['Call 1046', 'Call 1025']);
  await left.getByRole('link', { name: 'Call 1046' }).click();
  await baseExpect(page.getByRole('heading', { level: 1, name: 'Call 1046' })).toBeVisible({ timeout: 30_000 });
});
