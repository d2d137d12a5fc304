import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  RUNS,
  API,
  auth,
  stepMs,
  startViaApi,
  openTests,
  openRun,
  pick,
  status,
  testRow,
  noSidewaysScroll,
  expectMadeByRun,
} from './simulation-runs-helpers';

// Simulation runs (B.10): started from the tests page, followed live on the run's page until they
// end, cancelled, refused, failed; the runs list with a run started elsewhere; phone and dark.

test.describe.configure({ timeout: 120_000 });

test('a run of selected tests, 2 repeats against the last completed run: its page follows it to Completed', async ({
  signedIn: page,
  request,
}) => {
  // Results a step (0.6 to 1.6 × 2 s) apart: slow enough to see them arrive on a busy machine.
  await stepMs(request, 2000);
  await openTests(page);
  const runSelected = page.getByRole('button', { name: 'Run selected' });
  await expect(runSelected).toBeDisabled();
  await expect(runSelected).toHaveAccessibleDescription('Tick tests to run a selection of them.');
  await page.getByRole('checkbox', { name: 'Duplicate charge refund' }).check();
  await page.getByRole('checkbox', { name: 'Router fault, elderly caller' }).check();
  await runSelected.click();

  const dialog = page.getByRole('dialog', { name: 'Run tests' });
  await expect(dialog.getByRole('combobox', { name: 'Baseline', exact: true })).toHaveValue(/^Run 2 · .* · Completed$/);
  await pick(page, 'Repeats', '2');
  await expect(dialog).toContainText('2 tests, each simulated 2 times: 4 simulated calls.');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Before the <b>release</b>');
  await dialog.getByRole('button', { name: 'Start run' }).click();

  await expect(page).toHaveURL(/\/simulation-runs\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: `Simulation run ${id}` })).toBeVisible();
  await expect(status(page)).toHaveText(/^(Queued|Running)$/);
  await expect(page.getByText(/^[0-3] of 4 results$/)).toBeVisible();
  await expect(page.getByText('Before the <b>release</b>')).toBeVisible();
  await expect(page.getByText('Started by')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Run 2', exact: true })).toBeVisible();

  await expect(page.getByText(/^[1-3] of 4 results$/)).toBeVisible({ timeout: 20_000 });
  await expect(status(page)).toHaveText('Running');
  await expect(status(page)).toHaveText('Completed', { timeout: 40_000 });
  await expect(page.getByText(/ of 4 results$/)).toHaveCount(0);
  const counts = await Promise.all(
    ['passed', 'failed', 'errors'].map(async (w) =>
      Number((await page.getByText(new RegExp(`^\\d+ ${w}$`)).textContent())?.split(' ')[0]),
    ),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
  const refund = testRow(page, 'Duplicate charge refund');
  await expect(refund).toContainText(/Repeat 1: (Passed|Failed)/);
  await expect(refund).toContainText(/Repeat 2: (Passed|Failed)/);
  await expect(refund).toContainText(/Intent: expected Billing question, got /);
  await expect(refund).toContainText(/Refund request \(label\): expected present, got (present|absent)/);
  await expect(refund).toContainText(/Legal threat \(red flag\): expected absent, got (present|absent)/);
  await expect(testRow(page, 'Refund asked, answered quickly')).toHaveCount(0);

  const call = refund.getByRole('link', { name: /^Call \d+$/ }).first();
  const callName = (await call.textContent()) ?? '';
  await call.click();
  await expect(page.getByRole('heading', { level: 1, name: callName })).toBeVisible({ timeout: 30_000 });
  await expectMadeByRun(page, id);
});

