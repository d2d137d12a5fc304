import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, axeClean, expect as baseExpect, signInDirectly, test } from './fixtures';
import { showReview } from './review-helpers';

// B.11: the review queue, the signed-in member's assignments (Rey has 1052, 1054, 1056 and 1058 open).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const QUEUE = `${AGENT}/review-queue`;
const API = '/api/v1/workspaces/1/agents/1';
const REY = 'reviewer-token';

async function assignments(request: APIRequestContext, query: string, token = REY) {
  const res = await request.get(`${API}/review-assignments?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { items: { id: number; call_id: number }[]; total: number };
}
const openTable = (page: Page) => page.getByRole('table', { name: 'Open assignments' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a reviewer’s queue lists their open calls oldest first, counts them, and the navigation links to it', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  const done = (await assignments(request, 'reviewer_id=2&state=done')).total;
  await signInDirectly(page, REY);
  await page.goto(`${AGENT}/overview`);
  const nav = page.getByRole('navigation', { name: 'Agent pages' });
  await nav.getByRole('link', { name: /^Review queue\s*4 open$/ }).click();
  await expect(heading(page)).toHaveText('Review queue');
  await expect(page.getByRole('main').getByText('4 open', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(`${done} done`, { exact: true })).toBeVisible();
  const links = openTable(page).getByRole('link', { name: /^Call \d+$/ });
  await expect(links).toHaveText(['Call 1052', 'Call 1054', 'Call 1056', 'Call 1058']);
  await expect(openTable(page).getByText('Demo admin').first()).toBeVisible();
  await axeClean(page);

  // Done ones apart, in the address.
  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(page).toHaveURL(/[?&]state=done/);
  await expect(page.getByRole('table', { name: 'Done assignments' }).getByRole('link')).toHaveCount(done);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Done', selected: true })).toBeVisible();
  // Only admins see everyone's assignments.
  await expect(page.getByRole('region', { name: 'Assignments by reviewer' })).toHaveCount(0);
});

test('opening a call of the queue steps through the queue: Save and next goes to the next open assignment', async ({
  page,
  emulator: _emulator,
}) => {
  await signInDirectly(page, REY);
  await page.goto(QUEUE);
  await openTable(page).getByRole('link', { name: 'Call 1052' }).click();
  await expect(heading(page)).toHaveText('Call 1052');
  const where = page.getByRole('navigation', { name: 'Calls in this list' });
  await expect(where).toContainText('Call 1 of 4 in this list');
  const review = await showReview(page);
  await review.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await review.getByRole('button', { name: 'Save and next' }).click();
  await expect(heading(page)).toHaveText('Call 1054');
  await expect(page).toHaveURL(/list=review-queue/);
  // The saved call's assignment is done: the queue is read again without it.
  await expect(where).toContainText('Call 1 of 3 in this list');
  await page.keyboard.press('j');
  await expect(heading(page)).toHaveText('Call 1056');
  await where.getByRole('link', { name: 'Back to review queue' }).click();
  await expect(openTable(page).getByRole('link')).toHaveText(['Call 1054', 'Call 1056', 'Call 1058']);
  await expect(page.getByRole('main').getByText('3 open', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Agent pages' }).getByTestId('queue-count-nav')).toHaveText(
    '3 open',
  );
});

test('an assignment completed in another tab leaves the queue when this one comes back into focus', async ({
  page,
  request,
  emulator: _emulator,
}) => {
  await signInDirectly(page, REY);
  await page.goto(QUEUE);
  await expect(openTable(page).getByRole('link')).toHaveCount(4);
  const body = {
    intent_correct: true,
    corrected_intent_id: null,
    labels: [],
    missed_labels: [],
    note: 'From the other tab',
  };
  const put = await request.put(`${API}/calls/1056/review`, {
    data: body,
    headers: { Authorization: `Bearer ${REY}` },
  });
  expect(put.ok()).toBe(true);
  // What the browser tells the page when its tab is shown again.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(openTable(page).getByRole('link')).toHaveText(['Call 1052', 'Call 1054', 'Call 1058']);
  await expect(page.getByRole('main').getByText('3 open', { exact: true })).toBeVisible();
});

test('the second reviewer’s queue is their own: 1055 and 1057', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'second-reviewer-token');
  await page.goto(QUEUE);
  await expect(openTable(page).getByRole('link')).toHaveText(['Call 1055', 'Call 1057']);
  await expect(page.getByRole('main').getByText('2 open', { exact: true })).toBeVisible();
});

test('a viewer has no calls assigned: the empty state, and no admin region', async ({ page, emulator: _emulator }) => {
  await signInDirectly(page, 'viewer-token');
  await page.goto(QUEUE);
  await expect(page.getByRole('heading', { name: 'No calls assigned to you' })).toBeVisible();
  await expect(page.getByRole('main').getByText('0 open', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Assignments by reviewer' })).toHaveCount(0);
  await expect(page.getByTestId('queue-count-nav')).toHaveCount(0);
  await axeClean(page);
});

test('an admin sees each reviewer’s assignments and takes one back, asked first', async ({ signedIn: page }) => {
  await page.goto(QUEUE);
  const region = page.getByRole('region', { name: 'Assignments by reviewer' });
  const rey = region.getByRole('region', { name: 'Rey Reviewer' });
  await expect(rey.getByText(/^4 open · \d+ done$/)).toBeVisible();
  await expect(region.getByRole('region', { name: 'Remi Second' }).getByText(/^2 open · /)).toBeVisible();
  await expect(rey.getByRole('link')).toHaveText(['Call 1052', 'Call 1054', 'Call 1056', 'Call 1058']);
  await rey.getByRole('button', { name: 'Take back Call 1058 from Rey Reviewer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Call 1058 from Rey Reviewer');
  await axeClean(page, 'dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rey.getByText(/^3 open · /)).toBeVisible();
  await expect(rey.getByRole('link')).toHaveText(['Call 1052', 'Call 1054', 'Call 1056']);
});

test('the service’s error is shown; a member removed since is named by id; hostile names stay text', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({
    method: 'GET',
    path: `${API}/review-assignments`,
    query: 'reviewer_id=1*',
    status: 503,
    body: { detail: 'Assignments are resting' },
  });
  const hostile = '<img src=x onerror="window.__owned=1">';
  await emulator.fault({
    method: 'GET',
    path: `${API}/review-assignments`,
    query: 'limit=*',
    body: {
      items: [
        {
          id: 90,
          call_id: 1001,
          reviewer_id: 9,
          reviewer: 'Old Name',
          assigned_by: hostile,
          assigned_at: '2026-11-01T10:00:00Z',
          state: 'open',
          done_at: null,
        },
      ],
      total: 1,
    },
  });
  await page.goto(QUEUE);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load open assignments' })).toContainText(
    'Assignments are resting',
  );
  const region = page.getByRole('region', { name: 'Assignments by reviewer' });
  const gone = region.getByRole('region', { name: 'Member 9 (no longer a member)' });
  await expect(gone.getByText('1 open · 0 done')).toBeVisible();
  await expect(gone.getByText(hostile)).toBeVisible();
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
});

test('on a phone, in the dark: nothing scrolls sideways and axe passes', async ({ page, emulator: _emulator }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInDirectly(page);
  await page.goto(QUEUE);
  await expect(page.getByRole('region', { name: 'Rey Reviewer' }).getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page);
});
