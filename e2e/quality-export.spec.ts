import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth, QUALITY } from './quality-helpers';

// The quality page's Export reviews: the range's reviews as CSV, and a file said to be incomplete.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

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

test("Export reviews: the range's reviews as CSV, each review once (several reviewers of a call each have theirs), named as the page names them", async ({
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
  expect(rows.map((r) => [Number(r[0]), r[2]])).toEqual(reviews.map((r) => [r.call_id, r.reviewer ?? '']));
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText(
    `Downloaded ${total.toLocaleString('en-US')} reviews as CSV`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText('every review of the list.');

  // A call judged wrong with a right intent and label verdicts, field by field.
  const judged = reviews.find(
    (r) => r.intent_correct === false && r.corrected_intent_id !== null && r.labels.length > 0,
  );
  if (!judged) throw new Error('the demo reviews hold a wrong intent with a right one and label verdicts');
  const row = rows.find((r) => r[0] === String(judged.call_id) && r[2] === (judged.reviewer ?? ''));
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
