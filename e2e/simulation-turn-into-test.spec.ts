import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, axeClean, expect as baseExpect, test } from './fixtures';
import { showReview } from './review-helpers';

// Turning a call into a simulation test (B.10, B.7 for the cut): the expectations from the review
// or the AI's analysis, the caller's turns replayed, the service's refusal where it happened, the
// test linking back to its call; and a simulated call's page, marked as such.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const API = '/api/v1/workspaces/1/agents/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
type Named = { id: number; label: string };
type Review = { call_id: number; intent_correct: boolean | null; corrected_intent_id: number | null };
type StoredTest = {
  id: number;
  name: string;
  source_call_id: number | null;
  voice_clip_set_id: number | null;
  expect: { call_intent_id: number | null; labels_present: number[]; labels_absent: number[] };
};

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`, { headers: auth });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

/** Opens the call's page and its dialog "Turn into a test", once the dialog's form is filled in. */
async function openDialog(page: Page, callId: number) {
  await page.goto(`${AGENT}/calls/${callId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call ${callId}`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Turn into a test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn into a test' });
  await expect(dialog.getByRole('button', { name: 'Create test' })).toBeVisible({ timeout: 30_000 });
  return dialog;
}

async function pickProfile(page: Page, name: string) {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: /^Simulation profile/ })
    .click();
  await page.getByRole('option', { name, exact: true }).click();
}

test('a reviewed call with a corrected intent becomes a test replaying its caller, listed with a link back', async ({
  signedIn: page,
  request,
}) => {
  const reviews = await get<{ items: Review[] }>(request, '/call-reviews?limit=500');
  const review = reviews.items.find((r) => r.intent_correct === false && r.corrected_intent_id !== null);
  expect(review, 'the seed has a review that corrected the intent').toBeTruthy();
  const { call_id: callId, corrected_intent_id: intentId } = review as Review;
  const intents = await get<Named[]>(request, '/settings/call-intents');
  const right = intents.find((i) => i.id === intentId)?.label ?? '';
  const call = await get<{ transcript: { speaker: string }[] }>(request, `/calls/${callId}`);
  const callerTurns = call.transcript.filter((t) => t.speaker === 'caller').length;

  const dialog = await openDialog(page, callId);
  await expect(dialog.getByText(/filled in from this call's review/)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Expected intent' })).toHaveValue(right);
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${right}, call ${callId}`);
  const replay = dialog.getByRole('checkbox', { name: "Replay the caller's turns" });
  await expect(replay).toBeChecked();
  await expect(dialog.getByText(`Cuts the caller's ${callerTurns} turns of this call`, { exact: false })).toBeVisible();
  await pickProfile(page, 'Frustrated customer');
  await dialog.getByRole('button', { name: 'Create test' }).click();

  await expect(dialog).toBeHidden();
  const made = page.getByRole('status').filter({ hasText: 'Test created' });
  await expect(made.getByRole('link', { name: `${right}, call ${callId}` })).toBeVisible();
  const tests = await get<{ items: StoredTest[] }>(request, '/simulation-tests?limit=200');
  const stored = tests.items.find((t) => t.name === `${right}, call ${callId}`);
  expect(stored).toMatchObject({ source_call_id: callId, expect: { call_intent_id: intentId } });
  expect(stored?.voice_clip_set_id).toEqual(expect.any(Number));

  await page.goto(`${AGENT}/simulation-tests`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `${right}, call ${callId}`, exact: true }) });
  await expect(row).toContainText(`Intent ${right}`, { timeout: 30_000 });
  await expect(row).toContainText('Replays');
  await row.getByRole('link', { name: `Call ${callId}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call ${callId}`);
});

test("an unreviewed call is filled in from the AI's analysis", async ({ signedIn: page, request }) => {
  const list = await get<{ items: { id: number; call_intent: Named | null; labels_and_redflags: Named[] }[] }>(
    request,
    '/calls?reviewed=false&limit=50',
  );
  const call = list.items.find((c) => c.call_intent && c.labels_and_redflags.length > 0) ?? list.items[0];
  expect(call, 'the seed has an unreviewed call').toBeTruthy();
  const { id, call_intent: intent } = call as NonNullable<typeof call>;
  const dialog = await openDialog(page, id);
  await expect(dialog.getByText(/This call has not been reviewed/)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Expected intent' })).toHaveValue(
    intent?.label ?? 'No expectation',
  );
  for (const label of (call as NonNullable<typeof call>).labels_and_redflags) {
    await expect(dialog.getByText(label.label, { exact: false }).first()).toBeVisible();
  }
});

test("a refused create shows the service's text under Name and keeps what was typed", async ({
  signedIn: page,
  emulator,
}) => {
  const detail = "A simulation test named 'Refund replay' already exists for this agent.";
  await emulator.fault({ method: 'POST', path: `${API}/simulation-tests`, status: 422, body: { detail }, times: 1 });
  const dialog = await openDialog(page, 1002);
  await dialog.getByRole('checkbox', { name: "Replay the caller's turns" }).uncheck();
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await name.fill('Refund replay');
  await pickProfile(page, 'Frustrated customer');
  await dialog.getByRole('button', { name: 'Create test' }).click();
  await expect(name).toHaveAccessibleDescription(detail);
  await expect(name).toHaveValue('Refund replay');
  await expect(dialog.getByRole('combobox', { name: /^Simulation profile/ })).toHaveValue('Frustrated customer');
  // Told apart from a name typed anew, the same create goes through once the name changes.
  await name.fill('Refund replay, mine');
  await dialog.getByRole('button', { name: 'Create test' }).click();
  await expect(page.getByRole('status').getByRole('link', { name: 'Refund replay, mine' })).toBeVisible();
});

test('a simulated call opens as a call page marked Simulated, with no error and no review, comments or test', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/simulation', { data: { stepMs: 0 } })).ok()).toBe(true);
  const tests = await get<{ items: StoredTest[] }>(request, '/simulation-tests?limit=200');
  const started = await request.post(`${API}/simulation-runs`, {
    headers: auth,
    data: { test_ids: [tests.items[0]?.id], repeats: 1, baseline_run_id: null, note: '' },
  });
  expect(started.ok()).toBe(true);
  const runId = ((await started.json()) as { id: number }).id;
  let callId: number | null = null;
  await expect
    .poll(async () => {
      const run = await get<{ results: { call_id: number | null }[] }>(request, `/simulation-runs/${runId}`);
      callId = run.results.find((r) => r.call_id !== null)?.call_id ?? null;
      return callId;
    })
    .not.toBeNull();

  await page.goto(`${AGENT}/calls/${callId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call ${callId}`, { timeout: 30_000 });
  await expect(page.getByText('Simulated call', { exact: true })).toBeVisible();
  await expect(page.getByText(`Made by simulation run ${runId};`, { exact: false })).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByText(/caller|agent/i).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Timing' })).toBeVisible();
  await showReview(page);
  await expect(page.getByRole('region', { name: 'Review' })).toContainText(
    'Reviews are not offered for simulated calls.',
  );
  await page.getByRole('region', { name: 'Comments' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Comments' })).toContainText(
    'Comments are not offered for simulated calls.',
  );
  await expect(page.getByRole('button', { name: 'Turn into a test' })).toHaveCount(0);
  await expect(page.getByText(/Could not load|not found/i)).toHaveCount(0);
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('the dialog fits and passes axe', async ({ signedIn: page }) => {
    const dialog = await openDialog(page, 1002);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await axeClean(page, 'dialog');
    await dialog.getByRole('button', { name: 'Create test' }).click();
    await axeClean(page, 'dialog');
  });
});
