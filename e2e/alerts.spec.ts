import type { Locator, Page } from '@playwright/test';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// Several dev servers share 2 cores while the suite is written: allow for a slow first load.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 150_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';


/**
 * What "Copy JSON" put on the clipboard, read as a person would: pasted (Ctrl+V) into the paste
 * field, which is then emptied. The page's Permissions-Policy refuses scripts a clipboard read.
 */
async function pasteInto(field: Locator): Promise<string> {
  await field.fill('');
  await field.focus();
  await field.press('ControlOrMeta+V');
  const text = await field.inputValue();
  await field.fill('');
  return text;
}
const sentence = (page: Page) => page.getByTestId('tree-sentence');
const add = (page: Page, name: string) => page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
const value = (page: Page, name: string) => page.getByRole('textbox', { name: `Value for ${name}`, exact: true });

test('builds a nested tree from every source kind, keyboard only for moves, saves it and finds it in the list', async ({ signedIn: page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();

  // The catalogue: every source grouped, every item's name in plain view, the unknown one too.
  const catalogue = page.getByRole('region', { name: 'Available conditions' });
  for (const source of ['Evals', 'Voice metrics', 'Extraction fields', 'Call metadata', 'Red flags', 'Red-flag aggregates', 'Custom scores']) {
    await expect(catalogue.getByRole('heading', { name: source, exact: true })).toBeVisible();
  }
  for (const item of ['Greeting follows script', 'Median latency', 'order_id', 'Start time', 'Legal threat', 'Number of red flags', 'CSAT prediction']) {
    await expect(catalogue.getByText(item, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Search conditions').fill('latency');
  await expect(catalogue.getByText('Median latency', { exact: true })).toBeVisible();
  await expect(catalogue.getByText('Legal threat', { exact: true })).toBeHidden();
  await page.getByLabel('Search conditions').fill('');

  // Median latency > 800 ms AND (Legal threat is present OR Number of red flags ≥ 2)
  await add(page, 'Median latency');
  const latency = value(page, 'Median latency');
  // A new condition shows no error until it is touched.
  await expect(latency).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a number', { exact: true })).toHaveCount(0);
  await latency.focus();
  await latency.blur();
  await expect(latency).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a number', { exact: true })).toBeVisible();
  await latency.fill('800');
  await expect(latency).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add group to group 1' }).press('Enter');
  await add(page, 'Legal threat');
  await add(page, 'Number of red flags');
  await value(page, 'Number of red flags').fill('2');
  await expect(sentence(page)).toHaveText('Median latency > 800 ms AND (Legal threat is present OR Number of red flags ≥ 2)');

  // The other kinds, into the top group.
  await page.getByRole('button', { name: 'Add conditions to group 1' }).click();
  await add(page, 'Greeting follows script');
  await add(page, 'order_id');
  await value(page, 'order_id').fill('42');
  // Changing the comparator keeps a value that still fits.
  await page.getByLabel('Comparator for order_id').selectOption({ label: '= (equals)' });
  await expect(value(page, 'order_id')).toHaveValue('42');
  await add(page, 'Transferred to a human');
  await add(page, 'Start time');
  await page.getByLabel('Value for Start time').fill('2026-11-20T09:30');
  await add(page, 'Caller number');
  await value(page, 'Caller number').fill('+44');
  await add(page, 'CSAT prediction');
  await value(page, 'CSAT prediction').fill('low');

  // Incomplete: saving is blocked and the field says why.
  await add(page, 'Interruptions');
  await page.getByLabel('Name', { exact: true }).fill('Escalation watch');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Fix the 1 flagged problem in the condition tree first.')).toBeVisible();
  await expect(value(page, 'Interruptions')).toBeFocused();
  await page.getByRole('button', { name: 'Remove condition Interruptions' }).press('Enter');

  // Move with the keyboard: the eval into group 2, then up to the top of it.
  await page.getByRole('button', { name: 'Move Greeting follows script to group…' }).press('Enter');
  await page.getByRole('menuitem', { name: 'Group 2' }).press('Enter');
  await page.getByRole('button', { name: 'Move Greeting follows script up' }).press('Enter');
  await page.getByRole('button', { name: 'Move Greeting follows script up' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Move Greeting follows script up' })).toBeDisabled();
  // Nest and operator: Caller number goes into its own group.
  await page.getByRole('button', { name: 'Put Caller number in a new group' }).press('Enter');
  await page.getByRole('combobox', { name: 'Join group 2 with' }).selectOption('or');

  const expected =
    'Median latency > 800 ms AND (Greeting follows script failed OR Legal threat is present OR Number of red flags ≥ 2) AND order_id = 42 AND Transferred to a human is true AND Start time is after ';
  await expect(sentence(page)).toContainText(expected);
  await expect(sentence(page)).toContainText('AND Caller number contains "+44" AND CSAT prediction = "low"');
  await expectNoAxeViolations(page);

  await page.getByRole('switch', { name: 'Enabled' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Alert definition "Escalation watch" created')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Escalation watch', exact: true }) });
  await expect(row).toContainText('Disabled');
  await expect(row).toContainText(expected);
  // The seeded one reads back too, and the builder is fresh for the next one.
  await expect(page.getByRole('row').filter({ hasText: 'Legal threat or slow answers' })).toContainText(
    'Legal threat is present OR (Median latency > 1500 ms AND Transferred to a human is false)',
  );
  await expect(sentence(page)).toHaveText('No conditions yet');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});
test('Create pressed right after a value is typed (at 4x CPU slowdown) sends what was typed', async ({ signedIn: page, context }) => {
  await page.goto(PAGE);
  await add(page, 'Median latency');
  await page.getByLabel('Name', { exact: true }).fill('Typed then saved at once');
  // The field hands its value to the tree as a transition: slowed down, the press comes first.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await value(page, 'Median latency').pressSequentially('1234');
  await page.getByRole('button', { name: 'Create' }).click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByText('Alert definition "Typed then saved at once" created')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Typed then saved at once', exact: true }) });
  await expect(row).toContainText('Median latency > 1234 ms');
});

test('copies the JSON and pastes a tree back; a bad one is refused with the reason and the place', async ({ signedIn: page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await add(page, 'Legal threat');
  await page.getByRole('button', { name: 'Copy JSON' }).click();
  await expect(page.getByText('Condition tree copied')).toBeVisible();
  const paste = page.getByLabel('Paste a condition tree (JSON)');
  const copied = JSON.parse(await pasteInto(paste));
  expect(copied).toEqual({
    type: 'group',
    operator: 'and',
    children: [{ type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null }],
  });

  const bad = { type: 'group', operator: 'or', children: [copied.children[0], { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'bigger', value: 3 }] };
  await paste.fill(JSON.stringify(bad));
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  await expect(paste).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^children\[1\]\.comparator must be one of: "eq" \(equals\), "neq" \(does not equal\), /)).toBeVisible();
  // Nothing changed in the builder.
  await expect(sentence(page)).toHaveText('Legal threat is present');

  const good = { ...bad, children: [bad.children[0], { ...bad.children[1], comparator: 'gte' }, { type: 'condition', source: 'red_flags', ref: 99, comparator: 'is_true', value: null }] };
  await paste.fill(JSON.stringify(good));
  await page.getByRole('button', { name: 'Load pasted tree' }).click();
  await expect(sentence(page)).toHaveText('Legal threat is present OR Median latency ≥ 3 ms OR Red flags 99 is present');
  // An item this agent does not offer is loaded but flagged in place.
  await expect(page.getByText('Red flag 99 is not offered by this agent: no rule with ID 99 raises a red flag (it may have been deleted)')).toBeVisible();
  await expect(page.getByLabel('Comparator for Red flags 99')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});
test('agent 2 has no settings: the page says so', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/agents/2/settings/alerts');
  await expect(page.getByText('Agent 2 does not have settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No alert definitions yet' })).toBeVisible();
  // No tree is shown, so nothing may point to one "above".
  await expect(page.getByRole('main')).not.toContainText('above');
  await expectNoAxeViolations(page);
});
test('a server without alert-definition endpoints still builds, reads and copies a tree', async ({ signedIn: page, emulator, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await emulator.fault({ path: DEFINITIONS_API, status: 404, body: { detail: 'Not Found' } });
  await page.goto(PAGE);
  await expect(page.getByText('This server does not offer alert definitions.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
  await add(page, 'Number of red flags');
  await value(page, 'Number of red flags').fill('3');
  await expect(sentence(page)).toHaveText('Number of red flags ≥ 3');
  await page.getByRole('button', { name: 'Copy JSON' }).click();
  expect(JSON.parse(await pasteInto(page.getByLabel('Paste a condition tree (JSON)'))).children[0]).toMatchObject({ ref: 'red_flag_count', value: 3 });
});

test('a failed load of the conditions shows the service text and retries', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ path: `${DEFINITIONS_API}/available-conditions`, status: 503, body: { detail: 'Upstream busy' } });
  await page.goto(PAGE);
  await expect(page.getByText('Upstream busy')).toBeVisible();
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Add Median latency' })).toBeVisible();
});
