import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test } from './fixtures';
import { showReview } from './review-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const CALLS = `${AGENT}/calls`;
const API = '/api/v1/workspaces/1/agents/1';

async function list(request: APIRequestContext, query: string): Promise<{ ids: number[]; total: number }> {
  const res = await request.get(`${API}/calls?${query}`, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: { id: number }[]; total: number };
  return { ids: body.items.map((c) => c.id), total: body.total };
}
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const progress = (page: Page) => page.getByRole('status').filter({ hasText: /^[\d,]+ of [\d,]+ reviewed$/ });

test('the Review filter keeps to the address, marks each call, counts progress and opens its calls', async ({
  signedIn: page,
  request,
}) => {
  const reviewed = (await list(request, 'reviewed=true&limit=1')).total;
  const open = await list(request, 'reviewed=false&limit=100');
  await page.goto(CALLS);
  await expect(progress(page)).toHaveText(`${reviewed} of 60 reviewed`);
  await expect(page.getByRole('columnheader', { name: 'Review' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Review' }).selectOption({ label: 'Not reviewed' });
  await expect(page).toHaveURL(/[?&]reviewed=false(&|$)/);
  await expect(page.getByRole('status').filter({ hasText: /calls?$/ })).toHaveText(
    `Showing 1–25 of ${open.total} calls`,
  );
  const cells = page.getByRole('table').getByRole('row').locator('td:last-child');
  await expect(cells.first()).toHaveText('Not reviewed');
  expect(new Set(await cells.allInnerTexts())).toEqual(new Set(['Not reviewed']));
  // The progress stays that of the whole list, whatever its review.
  await expect(progress(page)).toHaveText(`${reviewed} of 60 reviewed`);

  await progress(page)
    .getByRole('link', { name: String(reviewed) })
    .click();
  await expect(page).toHaveURL(/[?&]reviewed=true(&|$)/);
  await expect(page.getByRole('combobox', { name: 'Review' })).toHaveValue('true');
  await expect(page.getByRole('status').filter({ hasText: /calls?$/ })).toContainText(`of ${reviewed} calls`);
  await expectNoAxeViolations(page);
});

test('"Review these" opens the first call of the filtered list; Save and next walks it, the progress in view', async ({
  signedIn: page,
  request,
}) => {
  const reviewed = (await list(request, 'sentiment=negative&reviewed=true&limit=1')).total;
  const all = (await list(request, 'sentiment=negative&limit=1')).total;
  const open = (await list(request, 'sentiment=negative&reviewed=false&limit=100')).ids;
  const [a, b] = open as [number, number];
  await page.goto(`${CALLS}?sentiment=negative&reviewed=false&offset=0`);
  await page.getByRole('button', { name: 'Review these' }).click();
  await expect(heading(page)).toHaveText(`Call ${a}`);
  await expect(page).toHaveURL(/sentiment=negative&reviewed=false/);
  const region = await showReview(page);
  await expect(progress(page)).toHaveText(`${reviewed} of ${all} reviewed`);
  await region.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await region.getByRole('button', { name: 'Save and next' }).click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(progress(page)).toHaveText(`${reviewed + 1} of ${all} reviewed`);
});

test('a server that does not filter by review is named, and the list shows no review column', async ({
  signedIn: page,
  request,
}) => {
  expect((await request.post('/__emulator/reviews', { data: { offered: false } })).ok()).toBe(true);
  await page.goto(`${CALLS}?reviewed=false`);
  await expect(
    page.getByRole('status').filter({ hasText: 'This server does not apply the review filter' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call 1060', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Review' })).toHaveCount(0);
  await expect(progress(page)).toHaveCount(0);
});

test('Save and next shows the next call with its review read beforehand: one read of it, made before the press', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const reviewed = (await list(request, 'reviewed=true&limit=1')).total;
  const [a, b] = (await list(request, 'reviewed=false&limit=100')).ids as [number, number];
  const readsOf = async (id: number) =>
    (await emulator.requests()).filter((r) => r.method === 'GET' && r.path === `${API}/calls/${id}/review`).length;
  await page.goto(`${CALLS}?reviewed=false`);
  await page.getByRole('button', { name: 'Review these' }).click();
  await expect(heading(page)).toHaveText(`Call ${a}`);
  // Read with the next call's details, before anyone presses.
  await expect.poll(() => readsOf(b)).toBe(1);
  const region = await showReview(page);
  await region.getByRole('radiogroup', { name: 'Intent' }).getByRole('radio', { name: 'Correct' }).check();
  await region.getByRole('button', { name: 'Save and next' }).click();
  await expect(heading(page)).toHaveText(`Call ${b}`);
  await expect(region.getByText('Not reviewed yet.')).toBeVisible();
  // The lists are read again (the progress moves on), and the next call's review is not.
  await expect(progress(page)).toHaveText(`${reviewed + 1} of 60 reviewed`);
  expect(await readsOf(b)).toBe(1);
});

test('"Save review" in a list of unreviewed calls: the call leaves it, the way forward stays', async ({
  signedIn: page,
  request,
}) => {
  const { ids, total } = await list(request, 'reviewed=false&limit=100');
  const [a, b, c] = ids as [number, number, number];
  await page.goto(`${CALLS}/${b}?reviewed=false`);
  await showReview(page);
  const region = page.getByRole('region', { name: 'Review' });
  const nav = page.getByRole('navigation', { name: 'Calls in this list' });
  await expect(nav).toContainText(`Call 2 of ${total} in this list`);
  await expect(region.getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('c');
  await region.getByRole('button', { name: 'Save review' }).click();
  await expect(region.getByText(/^Reviewed by Demo admin,/)).toBeVisible();
  // The list is read again without the call: it says so, and its neighbours stay the ones around it.
  await expect(nav).toContainText(`This call has left the list; ${total - 1} calls remain in it.`);
  await expect(nav.getByRole('button', { name: 'Next call' })).toBeEnabled();
  await expect(nav.getByRole('button', { name: 'Previous call' })).toBeEnabled();
  await expect(region).not.toContainText('This is the last call of the list');
  await expect(region.getByRole('button', { name: 'Save and next' })).toBeEnabled();
  await page.keyboard.press('j');
  await expect(heading(page)).toHaveText(`Call ${c}`);
  await expect(nav).toContainText(`Call 2 of ${total - 1} in this list`);
  await page.keyboard.press('k');
  await expect(heading(page)).toHaveText(`Call ${a}`);

  // The same from the last call of a page: the next one is the first of the next page, moved up.
  await page.goto(`${CALLS}/${c}?reviewed=false&limit=1&offset=1`);
  await showReview(page);
  await expect(region.getByText('Not reviewed yet.')).toBeVisible();
  await page.keyboard.press('c');
  await region.getByRole('button', { name: 'Save review' }).click();
  await expect(nav).toContainText('This call has left the list');
  await region.getByRole('button', { name: 'Save and next' }).click();
  await expect(heading(page)).toHaveText(`Call ${ids[3]}`);
});

test('while the next page of the list loads, the review says so, not that this is the last call', async ({
  signedIn: page,
  request,
  emulator,
}) => {
  const [a, b] = (await list(request, 'reviewed=false&limit=100')).ids as [number, number];
  await emulator.fault({ method: 'GET', path: `${API}/calls`, query: '*offset=2*', hold: 'page2' });
  await page.goto(`${CALLS}/${b}?reviewed=false&limit=2`);
  await showReview(page);
  const region = page.getByRole('region', { name: 'Review' });
  await expect(region.getByText('Not reviewed yet.')).toBeVisible();
  await expect(region.getByText('Finding the next call…')).toBeVisible();
  await expect(region).not.toContainText('This is the last call of the list');
  await emulator.release('page2');
  await expect(region.getByRole('button', { name: 'Save and next' })).toBeEnabled();
  await expect(region).not.toContainText('Finding the next call');
  expect(a).not.toBe(b);
});
