import type { Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// A definition's firings (service interface B.6, region "History") and the list's last firing.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PAGE = `${AGENT}/settings/alerts`;
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

type Events = { items: { id: number; fired_at: string; call_id: number | null; matched: string }[]; total: number };
const events = async (page: Page, id: number, query = '') =>
  (await (await page.request.get(`${DEFINITIONS_API}/${id}/events${query}`, { headers: auth })).json()) as Events;

const history = (page: Page) => page.getByRole('region', { name: 'History' });
const rows = (page: Page) => history(page).getByRole('table', { name: 'Firings, newest first' }).getByRole('row');
const listRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

test('the edit page tells how many times the definition fired, newest first, each call a link, page by page', async ({
  signedIn: page,
}) => {
  const all = await events(page, 1, '?limit=100');
  expect(all.total).toBeGreaterThan(10);
  await page.goto(`${PAGE}/1`);
  await expect(history(page).getByTestId('firing-count')).toHaveText(`Fired ${all.total} times`);
  await expect(rows(page)).toHaveCount(11);
  const newest = all.items[0];
  if (!newest?.call_id) throw new Error('the newest seeded firing names a call');
  const first = rows(page).nth(1);
  await expect(first).toContainText(newest.matched);
  await expect(first.getByRole('link', { name: `Call ${newest.call_id}` })).toHaveAttribute(
    'href',
    `${AGENT}/calls/${newest.call_id}`,
  );
  await expectNoAxeViolations(page);

  await history(page).getByRole('button', { name: 'Older firings' }).click();
  const second = all.items[10];
  await expect(history(page)).toContainText('Page 2 of 3');
  await expect(rows(page).nth(1)).toContainText(second?.matched ?? '');
  // The oldest page holds the firing that names no call.
  await history(page).getByRole('button', { name: 'Older firings' }).click();
  await expect(history(page)).toContainText('Page 3 of 3');
  await expect(history(page).getByText('No call')).toBeVisible();
  await expect(history(page).getByRole('button', { name: 'Older firings' })).toBeDisabled();
  await history(page).getByRole('button', { name: 'Newer firings' }).click();
  await expect(history(page)).toContainText('Page 2 of 3');

  // The link opens the call.
  await history(page).getByRole('button', { name: 'Newer firings' }).click();
  await first.getByRole('link', { name: `Call ${newest.call_id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/calls/${newest.call_id}$`));
});

test('a definition that never fired says so; a failure shows the service text with a retry', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(`${PAGE}/2`);
  await expect(history(page)).toContainText(
    'This definition has not fired yet. It is disabled: it fires only while enabled.',
  );

  await emulator.fault({
    method: 'GET',
    path: `${DEFINITIONS_API}/1/events`,
    status: 503,
    body: { detail: 'Event store unavailable' },
  });
  await page.goto(`${PAGE}/1`);
  await expect(history(page).getByRole('alert')).toContainText('Could not load the firings');
  await expect(history(page).getByRole('alert')).toContainText('Event store unavailable');
  await emulator.clearFaults();
  await history(page).getByRole('button', { name: 'Try again' }).click();
  await expect(history(page).getByTestId('firing-count')).toBeVisible();
});

test('the alerts list shows each definition its last firing', async ({ signedIn: page }) => {
  const newest = (await events(page, 1, '?limit=1')).items[0];
  await page.goto(PAGE);
  await expect(
    listRow(page, 'Legal threat or slow answers').getByRole('link', { name: `Call ${newest?.call_id}` }),
  ).toBeVisible();
  await expect(listRow(page, 'Legal threat on an order')).toContainText('Never');
});

test('a server without history or previews: the edit page says so, and saving still works', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'GET',
    path: `${DEFINITIONS_API}/*/events`,
    status: 404,
    body: { detail: 'Not Found' },
  });
  await emulator.fault({
    method: 'POST',
    path: `${DEFINITIONS_API}/preview`,
    status: 404,
    body: { detail: 'Not Found' },
  });
  await page.goto(`${PAGE}/1`);
  await expect(history(page)).toContainText('This server does not offer a history of alert firings');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
    'This server does not offer previews of alert conditions',
  );
  await page.getByLabel('Name', { exact: true }).fill('Legal threat or slow calls');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alert definition "Legal threat or slow calls" saved')).toBeVisible();
  await expect(listRow(page, 'Legal threat or slow calls')).toContainText('—');
});

test('the alerts list says where a last firing could not be loaded, in the service’s words, and loads it again', async ({
  signedIn: page,
  emulator,
}) => {
  const newest = (await events(page, 1, '?limit=1')).items[0];
  await emulator.fault({
    method: 'GET',
    path: `${DEFINITIONS_API}/1/events`,
    status: 503,
    body: { detail: 'Event store unavailable' },
  });
  await page.goto(PAGE);
  const row = listRow(page, 'Legal threat or slow answers');
  await expect(row).toContainText('Not loaded: Event store unavailable');
  await expectNoAxeViolations(page);
  // On a phone, dark: the words and the button fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The new layout may have asked again (and retried once): the service is mended only once the
  // button is there and idle, so what loads the firing is the press, not a retry still on its way.
  const tryAgain = row.getByRole('button', { name: 'Try again: last firing of Legal threat or slow answers' });
  await expect(tryAgain).toBeEnabled();
  await expect(row).toContainText('Not loaded: Event store unavailable');
  await emulator.clearFaults();
  await tryAgain.click();
  await expect(row.getByRole('link', { name: `Call ${newest?.call_id}` })).toBeVisible();
  await expect(row).not.toContainText('Not loaded');
});
