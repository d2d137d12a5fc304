import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Alert definitions changed by two tabs at once, and saves that fail or take long.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
// Seeded (src/emulator/seed.ts): definition 1 enabled, definition 2 disabled.
const FIRST = 'Legal threat or slow answers';
const SECOND = 'Legal threat on an order';
const OTHER_TREE = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };

type Definition = { id: number; name: string; enabled: boolean; condition_tree: unknown };
const definition = async (page: Page, id: number) =>
  ((await (await page.request.get(DEFINITIONS_API, { headers: auth })).json()) as Definition[]).find(
    (d) => d.id === id,
  );
/** Another tab (or person) saves definition `id`. */
const saveElsewhere = async (page: Page, id: number, body: Omit<Definition, 'id'>) =>
  expect((await page.request.put(`${DEFINITIONS_API}/${id}`, { headers: auth, data: body })).ok()).toBe(true);
// Mantine's switch draws its track over the (visually hidden) input: click where a person does.
const flip = (page: Page, name: string) => page.getByRole('switch', { name, exact: true }).click({ force: true });
const nameField = (page: Page) => page.getByLabel('Name', { exact: true });

test('a switch flipped on a list read before another tab renamed the definition keeps the new name and tree', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await expect(page.getByRole('switch', { name: FIRST, exact: true })).toBeChecked();
  await saveElsewhere(page, 1, { name: 'Renamed elsewhere', enabled: true, condition_tree: OTHER_TREE });
  await flip(page, FIRST);
  await expect(page.getByRole('switch', { name: 'Renamed elsewhere', exact: true })).not.toBeChecked();
  // The switch shows the new state as it is sent: the service has it once the write lands.
  await expect
    .poll(() => definition(page, 1))
    .toMatchObject({ id: 1, name: 'Renamed elsewhere', enabled: false, condition_tree: OTHER_TREE });
});

test('each refused switch is reported, even when another switch is flipped while it is on its way', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await emulator.fault({
    method: 'PUT',
    path: `${DEFINITIONS_API}/1`,
    status: 503,
    body: { detail: 'Upstream busy' },
    hold: 'first',
    times: 1,
  });
  await flip(page, FIRST);
  await flip(page, SECOND);
  await expect.poll(async () => (await definition(page, 2))?.enabled).toBe(true);
  await emulator.release('first');
  await expect(page.getByRole('alert').filter({ hasText: `Could not switch ${FIRST}` })).toContainText('Upstream busy');
  await expect(page.getByRole('switch', { name: FIRST, exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: SECOND, exact: true })).toBeChecked();
  await expect(page.getByText(`Could not switch ${SECOND}`)).toBeHidden();
});

test('a save refused with "Not authenticated" keeps the typed name as a draft for the next sign-in', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(`${PAGE}/1`);
  await nameField(page).fill('Typed before the session ended');
  await emulator.fault({
    method: 'PUT',
    path: `${DEFINITIONS_API}/1`,
    status: 401,
    body: { detail: 'Not authenticated' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/connect/);
  await page.getByRole('textbox', { name: /Access token/ }).fill(DEMO_TOKEN);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/1$`));
  await expect(page.getByText(/Restored what you had typed and not saved/)).toBeVisible();
  await expect(nameField(page)).toHaveValue('Typed before the session ended');
});

test('a reload while a save is on its way keeps what was typed as a draft', async ({ signedIn: page, emulator }) => {
  await page.goto(`${PAGE}/1`);
  await nameField(page).fill('Typed before the reload');
  await emulator.fault({
    method: 'PUT',
    path: `${DEFINITIONS_API}/1`,
    status: 503,
    body: { detail: 'Upstream busy' },
    hold: 'slow',
    times: 1,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await emulator.requests()).some((r) => r.method === 'PUT')).toBe(true);
  await page.reload();
  await emulator.release('slow');
  await expect(nameField(page)).toHaveValue('Typed before the reload');
  await expect(page.getByText(/Restored what you had typed and not saved/)).toBeVisible();
});

test('a save over a definition saved elsewhere asks first, and a merge keeps both changes', async ({
  signedIn: page,
}) => {
  await page.goto(`${PAGE}/1`);
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('2000');
  await saveElsewhere(page, 1, {
    name: 'Renamed elsewhere',
    enabled: true,
    condition_tree: (await definition(page, 1))?.condition_tree,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'This alert definition was changed elsewhere' });
  const diffs = dialog.getByRole('table', { name: 'Differences' });
  await expect(diffs.getByRole('row', { name: /Name/ })).toContainText('changed elsewhere');
  await expect(diffs.getByRole('row', { name: /Conditions/ })).toContainText('Median latency > 2000 ms');
  expect((await definition(page, 1))?.name).toBe('Renamed elsewhere');
  await dialog.getByRole('button', { name: 'Merge field by field' }).click();
  await dialog.getByRole('button', { name: 'Save merged' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const merged = await definition(page, 1);
  expect(merged?.name).toBe('Renamed elsewhere');
  expect(JSON.stringify(merged?.condition_tree)).toContain('2000');
});

test('a save refused because the definition was deleted keeps the builder, shows the service text, and creates it anew', async ({
  signedIn: page,
}) => {
  await page.goto(`${PAGE}/1`);
  await nameField(page).fill('Kept after the delete');
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('2500');
  expect((await page.request.delete(`${DEFINITIONS_API}/1`, { headers: auth })).ok()).toBe(true);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save the alert definition' })).toContainText(
    'Alert definition with ID 1 not found',
  );
  await expect(nameField(page)).toHaveValue('Kept after the delete');
  await expect(page.getByTestId('tree-sentence')).toContainText('Median latency > 2500 ms');
  await expect(page.getByRole('alert').filter({ hasText: 'This definition no longer exists' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create as a new definition' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}/1$`));
  await expect(nameField(page)).toHaveValue('Kept after the delete');
  const all = (await (await page.request.get(DEFINITIONS_API, { headers: auth })).json()) as Definition[];
  expect(all.map((d) => d.name)).toContain('Kept after the delete');
});

test('a save that times out says it may have been saved, and reads the definition again before Save is offered', async ({
  signedIn: page,
  emulator,
}) => {
  await page.clock.install();
  await page.goto(`${PAGE}/1`);
  await nameField(page).fill('Saved slowly');
  await emulator.fault({ method: 'PUT', path: `${DEFINITIONS_API}/1`, hold: 'slow', times: 1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await emulator.requests()).some((r) => r.method === 'PUT')).toBe(true);
  const before = (await emulator.requests()).length;
  // The client gives up after 20 seconds; the service applies the change later.
  await page.clock.fastForward(21_000);
  const error = page.getByRole('alert').filter({ hasText: 'Could not save the alert definition' });
  await expect(error).toContainText('The service did not answer within 20 seconds.');
  await expect(error).toContainText('It may have been saved all the same');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  const after = (await emulator.requests()).slice(before);
  expect(after).toContainEqual(expect.objectContaining({ method: 'GET', path: DEFINITIONS_API }));
  await emulator.release('slow');
  await expect.poll(async () => (await definition(page, 1))?.name).toBe('Saved slowly');
  await expect(nameField(page)).toHaveValue('Saved slowly');
});
