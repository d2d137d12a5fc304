import { axeClean, expect, signInDirectly, test } from './fixtures';
import { openRun, openTests, startViaApi, stepMs, TESTS } from './simulation-runs-helpers';

// B.11: simulation tests are written and run by editors and admins; a viewer reads them, with the
// controls disabled and saying why, or absent where a disabled one would only be noise.
const WHY = 'Your role (viewer) does not allow this';

test('a viewer reads the tests: New test and the runs disabled with the reason, no Edit or Delete', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'viewer-token');
  await openTests(page);
  await expect(page.getByRole('checkbox', { name: 'Duplicate charge refund' })).toBeVisible({ timeout: 30_000 });
  for (const name of ['New test', 'Run all', 'Run selected']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(WHY);
  }
  await expect(page.getByText(WHY)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await page.emulateMedia({ colorScheme: 'dark' });
  await axeClean(page);
});

test('a viewer opens a test: its form says why it cannot be saved; a running run has no Cancel', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(`${TESTS}/1`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(WHY);

  await stepMs(request, 60_000);
  const id = await startViaApi(request, {});
  await openRun(page, id);
  await expect(page.getByTestId('run-status')).toHaveText(/Queued|Running/);
  await expect(page.getByRole('button', { name: 'Cancel run' })).toHaveCount(0);
});

test('an admin has every control; a server without /me offers them all', async ({ signedIn: page, emulator }) => {
  await openTests(page);
  await expect(page.getByRole('link', { name: 'New test' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(WHY)).toHaveCount(0);
  await emulator.fault({ method: 'GET', path: '/api/v1/me', status: 404, body: { detail: 'Not Found' } });
  await signInDirectly(page, 'viewer-token');
  await openTests(page);
  await expect(page.getByRole('button', { name: 'Run all' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Edit Duplicate charge refund' })).toBeVisible();
});
