import type { APIRequestContext, Page } from '@playwright/test';
import { CALLS } from './calls-helpers';
import { DEMO_TOKEN, expect as baseExpect, axeClean, signInDirectly, test } from './fixtures';

// B.12: the calls list's saved views kept by the service, shared with the workspace or not; a
// server without them keeps views in this browser, and says so.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const API = '/api/v1/workspaces/1/agents/1/saved-views';
const views = (page: Page) => page.getByRole('region', { name: 'Saved views' });

async function shareAsAdmin(request: APIRequestContext, name: string, query: string) {
  const res = await request.post(API, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
    data: { name, query, shared: true },
  });
  expect(res.ok()).toBe(true);
}

async function saveView(page: Page, name: string, share: boolean) {
  await views(page).getByRole('button', { name: 'Save view' }).click();
  await views(page).getByRole('textbox', { name: 'Name' }).fill(name);
  if (share) await views(page).getByRole('checkbox', { name: 'Share with the workspace' }).check();
  await views(page).getByRole('button', { name: 'Save', exact: true }).click();
}

test('the admin shares a view: it is kept by the service, marked shared, and opens the list as it was', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}?sentiment=negative&order=asc`);
  await saveView(page, 'Unhappy, oldest first', true);
  const link = views(page).getByRole('link', { name: 'Unhappy, oldest first' });
  await expect(link).toBeVisible();
  await expect(views(page)).toContainText('(shared)');
  // Kept by the service, not this browser.
  expect(await page.evaluate(() => localStorage.getItem('cm.calls.savedViews.v1'))).toBeNull();
  await page.goto(CALLS);
  await link.click();
  await expect(page).toHaveURL(/\/calls\?sentiment=negative&order=asc$/);
});

test('a view shared by the admin shows for Rey with its owner; Rey deletes only his own, after asking', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  await shareAsAdmin(request, 'Angry callers', 'sentiment=negative');
  await signInDirectly(page, 'reviewer-token');
  await page.goto(CALLS);
  await expect(views(page).getByRole('link', { name: 'Angry callers' })).toBeVisible();
  await expect(views(page)).toContainText('(shared by Demo admin)');
  await expect(views(page).getByRole('button', { name: 'Delete Angry callers' })).toHaveCount(0);

  await saveView(page, 'Mine', false);
  await expect(views(page).getByRole('link', { name: 'Mine' })).toBeVisible();
  // Names are unique per member: refused in place, what was typed kept.
  await saveView(page, 'mine', false);
  await expect(views(page).getByText('A view named “Mine” already exists. Choose another name.')).toBeVisible();
  await expect(views(page).getByRole('textbox', { name: 'Name' })).toHaveValue('mine');
  await views(page).getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Polled: the page lays itself out again for the narrower window.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);

  await views(page).getByRole('button', { name: 'Delete Mine' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Mine');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(views(page).getByRole('link', { name: 'Mine' })).toHaveCount(0);
  await expect(views(page).getByRole('link', { name: 'Angry callers' })).toBeVisible();
});

test('the admin deletes another member’s shared view; a refused save shows the service’s text and keeps the name', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const res = await request.post(API, {
    headers: { Authorization: 'Bearer reviewer-token' },
    data: { name: 'Rey’s refunds', query: 'label_id=3', shared: true },
  });
  expect(res.ok()).toBe(true);
  await page.goto(CALLS);
  await expect(views(page)).toContainText('(shared by Rey Reviewer)');
  await views(page).getByRole('button', { name: 'Delete Rey’s refunds' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(views(page).getByRole('link', { name: 'Rey’s refunds' })).toHaveCount(0);

  await emulator.fault({
    method: 'POST',
    path: API,
    status: 403,
    body: { detail: 'Your role (admin) does not allow this' },
  });
  await saveView(page, 'Blocked', true);
  await expect(views(page).getByRole('alert')).toContainText('Your role (admin) does not allow this');
  await expect(views(page).getByRole('textbox', { name: 'Name' })).toHaveValue('Blocked');
});

test('a server without saved views: kept in this browser, and the section says so', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ path: `${API}*`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(`${CALLS}?sentiment=negative`);
  await expect(views(page).getByText(/^Saved in this browser only/)).toBeVisible();
  await saveView(page, 'Local one', false);
  await expect(views(page).getByRole('link', { name: 'Local one' })).toBeVisible();
  await page.reload();
  await expect(views(page).getByRole('link', { name: 'Local one' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await axeClean(page);
});

test('views saved in this browser before the service kept them: listed apart, opened, shared with the workspace, deleted after asking', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(CALLS);
  await page.evaluate(() =>
    localStorage.setItem(
      'cm.calls.savedViews.v1',
      JSON.stringify([
        [
          '1:1',
          [
            { name: 'Old local', query: 'sentiment=negative' },
            { name: 'Second local', query: 'order=asc' },
          ],
        ],
      ]),
    ),
  );
  await page.reload();
  const browser = views(page).getByRole('group', { name: 'Saved in this browser' });
  await expect(browser.getByRole('link', { name: 'Old local' })).toBeVisible();
  await expect(browser.getByRole('link', { name: 'Second local' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A refusal shows the service's words, and the view stays in this browser.
  await emulator.fault({
    method: 'POST',
    path: API,
    status: 409,
    body: { detail: "A saved view named 'Old local' already exists." },
    times: 1,
  });
  await browser.getByRole('button', { name: 'Share Old local with the workspace' }).click();
  await expect(browser.getByRole('alert')).toContainText("A saved view named 'Old local' already exists.");
  await expect(browser.getByRole('link', { name: 'Old local' })).toBeVisible();
  await axeClean(page);

  await browser.getByRole('button', { name: 'Share Old local with the workspace' }).click();
  await expect(browser.getByRole('link', { name: 'Old local' })).toHaveCount(0);
  await expect(views(page).getByRole('link', { name: 'Old local' })).toBeVisible();
  await expect(views(page)).toContainText('(shared)');
  expect(await page.evaluate(() => localStorage.getItem('cm.calls.savedViews.v1'))).not.toContain('Old local');

  await browser.getByRole('button', { name: 'Delete Second local' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Second local');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(browser).toHaveCount(0);

  await views(page).getByRole('link', { name: 'Old local' }).click();
  await expect(page).toHaveURL(/\/calls\?sentiment=negative$/);
});
