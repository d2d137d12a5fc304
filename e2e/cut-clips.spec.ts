import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Cutting a clip set from a call (B.7): the dialog, the new set's page following its status, the
// list following it too, deleting, and a service that refuses or lacks the route.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const API_AGENT = '/api/v1/workspaces/1/agents/1';
const CALL = 1002;
type Turn = { speaker: string; text: string };

async function transcriptOf(request: APIRequestContext, callId: number): Promise<Turn[]> {
  const res = await request.get(`${API_AGENT}/calls/${callId}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { transcript: Turn[] }).transcript;
}

/** A set cut through the service's own route, as another client would. */
async function cut(request: APIRequestContext, body: { name: string; source_call_id: number; turn_indexes: number[] }) {
  const res = await request.post(`${API_AGENT}/voice-clip-sets`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { description: '', ...body },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** How long a set stays processing after it was made (those in progress too), until the next reset. */
async function cuttingTakes(request: APIRequestContext, delayMs: number) {
  expect((await request.post('/__emulator/clip-sets', { data: { delayMs } })).ok()).toBe(true);
}

async function openDialog(page: Page, callId = CALL) {
  await page.goto(`${AGENT}/calls/${callId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call ${callId}`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Cut clips' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cut clips' });
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  return dialog;
}

test('choose turns, name the set, and follow it from Processing to Ready with its timeline', async ({
  signedIn: page,
}) => {
  // Held in processing until the page has shown it, then let go.
  await cuttingTakes(page.request, 600_000);
  const turns = await transcriptOf(page.request, CALL);
  const callers = turns.flatMap((t, i) => (t.speaker === 'caller' ? [i] : []));
  const dialog = await openDialog(page);
  const count = dialog.getByRole('status');
  // One checkbox per turn, the caller's chosen, fifty turns at a time.
  expect(turns.length).toBeGreaterThan(50);
  await expect(dialog.getByRole('checkbox')).toHaveCount(50);
  await expect(count).toHaveText(`${callers.length} of ${turns.length} turns selected`);
  await dialog.getByRole('button', { name: 'Next turns' }).click();
  await expect(dialog.getByText(`Turns 51–100 of ${turns.length}`)).toBeVisible();
  await expect(dialog.getByRole('checkbox').first()).toHaveAccessibleName(/^51 · /);
  await dialog.getByRole('button', { name: 'Previous turns' }).click();
  for (const i of [0, 1]) {
    await (callers.includes(i)
      ? expect(dialog.getByRole('checkbox').nth(i)).toBeChecked()
      : expect(dialog.getByRole('checkbox').nth(i)).not.toBeChecked());
  }
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'None' }).click();
  await expect(count).toHaveText(`0 of ${turns.length} turns selected`);
  await dialog.getByRole('button', { name: 'Create clip set' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter a name for the clip set.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one turn to cut.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await expect(count).toHaveText(`${turns.length} of ${turns.length} turns selected`);
  await dialog.getByRole('button', { name: 'Select caller turns' }).click();
  await expect(count).toHaveText(`${callers.length} of ${turns.length} turns selected`);
  // The first turn (the agent's greeting) too.
  await dialog.getByRole('checkbox').first().check();
  await expect(count).toHaveText(`${callers.length + 1} of ${turns.length} turns selected`);

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Greeting and the caller');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Cut in the dashboard');
  await dialog.getByRole('button', { name: 'Create clip set' }).click();

  await expect(page).toHaveURL(new RegExp(`${AGENT}/voice-clip-sets/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Greeting and the caller' })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await cuttingTakes(page.request, 0);
  // Followed without a reload until it is ready: the timeline and the first turn's transcript appear.
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Clip timeline' })).toBeVisible();
  await expect(page.getByRole('listbox', { name: 'Transcripts' }).getByRole('option').first()).toContainText(
    turns[0]?.text ?? '',
  );
  await expect(page.locator('dt:text-is("Clips") + dd')).toHaveText(String(callers.length + 1));
});

test('a call without a recording: the list and the set follow it to Failed, with the reason', async ({
  signedIn: page,
}) => {
  await cuttingTakes(page.request, 600_000);
  const id = await cut(page.request, { name: 'Nothing to cut', source_call_id: 1055, turn_indexes: [0] });
  await page.goto(`${AGENT}/voice-clip-sets`);
  const row = page.getByRole('row').filter({ hasText: 'Nothing to cut' });
  await expect(row).toContainText('Processing', { timeout: 30_000 });
  await cuttingTakes(page.request, 0);
  // The list follows without a reload.
  await expect(row).toContainText('Failed');
  await row.getByRole('link', { name: 'Nothing to cut' }).click();
  await expect(page).toHaveURL(new RegExp(`/voice-clip-sets/${id}$`));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Call 1055 has no recording to cut clips from.' }),
  ).toBeVisible();
  // The call's page lists the set with its status.
  await page.getByRole('link', { name: 'Call 1055' }).click();
  const sets = page.getByRole('region', { name: 'Clip sets from this call' });
  await expect(sets.getByRole('listitem').filter({ hasText: 'Nothing to cut' })).toContainText('Failed');
});

