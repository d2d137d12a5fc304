import type { Page } from '@playwright/test';
import {
  DEFINITIONS_API,
  FIRST,
  FIRST_SENTENCE,
  PAGE,
  SECOND,
  definitions,
  expect,
  nav,
  row,
  sentence,
  value,
} from './alerts-helpers';
import { AGENT, expectNoAxeViolations, test } from './fixtures';

// The list of alert definitions: switching, editing, deleting, and what deleting a rule or a
// field they use does to them.
test.describe.configure({ timeout: 180_000 });

// Mantine's switch draws its track over the (visually hidden) input: click where a person does.
const flip = (page: Page, name: string) => page.getByRole('switch', { name, exact: true }).click({ force: true });

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
