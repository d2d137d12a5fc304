import {
  DEFINITIONS_API,
  FIRST,
  FIRST_SENTENCE,
  PAGE,
  SECOND,
  add,
  definitions,
  expect,
  nav,
  row,
  sentence,
  value,
} from './alerts-helpers';
import { expectNoAxeViolations, test } from './fixtures';

// The condition builder: names, nesting, clone, undo and redo, too-deep trees, and a server
// without the definitions endpoints.
test.describe.configure({ timeout: 180_000 });

/** A tree `levels` groups deep around one condition. */
const nested = (levels: number): unknown => {
  let node: unknown = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
  for (let i = 0; i < levels; i++) node = { type: 'group', operator: i % 2 ? 'and' : 'or', children: [node] };
  return node;
};

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

test('a node’s buttons look like Mantine’s compact subtle Button, in both schemes', async ({ signedIn: page }) => {
  // The builder draws its rows' buttons as plain buttons in Mantine's look (node-actions.tsx);
  // the "Move to…" menu's target is Mantine's own Button of the same size and variant.
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await page.getByRole('button', { name: 'Add group to group 1' }).click();
  await page.getByRole('button', { name: 'Move Legal threat to group…' }).click();
  await expect(page.getByRole('menuitem', { name: 'Group 2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Group 2' })).toHaveCount(0);
  const look = (name: string) =>
    page.getByRole('button', { name, exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        height: box.height,
        padding: `${s.paddingLeft} ${s.paddingRight}`,
        font: `${s.fontFamily} ${s.fontSize} ${s.fontWeight} ${s.lineHeight}`,
        radius: s.borderRadius,
        border: `${s.borderTopWidth} ${s.borderTopStyle}`,
        color: s.color,
        background: s.backgroundColor,
      };
    });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.mouse.move(0, 0);
    const mantine = await look('Move Legal threat to group…');
    expect(await look('Clone condition Legal threat')).toEqual(mantine);
  }
});
