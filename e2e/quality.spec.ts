import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const QUALITY = `${AGENT}/quality`;
const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
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

async function reviewTotal(request: APIRequestContext, query = ''): Promise<number> {
  const res = await request.get(`${API}/call-reviews?limit=1${query}`, { headers: auth });
  return ((await res.json()) as { total: number }).total;
}
const fromReviews = (page: Page) => page.getByRole('status').filter({ hasText: /^From [\d,]+ reviews?/ });

test('the period is kept in the address as a period, so a bookmark keeps meaning the last days', async ({
  signedIn: page,
  request,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-20T17:00:00Z'));
  await page.goto(QUALITY);
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/[?&]period=7(&|$)/);
  expect(new URL(page.url()).searchParams.has('started_after')).toBe(false);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(page.getByText(/^Calls started since/).locator('time[datetime="2026-11-13T17:00:00Z"]')).toBeVisible();

  // A bookmark made before, with the moment it was made: the last 7 days all the same, and said so.
  const since = '2026-11-13T17:00:00.000Z';
  const inWeek = await reviewTotal(request, `&started_after=${since}`);
  expect(inWeek).toBeLessThan(await reviewTotal(request));
  await page.goto(`${QUALITY}?started_after=2026-08-01T00:00:00.000Z&period=7`);
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('7');
  await expect(fromReviews(page)).toContainText(`From ${inWeek.toLocaleString('en')} review`);
  const note = page.getByRole('status').filter({ hasText: 'ignored' });
  await expect(note).toContainText('started_after and started_before are left out');
});

test('a custom range shows its dates, and a date the page does not understand is said', async ({
  signedIn: page,
  request,
}) => {
  const after = '2026-11-10T00:00:00Z';
  const before = '2026-11-15T00:00:00Z';
  const ranged = await reviewTotal(request, `&started_after=${after}&started_before=${before}`);
  const all = await reviewTotal(request);
  await page.goto(`${QUALITY}?started_after=${after}&started_before=${before}`);
  const period = page.getByRole('combobox', { name: 'Period' });
  await expect(period.locator('option:checked')).toHaveText('Custom range');
  const shown = page.getByText(/^Calls started from/);
  await expect(shown.locator(`time[datetime="${after}"]`)).toBeVisible();
  await expect(shown.locator(`time[datetime="${before}"]`)).toBeVisible();
  await expect(fromReviews(page)).toContainText(`From ${ranged.toLocaleString('en')} review`);

  await page.goto(`${QUALITY}?started_after=garbage`);
  const note = page.getByRole('status').filter({ hasText: "Part of this page's address was ignored" });
  await expect(note).toContainText('started_after “garbage” is not a date and time in ISO 8601');
  await expect(period).toHaveValue('');
  await expect(period.locator('option', { hasText: 'Custom range' })).toHaveCount(0);
  await expect(fromReviews(page)).toContainText(`From ${all.toLocaleString('en')} reviews`);
  await expectNoAxeViolations(page);
});

type StoredReview = {
  call_id: number;
  intent_correct: boolean | null;
  corrected_intent_id: number | null;
  labels: { id: number; verdict: string }[];
  missed_labels: number[];
  note: string;
  reviewer: string | null;
  reviewed_at: string;
  ai_intent_id: number | null;
  ai_label_ids: number[];
};