test('Cancel run asks first; a slow run becomes Cancelled, keeping what it had', async ({
  signedIn: page,
  request,
}) => {
  await stepMs(request, 60_000);
  const id = await startViaApi(request, { repeats: 2 });
  await openRun(page, id);
  await expect(status(page)).toHaveText(/^(Queued|Running)$/);
  await page.getByRole('button', { name: 'Cancel run' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel run ${id}?` });
  await expect(dialog).toContainText('the results it has are kept');
  await dialog.getByRole('button', { name: 'Keep running' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveText(/^(Queued|Running)$/);
  await page.getByRole('button', { name: 'Cancel run' }).click();
  await dialog.getByRole('button', { name: 'Cancel run' }).click();
  await expect(status(page)).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
  await expect(page.getByText('Cancelled before every result came: 4 left pending.')).toBeVisible();
  await expect(testRow(page, 'Duplicate charge refund')).toContainText('Repeat 1: Pending');
});

test("cancelling a run that has just finished shows the service's text and the finished run", async ({
  signedIn: page,
  request,
  emulator,
}) => {
  await stepMs(request, 60_000);
  const id = await startViaApi(request, {});
  await openRun(page, id);
  await expect(status(page)).toHaveText(/^(Queued|Running)$/);
  // The cancel is held until the run has finished: the service then refuses it.
  await emulator.fault({ method: 'POST', path: `${API}/simulation-runs/${id}/cancel`, hold: 'cancel', times: 1 });
  await page.getByRole('button', { name: 'Cancel run' }).click();
  await page
    .getByRole('dialog', { name: `Cancel run ${id}?` })
    .getByRole('button', { name: 'Cancel run' })
    .click();
  await stepMs(request, 0);
  await emulator.release('cancel');
  const alert = page.getByRole('alert').filter({ hasText: `Could not cancel run ${id}` });
  await expect(alert).toContainText(`Simulation run ${id} has already finished`);
  await expect(status(page)).toHaveText('Completed');
  await expect(page.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
});

test("a refused start shows the service's text in the dialog and keeps what was chosen and typed", async ({
  signedIn: page,
  emulator,
}) => {
  const refusal = 'Simulation test with ID 4 not found';
  await emulator.fault({
    method: 'POST',
    path: `${API}/simulation-runs`,
    status: 422,
    body: { detail: refusal },
    times: 1,
  });
  await openTests(page);
  await page.getByRole('button', { name: 'Run all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run tests' });
  await expect(dialog).toContainText('4 tests, each simulated 1 time: 4 simulated calls.');
  await pick(page, 'Repeats', '3');
  await pick(page, 'Baseline', 'None');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Weekly, after the intents change');
  await dialog.getByRole('button', { name: 'Start run' }).click();
  await expect(dialog.getByRole('alert')).toContainText(refusal);
  await expect(dialog.getByRole('combobox', { name: 'Repeats', exact: true })).toHaveValue('3');
  await expect(dialog.getByRole('combobox', { name: 'Baseline', exact: true })).toHaveValue('None');
  await expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Weekly, after the intents change');
  await dialog.getByRole('button', { name: 'Start run' }).click();
  await expect(page).toHaveURL(/\/simulation-runs\/\d+$/);
  await expect(page.getByText('Weekly, after the intents change')).toBeVisible();
  await expect(testRow(page, 'Duplicate charge refund')).toContainText('Repeat 3');
  await expect(page.getByRole('link', { name: /^Run \d+$/ })).toHaveCount(0);
});

test('the runs list: the seeded runs, newest first, and a run started in another tab appears', async ({
  signedIn: page,
  request,
}) => {
  await openTests(page);
  await page.getByRole('navigation', { name: 'Agent pages' }).getByRole('link', { name: 'Simulation runs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation runs' })).toBeVisible({ timeout: 30_000 });
  const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Run 2');
  await expect(rows.nth(0)).toContainText('Completed');
  await expect(rows.nth(0)).toContainText(/\d+ passed, \d+ failed, \d+ errors? of 6/);
  await expect(rows.nth(0)).toContainText('After the detection change');
  await expect(rows.nth(0).getByRole('link', { name: 'Run 1', exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Weekly check');
  await expect(page.getByText('2 runs')).toBeVisible();

  await stepMs(request, 60_000);
  const id = await startViaApi(request, { note: 'From the other tab' });
  // The tab comes back into view: the list is read again then (and every 15 s on its first page).
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(rows.nth(0)).toContainText(`Run ${id}`, { timeout: 10_000 });
  await expect(rows.nth(0)).toContainText(/Queued|Running/);
  await expect(rows.nth(0)).toContainText('From the other tab');
  await rows
    .nth(0)
    .getByRole('link', { name: `Run ${id}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Simulation run ${id}` })).toBeVisible();
});

test("a failed run shows the service's reason; a result in error its text; a test deleted since is named so", async ({
  signedIn: page,
  request,
  emulator,
}) => {
  type Run = { results: { test_id: number; status: string; error: string | null; checks: unknown[] }[] };
  const run = (await (await request.get(`${API}/simulation-runs/2`, { headers: auth })).json()) as Run;
  const reason = 'The agent <i>could not</i> be reached: no tests were simulated.';
  const [first, ...rest] = run.results;
  const errored = { ...first, status: 'error', error: 'Voice clip set with ID 1 not found', checks: [] };
  await emulator.fault({
    method: 'GET',
    path: `${API}/simulation-runs/2`,
    body: { ...run, status: 'failed', failure_reason: reason, counts: null, results: [errored, ...rest] },
  });
  expect((await request.delete(`${API}/simulation-tests/4`, { headers: auth })).ok()).toBe(true);
  await openRun(page, 2);
  await expect(status(page)).toHaveText('Failed');
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('Counted here from the results: the service gave no counts.')).toBeVisible();
  await expect(page.getByText(/^1 error$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
  const refund = testRow(page, 'Duplicate charge refund');
  await expect(refund).toContainText('Repeat 1: Error');
  await expect(refund).toContainText('Voice clip set with ID 1 not found');
  await expect(testRow(page, 'Test 4 (deleted)')).toContainText('Repeat 2:');
});

test('no runs yet points to the tests page; a server without simulations says so on both pages', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: `${API}/simulation-runs`, body: { items: [], total: 0 }, times: 1 });
  await page.goto(RUNS);
  await expect(page.getByText('No simulation runs yet')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'simulation tests page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulation tests' })).toBeVisible();

  expect((await request.post('/__emulator/simulation', { data: { offered: false } })).ok()).toBe(true);
  await page.goto(RUNS);
  await expect(page.getByText('This server does not run simulations.')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${RUNS}/2`);
  await expect(page.getByText('This server does not run simulations.')).toBeVisible({ timeout: 30_000 });
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

  test('the runs list, the run page and the dialog fit and pass axe', async ({ signedIn: page }) => {
    await page.goto(RUNS);
    await expect(page.getByRole('link', { name: 'Run 2', exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'main');
    await noSidewaysScroll(page);
    await openRun(page, 2);
    await expect(status(page)).toHaveText('Completed');
    await expect(testRow(page, 'Duplicate charge refund')).toContainText('Repeat 2');
    await expectNoAxeViolations(page, 'main');
    await noSidewaysScroll(page);
    await openTests(page);
    await page.getByRole('button', { name: 'Run all' }).click();
    await expect(page.getByRole('dialog', { name: 'Run tests' })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await noSidewaysScroll(page);
  });
});
