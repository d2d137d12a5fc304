import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { AGENT, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';

// The calls page against a server that misbehaves and a browser that is full or crowded: exports
// that cannot be complete, addresses with values that cannot apply, saved views by the thousand.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CALLS = `${AGENT}/calls`;
const API_CALLS = '/api/v1/workspaces/1/agents/1/calls';
const VIEWS_KEY = 'cm.calls.savedViews.v1';

async function callsControl(
  request: APIRequestContext,
  body: { ignore?: string[]; count?: number; arriving?: number },
) {
  expect((await request.post('/__emulator/calls', { data: body })).ok()).toBe(true);
}

/** The rows of the CSV the export downloads when `button` is clicked. */
async function exportedRows(page: Page, button: string): Promise<string[][]> {
  const [download]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const parsed = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8').trimEnd(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data.slice(1);
}

const exportHere = async (page: Page) => {
  await page.goto(CALLS);
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
};

test.describe('an export that cannot be complete says what the file holds', () => {
  test('a page that comes back empty midway', async ({ signedIn: page, request, emulator }) => {
    await callsControl(request, { count: 1000 });
    await emulator.fault({ method: 'GET', path: API_CALLS, query: '*offset=400*', body: { items: [], total: 1000 } });
    await exportHere(page);
    const rows = await exportedRows(page, 'Download CSV');
    expect(rows).toHaveLength(400);
    const alert = page.getByRole('alert').filter({ hasText: 'The file is not complete' });
    await expect(alert).toContainText('it holds 400 calls of the 1,000 the list counts');
    await expect(alert).toContainText('The server sent no calls from call 401 on, though it counts 1,000 calls.');
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a server that ignores offset', async ({ signedIn: page, request }) => {
    await callsControl(request, { count: 1000, ignore: ['offset'] });
    await exportHere(page);
    const rows = await exportedRows(page, 'Download CSV');
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r[0])).size).toBe(200);
    const alert = page.getByRole('alert').filter({ hasText: 'The file is not complete' });
    await expect(alert).toContainText('it holds 200 calls of the 1,000 the list counts');
    await expect(alert).toContainText('it does not apply offset');
  });

  test('a list that grows while it is exported', async ({ signedIn: page, request }) => {
    await callsControl(request, { count: 1000 });
    await exportHere(page);
    // From now on five new calls arrive before each answer of the list.
    await callsControl(request, { arriving: 5 });
    const rows = await exportedRows(page, 'Download CSV');
    // Each call once, whatever moved.
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    const alert = page.getByRole('alert').filter({ hasText: 'The file is not complete' });
    await expect(alert).toContainText('The list changed while it was exported');
    await expect(alert).toContainText(/came twice .* each is in the file once/);
    // Exporting again is one click away.
    await expect(alert.getByRole('button', { name: 'Export again' })).toBeVisible();
  });
});

test('limit, offset and filter ids in the address that cannot apply are named in the note', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?limit=5000&offset=abc&label_id=abc&sentiment=negative`);
  const note = page.getByRole('status').filter({ hasText: 'Part of this page' });
  await expect(note).toContainText(
    'limit “5000” is not a whole number from 1 to 1000, so 25 calls are shown per page.',
  );
  await expect(note).toContainText('offset “abc” is not a whole number of 0 or more');
  await expect(note).toContainText('label_id “abc” is not an id');
  // The rest of the address still applies.
  await expect(page.getByRole('button', { name: 'Remove negative' })).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('saved-view names that only look different are one name', async ({ signedIn: page }) => {
  await page.goto(CALLS);
  const views = page.getByRole('region', { name: 'Saved views' });
  const saveAs = async (name: string) => {
    await views.getByRole('button', { name: 'Save view' }).click();
    await views.getByRole('textbox', { name: 'Name' }).fill(name);
    await views.getByRole('button', { name: 'Save', exact: true }).click();
  };
  await saveAs('Café');
  await expect(views.getByRole('link', { name: 'Café' })).toBeVisible();
  for (const lookalike of ['Cafe\u0301', 'Ca\u200Bfé', 'café\u2060 ']) {
    await saveAs(lookalike);
    await expect(views.getByText('A view named “Café” already exists. Choose another name.')).toBeVisible();
    await views.getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(views.getByRole('link')).toHaveCount(1);
});

test('saving a view when the browser storage is full says so and keeps the name typed', async ({
  signedIn: page,
  emulator,
}) => {
  // Views kept in this browser: a server without B.12's saved views.
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/*/saved-views*',
    status: 404,
    body: { detail: 'Not Found' },
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(CALLS);
  const views = page.getByRole('region', { name: 'Saved views' });
  await views.getByRole('button', { name: 'Save view' }).click();
  await views.getByRole('textbox', { name: 'Name' }).fill('Busy Monday');
  // Fill this site's storage to the last byte.
  await page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 20; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) localStorage.setItem(`fill.${i++}`, 'x'.repeat(size));
      } catch {
        // full at this size: try a smaller piece
      }
    }
  });
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('alert')).toContainText(
    "This browser's storage for this site is full, so the view was not saved.",
  );
  await expect(views.getByRole('textbox', { name: 'Name' })).toHaveValue('Busy Monday');
  expect(errors).toEqual([]);
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('fill.'))
      .forEach((k) => localStorage.removeItem(k)),
  );
  await views.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(views.getByRole('link', { name: 'Busy Monday' })).toBeVisible();
});

test('2,000 saved views: a few are drawn, the others are found by name', async ({ signedIn: page, emulator }) => {
  // Views kept in this browser: a server without B.12's saved views.
  await emulator.fault({
    path: '/api/v1/workspaces/1/agents/*/saved-views*',
    status: 404,
    body: { detail: 'Not Found' },
  });
  await page.addInitScript((key) => {
    if (localStorage.getItem(key) !== null) return;
    const views = Array.from({ length: 2000 }, (_, i) => ({
      name: `View ${String(i).padStart(4, '0')}`,
      query: `limit=${(i % 100) + 1}`,
    }));
    localStorage.setItem(key, JSON.stringify([['1:1', views]]));
  }, VIEWS_KEY);
  await page.goto(CALLS);
  const views = page.getByRole('region', { name: 'Saved views' });
  await expect(views.getByRole('link', { name: 'View 0000' })).toBeVisible();
  expect(await views.getByRole('link').count()).toBeLessThanOrEqual(12);
  await expect(views).toContainText('1,988 more of 2,000 saved views: type part of a name above to find one.');
  await views.getByRole('textbox', { name: 'Find a saved view' }).fill('1999');
  await expect(views.getByRole('link', { name: 'View 1999' })).toBeVisible();
  await expect(views.getByRole('link')).toHaveCount(1);
  await views.getByRole('link', { name: 'View 1999' }).click();
  await expect(page).toHaveURL(/\/calls\?limit=100$/);
  await views.getByRole('button', { name: 'Save view' }).click();
  await expect(views.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectNoAxeViolations(page);
});
