import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Several servers share 2 cores while the suite is written: allow for a slow first load.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
// Seeded (src/emulator/seed.ts): both use the red flag of rule 1 "Mentions lawyer"; the second
// also the extraction field order_id (4), and is disabled.
const FIRST = 'Legal threat or slow answers';
const SECOND = 'Legal threat on an order';
const FIRST_SENTENCE = 'Legal threat is present OR (Median latency > 1500 ms AND Transferred to a human is false)';

const sentence = (page: Page) => page.getByTestId('tree-sentence');
const add = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
const value = (page: Page, name: string) => page.getByRole('textbox', { name: `Value for ${name}`, exact: true });
const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
// Mantine's switch draws its track over the (visually hidden) input: click where a person does.
const flip = (page: Page, name: string) => page.getByRole('switch', { name, exact: true }).click({ force: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Agent pages' });
const definitions = async (page: Page) =>
  (await (await page.request.get(DEFINITIONS_API, { headers: auth })).json()) as {
    id: number;
    name: string;
    enabled: boolean;
    condition_tree: unknown;
  }[];

/** A tree `levels` groups deep around one condition. */
const nested = (levels: number): unknown => {
  let node: unknown = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
  for (let i = 0; i < levels; i++) node = { type: 'group', operator: i % 2 ? 'and' : 'or', children: [node] };
  return node;
};

test('lists definitions with a readable state; the switch changes it at the service, and a refusal puts it back', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(PAGE);
  await expect(row(page, FIRST)).toContainText('Enabled');
  await expect(row(page, FIRST)).toContainText(FIRST_SENTENCE);
  await expect(row(page, SECOND)).toContainText('Disabled');
  await expect(row(page, SECOND)).toContainText('Legal threat is present AND order_id > 0');
  await expect(page.getByRole('link', { name: `Edit ${FIRST}` })).toHaveAttribute('href', `${PAGE}/1`);
  await expectNoAxeViolations(page);

  const second = page.getByRole('switch', { name: SECOND, exact: true });
  await expect(second).not.toBeChecked();
  await flip(page, SECOND);
  await expect(second).toBeChecked();
  await expect(row(page, SECOND)).toContainText('Enabled');
  await expect.poll(async () => (await definitions(page)).find((d) => d.name === SECOND)?.enabled).toBe(true);

  await emulator.fault({ method: 'PUT', path: `${DEFINITIONS_API}/1`, status: 503, body: { detail: 'Upstream busy' } });
  const first = page.getByRole('switch', { name: FIRST, exact: true });
  await flip(page, FIRST);
  await expect(page.getByText(`Could not switch ${FIRST}`)).toBeVisible();
  await expect(page.getByText('Upstream busy')).toBeVisible();
  await expect(first).toBeChecked();
  await expect(row(page, FIRST)).toContainText('Enabled');

  await page.reload();
  await expect(page.getByRole('switch', { name: SECOND, exact: true })).toBeChecked();
});

test('edits a definition in the builder, asks before leaving unsaved changes, saves with PUT', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await page.getByRole('link', { name: `Edit ${FIRST}` }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit alert definition' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(FIRST);
  await expect(page.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await expect(sentence(page)).toHaveText(FIRST_SENTENCE);

  await value(page, 'Median latency').fill('2000');
  await nav(page).getByRole('link', { name: 'Rules' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(value(page, 'Median latency')).toHaveValue('2000');

  await page.getByLabel('Name', { exact: true }).fill('Legal threat or very slow answers');
  await page.getByRole('switch', { name: 'Enabled' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert definition "Legal threat or very slow answers" saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const saved = row(page, 'Legal threat or very slow answers');
  await expect(saved).toContainText('Median latency > 2000 ms');
  await expect(saved).toContainText('Disabled');
  const stored = (await definitions(page)).find((d) => d.id === 1);
  expect(stored).toMatchObject({ name: 'Legal threat or very slow answers', enabled: false });
  // Saved: leaving asks nothing.
  await nav(page).getByRole('link', { name: 'Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
});

test('a refused save keeps the name and the tree, with the service text', async ({ signedIn: page, emulator }) => {
  await page.goto(`${PAGE}/2`);
  await expect(sentence(page)).toHaveText('Legal threat is present AND order_id > 0');
  await page.getByLabel('Name', { exact: true }).fill('Order legal threats');
  await value(page, 'order_id').fill('10');
  await emulator.fault({
    method: 'PUT',
    path: `${DEFINITIONS_API}/2`,
    status: 404,
    body: { detail: 'Alert definition with ID 2 not found' },
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert definition with ID 2 not found')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Order legal threats');
  await expect(sentence(page)).toHaveText('Legal threat is present AND order_id > 10');
  await expect(page).toHaveURL(new RegExp(`${PAGE}/2$`));
  await expectNoAxeViolations(page);
  // An id that is not there says so.
  await page.goto(`${PAGE}/77`);
  await expect(page.getByText('This agent has no alert definition with ID 77.')).toBeVisible();
});

test('deletes a definition after asking', async ({ signedIn: page }) => {
  await page.goto(PAGE);
  await page.getByRole('button', { name: `Delete ${SECOND}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(SECOND);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, SECOND)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${SECOND}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted alert definition “${SECOND}”`)).toBeVisible();
  await expect(row(page, SECOND)).toHaveCount(0);
  expect((await definitions(page)).map((d) => d.name)).toEqual([FIRST]);
});
test('deleting a rule names the alerts that use it first; afterwards they and the builder mark it, without a reload', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await expect(row(page, FIRST)).toBeVisible();
  await expect(page.getByText('no longer work')).toHaveCount(0);

  await nav(page).getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Delete Mentions lawyer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Used by 2 alert definitions')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([FIRST, SECOND]);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted rule “Mentions lawyer”')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  const lawyer =
    'Red flag 1 is not offered by this agent: no rule with ID 1 raises a red flag (it may have been deleted)';
  await expect(row(page, FIRST)).toContainText('A condition no longer works:');
  await expect(row(page, FIRST)).toContainText(`Red flags 1 is present: ${lawyer}.`);
  // The catalogue no longer offers it either.
  await expect(page.getByRole('button', { name: 'Add Legal threat', exact: true })).toHaveCount(0);

  // The builder flags the condition, and why.
  await page.getByRole('link', { name: `Edit ${FIRST}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit alert definition' })).toBeVisible();
  await expect(page.getByText(lawyer)).toBeVisible();
  await expect(page.getByLabel('Comparator for Red flags 1')).toHaveAttribute('aria-invalid', 'true');
});
test('deleting an extraction field names the alert that uses it; a rule no alert uses says so', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/settings/rules`);
  await page.getByRole('button', { name: 'Delete Asks for refund' }).click();
  await expect(page.getByRole('dialog').getByText('No alert definition uses this rule.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await nav(page).getByRole('link', { name: 'Data extraction' }).click();
  await page.getByRole('button', { name: 'Delete order_id' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Used by an alert definition')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([SECOND]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted data extraction field “order_id”')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await expect(row(page, SECOND)).toContainText('A condition no longer works:');
  await expect(row(page, SECOND)).toContainText(
    'Extraction fields 4 > 0: Extraction field 4 is not offered by this agent: there is no data extraction field with ID 4 (it may have been deleted).',
  );
  await expect(row(page, FIRST)).not.toContainText('no longer work');
  await expectNoAxeViolations(page);
});

test('a name another definition has is pointed out while typing', async ({ signedIn: page }) => {
  await page.goto(PAGE);
  const name = page.getByLabel('Name', { exact: true });
  await name.pressSequentially('legal threat or slow answers ');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(`An alert definition named "${FIRST}" already exists for this agent: choose another name.`),
  ).toBeVisible();
  await add(page, 'Legal threat');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(name).toBeFocused();
  expect(await definitions(page)).toHaveLength(2);
  await name.fill('Legal threat, again');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  // Its own name is no repeat when editing.
  await page.goto(`${PAGE}/1`);
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name', { exact: true }).fill(SECOND);
  await expect(page.getByText(`An alert definition named "${SECOND}" already exists`)).toBeVisible();
});

test('nested groups flip the operator; clone, undo and redo by button and keyboard', async ({ signedIn: page }) => {
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await page.getByRole('button', { name: 'Add group to group 1' }).click();
  await expect(page.getByRole('combobox', { name: 'Join group 2 with' })).toHaveValue('or');
  await page.getByRole('button', { name: 'Add group to group 2' }).click();
  await expect(page.getByRole('combobox', { name: 'Join group 3 with' })).toHaveValue('and');
  // A new empty group and a new condition show no error until touched or a save is tried.
  await expect(page.getByText('This group is empty: add a condition or remove it')).toHaveCount(0);
  await add(page, 'Median latency');
  await expect(value(page, 'Median latency')).not.toHaveAttribute('aria-invalid', 'true');
  await value(page, 'Median latency').pressSequentially('800');
  await expect(sentence(page)).toHaveText('Legal threat is present AND Median latency > 800 ms');

  await page.getByRole('button', { name: 'Clone condition Median latency' }).click();
  await expect(sentence(page)).toHaveText(
    'Legal threat is present AND (Median latency > 800 ms AND Median latency > 800 ms)',
  );
  await expect(page.getByLabel('Comparator for Median latency (2)')).toBeFocused();
  await page.getByRole('button', { name: 'Clone group 3' }).click();
  await expect(sentence(page)).toHaveText(
    'Legal threat is present AND ((Median latency > 800 ms AND Median latency > 800 ms) OR (Median latency > 800 ms AND Median latency > 800 ms))',
  );

  await page.keyboard.press('Control+z');
  await expect(sentence(page)).toHaveText(
    'Legal threat is present AND (Median latency > 800 ms AND Median latency > 800 ms)',
  );
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present AND Median latency > 800 ms');
  // Typing "800" was one step.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present AND Median latency > …');
  await page.getByRole('button', { name: 'Redo' }).focus();
  await page.keyboard.press('Control+Shift+z');
  await expect(sentence(page)).toHaveText('Legal threat is present AND Median latency > 800 ms');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(sentence(page)).toHaveText(
    'Legal threat is present AND (Median latency > 800 ms AND Median latency > 800 ms)',
  );
  // The Name field keeps the browser's own undo.
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Latency twice');
  await name.press('Control+z');
  await expect(sentence(page)).toHaveText(
    'Legal threat is present AND (Median latency > 800 ms AND Median latency > 800 ms)',
  );
  await expectNoAxeViolations(page);
});

test('a tree nested too deep is refused, from the service and from a paste, and the page keeps working', async ({
  signedIn: page,
  emulator,
}) => {
  const seeded = await definitions(page);
  const deep = { id: 9, name: 'Deep one', enabled: true, condition_tree: nested(2000) };
  await emulator.fault({ method: 'GET', path: DEFINITIONS_API, status: 200, body: [...seeded, deep] });
  await page.goto(PAGE);
  const tooDeep = 'nested more than 20 groups deep; this page refuses trees deeper than 20 levels.';
  await expect(row(page, 'Deep one')).toContainText(`This definition's condition tree is ${tooDeep}`);
  await expect(row(page, FIRST)).toContainText(FIRST_SENTENCE);
  await page.getByRole('link', { name: 'Edit Deep one' }).click();
  await expect(page.getByText(`This definition's condition tree is ${tooDeep}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit alert definition' })).toBeVisible();

  await page.goto(PAGE);
  const paste = page.getByLabel('Paste a condition tree (JSON)');
  const text = '{"type":"group","operator":"and","children":['.repeat(3000) + ']}'.repeat(3000);
  await paste.fill(text);
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  await expect(page.getByText(`The pasted tree is ${tooDeep}`)).toBeVisible();
  await expect(sentence(page)).toHaveText('No conditions yet');

  // Twenty levels load; the builder then offers no deeper group.
  await paste.fill(JSON.stringify(nested(20)));
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present');
  await expect(page.getByRole('button', { name: 'Add group to group 20' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add group to group 19' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Put Legal threat in a new group' })).toBeDisabled();
  // Pasted, so undoable.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sentence(page)).toHaveText('No conditions yet');
});
test('strict mode: without the definitions endpoints the builder still works and says what it cannot do', async ({
  signedIn: page,
  emulator,
}) => {
  const missing = [
    ['GET', DEFINITIONS_API],
    ['POST', DEFINITIONS_API],
    ['PUT', `${DEFINITIONS_API}/*`],
    ['DELETE', `${DEFINITIONS_API}/*`],
  ] as const;
  for (const [method, path] of missing) {
    await emulator.fault({ method, path, status: 404, body: { detail: 'Not Found' } });
  }
  await page.goto(PAGE);
  await expect(page.getByText('This server does not offer alert definitions.')).toBeVisible();
  await expect(
    page.getByText('Alerts cannot be listed, created, changed or deleted here.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await add(page, 'Legal threat');
  await add(page, 'Number of red flags');
  await value(page, 'Number of red flags').fill('2');
  await expect(sentence(page)).toHaveText('Legal threat is present AND Number of red flags ≥ 2');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present AND Number of red flags ≥ …');
  // The move menu loads on its first use.
  await page.getByRole('button', { name: 'Add group to group 1' }).click();
  await page.getByRole('button', { name: 'Move Legal threat to group…' }).click();
  await page.getByRole('menuitem', { name: 'Group 2' }).click();
  await expect(sentence(page)).toHaveText('Number of red flags ≥ … AND Legal threat is present');
  await expectNoAxeViolations(page);

  await page.goto(`${PAGE}/1`);
  await expect(page.getByText('This server does not offer alert definitions.')).toBeVisible();
  await expect(page.getByText('This definition cannot be opened or changed here.', { exact: false })).toBeVisible();

  // Deleting a rule says the check could not be made, and still deletes.
  await nav(page).getByRole('link', { name: 'Rules' }).click();
  await page.getByRole('button', { name: 'Delete Mentions lawyer' }).click();
  await expect(
    page
      .getByRole('dialog')
      .getByText('This server does not list alert definitions, so whether any use it cannot be checked.'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted rule “Mentions lawyer”')).toBeVisible();
});