test('a set is deleted after a confirmation, from the list and from its page', async ({ signedIn: page }) => {
  await cut(page.request, { name: 'First to go', source_call_id: CALL, turn_indexes: [0] });
  const second = await cut(page.request, { name: 'Second to go', source_call_id: CALL, turn_indexes: [1] });
  await page.goto(`${AGENT}/voice-clip-sets`);
  await page.getByRole('button', { name: 'Delete First to go' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('First to go');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'First to go' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Second to go' })).toBeVisible();

  await page.goto(`${AGENT}/voice-clip-sets/${second}`);
  await page.getByRole('button', { name: 'Delete Second to go' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${AGENT}/voice-clip-sets$`));
  await expect(page.getByRole('row').filter({ hasText: 'Second to go' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Duplicate charge refund' })).toBeVisible();
});

test('a refused create keeps what was typed and chosen, with the service’s text', async ({
  signedIn: page,
  emulator,
}) => {
  const detail = `Turn 99 is not in the transcript of call ${CALL}`;
  await emulator.fault({
    method: 'POST',
    path: `${API_AGENT}/voice-clip-sets`,
    status: 400,
    body: { detail },
    times: 1,
  });
  const dialog = await openDialog(page);
  const before = await dialog.getByRole('status').textContent();
  await dialog.getByRole('button', { name: 'Select all' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Kept after a refusal');
  await dialog.getByRole('button', { name: 'Create clip set' }).click();
  await expect(dialog.getByRole('alert')).toContainText(detail);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Kept after a refusal');
  await expect(dialog.getByRole('status')).not.toHaveText(before ?? '');
  await expect(page).toHaveURL(new RegExp(`/calls/${CALL}$`));
  // Sent again, it is made.
  await dialog.getByRole('button', { name: 'Create clip set' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kept after a refusal' })).toBeVisible();
});

test('a server without the route: the dialog says so, at phone width in the dark', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'POST',
    path: `${API_AGENT}/voice-clip-sets`,
    status: 404,
    body: { detail: 'Not Found' },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  const dialog = await openDialog(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Not here');
  await dialog.getByRole('button', { name: 'Create clip set' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This server does not cut clips');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Not here');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Nothing else changed: closed, the call's transcript is there.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toBeVisible();
});

test('a call’s page checks the clip sets again only while a set cut from that call is in progress', async ({
  signedIn: page,
  emulator,
}) => {
  // The seed's set cut from call 1058 is processing; call 1060's set is ready.
  const checks = async () =>
    (await emulator.requests()).filter((r) => r.method === 'GET' && r.path === `${API_AGENT}/voice-clip-sets`).length;
  const sets = page.getByRole('region', { name: 'Clip sets from this call' });
  await page.clock.install();
  await page.goto(`${AGENT}/calls/1060`);
  await expect(sets.getByRole('listitem')).toContainText('Ready', { timeout: 30_000 });
  const loaded = await checks();
  await page.clock.fastForward(30_000);
  expect(await checks()).toBe(loaded);

  await page.goto(`${AGENT}/calls/1058`);
  await expect(sets.getByRole('listitem')).toContainText('Processing', { timeout: 30_000 });
  const opened = await checks();
  await page.clock.fastForward(30_000);
  await expect.poll(checks).toBeGreaterThan(opened);
});
