import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { API, auth } from './settings-changes-helpers';
import { HISTORY, get, put, row, rows } from './settings-history-helpers';

// The settings history page: its rows, filters and pages, and the editors' links to it.
const expect = baseExpect.configure({ timeout: 20_000 });

test('a change made through the API appears with its actor and its words marked', async ({
  signedIn: page,
  request,
}) => {
  await put(request, '/settings/call-intents/1', {
    label: 'Billing question',
    description: 'The caller asks about a charge, an invoice or a refund.',
  });
  await page.goto(HISTORY);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings history');
  const first = rows(page).first();
  await expect(first).toHaveAccessibleName('Call intent Billing question');
  await expect(first).toContainText('by Demo admin');
  await expect(first.locator('ins')).toContainText(['refund.']);
  await expect(first.locator('del').first()).toContainText('payment method');
  // Seeded changes by two people, and an unknown actor shown as such where there is one.
  await expect(page.getByText('by Priya Raman').first()).toBeVisible();
  await expect(page.getByText('by Sam Okafor').first()).toBeVisible();

  // The filters live in the address: kind of record, actor.
  // The box is checked once the address has changed (a navigation), not in the press itself.
  await page.getByRole('checkbox', { name: 'Alert definition', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Alert definition', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/resource=alert_definition/);
  await expect(rows(page).filter({ hasText: /Call intent/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Actor' }).fill('Sam Okafor');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/actor=Sam\+Okafor/);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByText('by Priya Raman')).toHaveCount(0);
});

test('each editor shows when its record last changed and links to its changes', async ({ signedIn: page }) => {
  await page.goto(`${AGENT}/settings/alerts/1`);
  await expect(page.getByText(/^Last changed .* by Sam Okafor$/)).toBeVisible();
  await page.getByRole('link', { name: 'Changes to this record' }).click();
  await expect(page).toHaveURL(/settings\/history\?resource=alert_definition&resource_id=1/);
  await expect(rows(page)).toHaveCount(3);
  await page.goto(`${AGENT}/settings/sip`);
  await expect(page.getByText(/^Last changed .* by Sam Okafor$/)).toBeVisible();
});

test('the intent, detection and profile editors show their own last change, with a link to it', async ({
  signedIn: page,
  request,
}) => {
  await put(request, '/settings/call-intents/2', { label: 'Cancel subscription', description: 'Edited just now.' });
  await page.goto(`${AGENT}/settings/intents`);
  // Detection's own record: its last change is the seeded one, not the intent's just made.
  const detection = page.getByRole('region', { name: 'Intent detection' });
  await expect(detection.getByText(/^Last changed .* by (Sam Okafor|Priya Raman)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Cancel subscription' }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByText(/^Last changed .* by Demo admin$/)).toBeVisible();
  await editor.getByRole('link', { name: 'Changes to this record' }).click();
  await expect(page).toHaveURL(/settings\/history\?resource=call_intent&resource_id=2/);
  await expect(rows(page).first()).toContainText('Demo admin');

  await page.goto(`${AGENT}/simulation-profiles/1`);
  await expect(page.getByText(/^Last changed .* by (Sam Okafor|Priya Raman)$/)).toBeVisible();
  await page.getByRole('link', { name: 'Changes to this record' }).click();
  await expect(page).toHaveURL(/settings\/history\?resource=simulation_profile&resource_id=1/);
  await expect(rows(page).first()).toContainText('Simulation profile Frustrated customer');

  // Extraction fields, like rules, offer no restore and say why.
  await page.goto(`${HISTORY}?resource=data_extraction_field`);
  await expect(rows(page).first()).toContainText('Extraction fields cannot be restored');
  await expect(
    rows(page)
      .first()
      .getByRole('button', { name: /^Restore/ }),
  ).toHaveCount(0);
});

test('pages through many changes, and a time range set in the form is kept in the address', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/settings-changes', { data: { count: 40 } })).ok()).toBe(true);
  const all = await get<{ total: number }>(request, '/settings/changes?limit=1');
  await page.goto(HISTORY);
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows(page)).toHaveCount(Math.min(25, all.total - 25));
  await page.getByRole('button', { name: 'Last page' }).click();
  await expect(rows(page)).toHaveCount(all.total - 25 * (Math.ceil(all.total / 25) - 1));

  // 10 to 14 Nov (UTC, as the specs run): what the service counts for that range, and no more.
  const range = { started_after: '2026-11-10T00:00:00.000Z', started_before: '2026-11-15T00:00:00.000Z' };
  const inRange = await get<{ total: number }>(request, `/settings/changes?limit=1&${new URLSearchParams(range)}`);
  expect(inRange.total).toBeGreaterThan(0);
  await page.goto(HISTORY);
  await page.getByLabel('From', { exact: true }).fill('2026-11-10');
  await page.getByLabel('To', { exact: true }).fill('2026-11-14');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/started_after=2026-11-10/);
  await expect(rows(page)).toHaveCount(inRange.total);
  await page.reload();
  await expect(rows(page)).toHaveCount(inRange.total);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-11-10');
});

test('a server without the history says so on the page and beside the editors', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ method: 'GET', path: `${API}/settings/changes`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(HISTORY);
  await expect(page.getByText('This server keeps no history of settings changes')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Restore/ })).toHaveCount(0);
  await page.goto(`${AGENT}/settings/intents`);
  await expect(page.getByText('This server keeps no history of changes.')).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the history page passes axe on a phone, ${scheme}`, async ({ signedIn: page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${HISTORY}?resource=alert_definition&resource=simulation_profile`);
    await expect(rows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await row(page, 'Simulation profile Frustrated customer')
      .getByRole('button', { name: 'Restore as it was before' })
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Restore', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
}

test('a profile of many keys shows 20 of them, then all in a list drawn as it scrolls', async ({
  signedIn: page,
  request,
}) => {
  const fields = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`key_${i + 1}`, `Value ${i + 1}`]));
  const res = await request.post(`${API}/simulation-profiles`, { headers: auth, data: { name: 'Wide', fields } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: number };
  await page.goto(`${HISTORY}?resource=simulation_profile&resource_id=${id}`);
  const change = row(page, 'Simulation profile Wide');
  await expect(change.getByText('600 added, 0 removed, 0 changed')).toBeVisible();
  await expect(change.getByRole('listitem')).toHaveCount(20);
  await change.getByRole('button', { name: 'Show all 600 changed keys' }).click();
  const all = change.getByRole('list', { name: 'All 600 changed keys' });
  await expect(all.getByText('key_1', { exact: true })).toBeVisible();
  // Only the rows in view are drawn; the last is reached by scrolling.
  expect(await all.getByRole('listitem').count()).toBeLessThan(100);
  await all.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(all.getByText('key_600', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
