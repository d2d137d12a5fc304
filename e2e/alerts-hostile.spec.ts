import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// Trees a hostile or unlucky person pastes, and definitions the service stores that way.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

const paste = async (page: Page, tree: unknown) => {
  await page.getByLabel('Paste a condition tree (JSON)').fill(JSON.stringify(tree));
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
};
const condition = (source: string) => ({ type: 'condition', source, ref: 'x', comparator: 'eq', value: 'x' });

test('a pasted or stored condition whose source is an object-property name reads as an unknown source', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await page.getByLabel('Name', { exact: true }).fill('Typed before the paste');
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
  await paste(page, { type: 'group', operator: 'and', children: names.map(condition) });
  await expect(page.getByTestId('tree-sentence')).toHaveText(
    'Constructor x = "x" AND Proto x = "x" AND ToString x = "x" AND HasOwnProperty x = "x" AND ValueOf x = "x"',
  );
  await expect(page.getByText("Constructor x is not among this agent's available conditions")).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Typed before the paste');

  // Stored so by the service: its edit page opens, and the list reads it.
  const created = await page.request.post(DEFINITIONS_API, {
    headers: auth,
    data: {
      name: 'Stored oddly',
      enabled: false,
      condition_tree: { type: 'group', operator: 'or', children: [condition('__proto__')] },
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`${PAGE}/${id}`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Stored oddly');
  await expect(page.getByTestId('tree-sentence')).toHaveText('Proto x = "x"');
  await page.goto(PAGE);
  await expect(page.getByRole('row').filter({ hasText: 'Stored oddly' })).toContainText('Proto x = "x"');
});

test('a very wide pasted tree is refused past the limit the builder states; one at the limit opens with its large group collapsed', async ({
  signedIn: page,
}) => {
  await page.goto(PAGE);
  await expect(page.getByText('0 of at most 100 conditions.')).toBeVisible();
  const flag = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
  const wide = (n: number) => ({ type: 'group', operator: 'or', children: Array.from({ length: n }, () => flag) });
  await paste(page, wide(1_000));
  await expect(
    page.getByText(
      'The pasted tree has 1,000 conditions; the builder takes at most 100. Split it into several alert definitions.',
    ),
  ).toBeVisible();
  await expect(page.getByText('0 of at most 100 conditions.')).toBeVisible();

  await paste(page, wide(100));
  await expect(page.getByText('100 of at most 100 conditions: remove one before adding another.')).toBeVisible();
  const rows = page.getByRole('group', { name: /^Condition Legal threat/ });
  await expect(rows).toHaveCount(20);
  await page.getByRole('button', { name: 'Show the other 80 items of group 1' }).click();
  await expect(rows).toHaveCount(100);
  // Full: another condition is refused, and the tree stays as it is.
  await page.getByRole('button', { name: 'Add Legal threat', exact: true }).click();
  await expect(rows).toHaveCount(100);
});
