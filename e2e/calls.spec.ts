import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The machine the suite shares is often busy (a dev server compiling on first visit): wait longer
// than the default for what a user would eventually see, but never sleep.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALLS = `${AGENT}/calls`;
const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';

/** What the emulator itself answers for a query: the page must agree with it. */
async function expectedTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`${API_CALLS}?${query}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { total: number }).total;
}

const picker = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function pick(page: Page, name: string, option: string) {
  await picker(page, name).click();
  await picker(page, name).fill(option.slice(0, 4));
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** The "Showing a–b of N calls" line. */
const status = (page: Page) => page.getByRole('status').filter({ hasText: /calls?$/ });
const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');

/** Holds back the real picker's code (its stand-in shows meanwhile); call the result to let it load. */
async function holdPickerCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/assets/loaded-multi-select-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectEveryRow(page: Page, column: number, text: string) {
  const cells = rows(page).locator(`:nth-child(${column})`);
  const all = await cells.allInnerTexts();
  expect(all.length).toBeGreaterThan(0);
  for (const t of all) expect(t.replace(/\s+/g, ' ')).toContain(text);
}

const FILTERS: { picker: string; option: string; param: string; column: number }[] = [
  { picker: 'Call intents', option: 'Billing question', param: 'call_intent_id=1', column: 4 },
  { picker: 'Call outcomes', option: 'Escalated', param: 'call_outcome_id=2', column: 5 },
  { picker: 'Sentiments', option: 'negative', param: 'sentiment=negative', column: 6 },
  { picker: 'Labels and red flags', option: 'Refund request', param: 'label_id=3', column: 7 },
];

for (const f of FILTERS) {
  test(`filter by ${f.picker.toLowerCase()}`, async ({ signedIn: page, request }) => {
    const total = await expectedTotal(request, f.param);
    await page.goto(CALLS);
    await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
    await pick(page, f.picker, f.option);
    await expect(page).toHaveURL(new RegExp(`/calls\\?${f.param}$`));
    await expect(status(page)).toHaveText(
      `Showing 1–${Math.min(25, total)} of ${total} ${total === 1 ? 'call' : 'calls'}`,
    );
    await expectEveryRow(page, f.column, f.option);
  });
}

test('filters combine, red flags are told apart from labels, axe clean', async ({ signedIn: page, request }) => {
  const total = await expectedTotal(request, 'sentiment=negative&label_id=1');
  await page.goto(CALLS);
  await pick(page, 'Sentiments', 'negative');
  await picker(page, 'Labels and red flags').click();
  // Grouped: red flags apart from labels.
  await expect(page.getByText('Red flags', { exact: true })).toBeVisible();
  await expect(page.getByText('Labels', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('option', { name: 'Legal threat' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/calls\?sentiment=negative&label_id=1$/);
  await expect(status(page)).toHaveText(`Showing 1–${total} of ${total} ${total === 1 ? 'call' : 'calls'}`);
  await expectEveryRow(page, 6, 'negative');
  await expectEveryRow(page, 7, 'Legal threat (red flag)');
  await expectNoAxeViolations(page);
});

test('a link reproduces the view: pickers show the filters, the list is filtered', async ({
  signedIn: page,
  request,
}) => {
  const query = 'call_intent_id=1&call_intent_id=3&sentiment=negative&label_id=3';
  const total = await expectedTotal(request, query);
  await page.goto(`${CALLS}?${query}`);
  const filters = page.getByRole('region', { name: 'Filters' });
  for (const name of [
    'Remove Billing question',
    'Remove Technical support',
    'Remove negative',
    'Remove Refund request',
  ]) {
    await expect(filters.getByRole('button', { name })).toBeVisible();
  }
  await expect(status(page)).toHaveText(new RegExp(`of ${total} calls?$`));
  await expectEveryRow(page, 6, 'negative');
  await expectEveryRow(page, 7, 'Refund request');
  await expectNoAxeViolations(page);
});

test('back and forward step through filters; clearing a filter updates the URL', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  await pick(page, 'Sentiments', 'negative');
  await expect(page).toHaveURL(/\?sentiment=negative$/);
  await pick(page, 'Call outcomes', 'Resolved');
  await expect(page).toHaveURL(/\?call_outcome_id=1&sentiment=negative$/);

  await page.goBack();
  await expect(page).toHaveURL(/\?sentiment=negative$/);
  await expect(page.getByRole('button', { name: 'Remove Resolved' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Remove Resolved' })).toBeVisible();

  // Removing a pill by keyboard.
  await page.getByRole('button', { name: 'Remove negative' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?call_outcome_id=1$/);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/calls$/);
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
});

test('an id the options no longer offer shows as unknown and can be removed', async ({ signedIn: page }) => {
  await page.goto(`${CALLS}?label_id=999&sentiment=negative`);
  const unknown = page.getByRole('button', { name: 'Remove unknown (id 999)' });
  await expect(unknown).toBeVisible();
  await expect(page.getByText('No calls match these filters.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await unknown.click();
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
  await expect(unknown).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
});

test('pages through the calls with the total, kept in the URL', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/calls\?offset=25$/);
  await expect(status(page)).toHaveText('Showing 26–50 of 60 calls');
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(status(page)).toHaveText('Showing 51–60 of 60 calls');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.goBack();
  await expect(status(page)).toHaveText('Showing 26–50 of 60 calls');
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(page).toHaveURL(/\/calls\?limit=10$/);
  await expect(status(page)).toHaveText('Showing 1–10 of 60 calls');
  await expect(page.getByText('Page 1 of 6')).toBeVisible();
  // A filter starts again at the first page.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/limit=10&offset=10$/);
  await pick(page, 'Sentiments', 'positive');
  await expect(page).toHaveURL(/\/calls\?sentiment=positive&limit=10$/);
});

test('an unknown agent is one page saying so', async ({ signedIn: page }) => {
  await page.goto('/workspaces/1/agents/999/calls');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(picker(page, 'Sentiments')).toHaveCount(0);
});

test('a server without the calls list still offers working pickers', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ path: API_CALLS, status: 404, body: { detail: 'Not Found' } });
  await page.goto(`${CALLS}?sentiment=negative`);
  await expect(page.getByText('This server does not offer a list of calls.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
  await pick(page, 'Call intents', 'Technical support');
  await expect(page).toHaveURL(/\/calls\?call_intent_id=3&sentiment=negative$/);
  await expect(page.getByRole('button', { name: 'Remove Technical support' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed list offers a retry that works', async ({ signedIn: page, emulator }) => {
  await emulator.fault({ path: API_CALLS, status: 503, body: { detail: 'Service temporarily unavailable' } });
  await page.goto(CALLS);
  await expect(page.getByRole('alert').filter({ hasText: 'Service temporarily unavailable' })).toBeVisible();
  await emulator.clearFaults();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toHaveText('Showing 1–25 of 60 calls');
});

test('a picker loads on first use: what was typed before it arrived is kept, and it opens focused', async ({
  signedIn: page,
}) => {
  // Hold the picker's code until the person has typed into its stand-in.
  const release = await holdPickerCode(page);
  await page.goto(CALLS);
  await expect(rows(page).first()).toBeVisible();
  const sentiments = picker(page, 'Sentiments');
  await sentiments.click();
  await page.keyboard.type('neg');
  release();
  await expect(page.getByRole('option', { name: 'negative', exact: true })).toBeVisible();
  await expect(picker(page, 'Sentiments')).toBeFocused();
  await expect(picker(page, 'Sentiments')).toHaveValue('neg');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
});

test('Enter pressed before the picker has loaded still takes the first match', async ({ signedIn: page }) => {
  const release = await holdPickerCode(page);
  await page.goto(CALLS);
  await expect(rows(page).first()).toBeVisible();
  await picker(page, 'Sentiments').click();
  await page.keyboard.type('neg');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
  release();
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
  await expect(picker(page, 'Sentiments')).toHaveValue('');
});