/** The CSV the reviews export downloads (header and rows). */
async function exportedReviews(page: Page): Promise<string[][]> {
  await page.getByRole('button', { name: 'Export reviews' }).click();
  const region = page.getByRole('region', { name: 'Export reviews' });
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    region.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^reviews-workspace-1-agent-1-.*\.csv$/);
  const parsed = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trimEnd(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test("Export reviews: the range's reviews as CSV, each call once, named as the page names them", async ({
  signedIn: page,
  request,
}) => {
  const listed = await request.get(`${API}/call-reviews?limit=500`, { headers: auth });
  const { items: reviews, total } = (await listed.json()) as { items: StoredReview[]; total: number };
  // The demo data's reviews (the multi-page export is below).
  expect(total).toBeGreaterThan(10);
  expect(reviews).toHaveLength(total);
  const intents = (await (await request.get(`${API}/settings/call-intents`, { headers: auth })).json()) as {
    id: number;
    label: string;
  }[];
  const rules = (await (await request.get(`${API}/settings/rules`, { headers: auth })).json()) as {
    id: number;
    label: string | null;
    output: string | null;
  }[];
  const intentName = (id: number | null) =>
    id === null ? 'None of these' : (intents.find((i) => i.id === id)?.label ?? `Intent ${id}`);
  const ruleName = (id: number) => {
    const rule = rules.find((r) => r.id === id);
    return rule?.output === 'red_flag' ? `${rule.label} (red flag)` : (rule?.label ?? `Rule ${id}`);
  };

  await page.goto(QUALITY);
  await expect(page.getByRole('status').filter({ hasText: /^From [\d,]+ reviews/ })).toBeVisible();
  const [header, ...rows] = await exportedReviews(page);
  expect(header).toEqual([
    'call_id',
    'reviewed_at',
    'reviewer',
    'ai_intent',
    'intent_verdict',
    'right_intent',
    'ai_labels',
    'label_verdicts',
    'missed_labels',
    'note',
  ]);
  expect(rows.map((r) => Number(r[0]))).toEqual(reviews.map((r) => r.call_id));
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(
    `Downloaded ${total.toLocaleString('en-US')} reviews as CSV`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText('every review of the list.');

  // A call judged wrong with a right intent and label verdicts, field by field.
  const judged = reviews.find(
    (r) => r.intent_correct === false && r.corrected_intent_id !== null && r.labels.length > 0,
  );
  if (!judged) throw new Error('the demo reviews hold a wrong intent with a right one and label verdicts');
  const row = rows.find((r) => r[0] === String(judged.call_id));
  expect(row).toEqual([
    String(judged.call_id),
    new Date(judged.reviewed_at).toISOString(),
    judged.reviewer ?? '',
    intents.find((i) => i.id === judged.ai_intent_id)?.label ?? 'No intent',
    'wrong',
    intentName(judged.corrected_intent_id),
    judged.ai_label_ids.map(ruleName).join('; '),
    judged.labels.map((l) => `${ruleName(l.id)}: ${l.verdict}`).join('; '),
    judged.missed_labels.map(ruleName).join('; '),
    judged.note,
  ]);

  // A range in the address: the file holds the reviews of the calls started in it.
  const after = (await (await request.get(`${API}/calls?limit=40`, { headers: auth })).json()) as {
    items: { started_at: string }[];
  };
  const since = after.items.at(-1)?.started_at ?? '';
  const inRange = (await (
    await request.get(`${API}/call-reviews?limit=500&started_after=${encodeURIComponent(since)}`, { headers: auth })
  ).json()) as {
    items: StoredReview[];
  };
  expect(inRange.items.length).toBeGreaterThan(0);
  expect(inRange.items.length).toBeLessThan(total);
  await page.goto(`${QUALITY}?started_after=${encodeURIComponent(since)}`);
  await expect(page.getByRole('status').filter({ hasText: `From ${inRange.items.length} reviews` })).toBeVisible();
  const [, ...ranged] = await exportedReviews(page);
  expect(ranged.map((r) => Number(r[0]))).toEqual(inRange.items.map((r) => r.call_id));
});

test('Export reviews: a reviews list that comes back empty midway gives a file said to be incomplete', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  // A thousand reviews: five pages of the export, the third of which comes back empty.
  expect((await request.post('/__emulator/calls', { data: { count: 1000 } })).ok()).toBe(true);
  expect((await request.post('/__emulator/reviews', { data: { count: 1000 } })).ok()).toBe(true);
  await page.goto(QUALITY);
  await expect(page.getByRole('status').filter({ hasText: /^From 1,000 reviews/ })).toBeVisible();
  await emulator.fault({
    method: 'GET',
    path: `${API}/call-reviews`,
    query: '*offset=400*',
    body: { items: [], total: 1000 },
  });
  const [, ...rows] = await exportedReviews(page);
  expect(rows).toHaveLength(400);
  const alert = page.getByRole('alert').filter({ hasText: 'The file is not complete' });
  await expect(alert).toContainText('it holds 400 reviews of the 1,000 the list counts');
  await expect(alert).toContainText('The server sent no reviews from review 401 on, though it counts 1,000 reviews.');
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the quality page passes axe on a phone and at 1280 px, ${scheme}`, async ({ signedIn: page }) => {
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
