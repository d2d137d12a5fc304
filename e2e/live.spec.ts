import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, expect as baseExpect, expectNoAxeViolations, test, type Emulator } from './fixtures';

// "Live" checks for new calls every 10 s: the page's clock is installed (it runs as usual) and
// moved on by hand, so each check comes when the test says, not after a real wait.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const CALLS = `${AGENT}/calls`;
const API_AGENT = '/api/v1/workspaces/1/agents/1';
const API_CALLS = `${API_AGENT}/calls`;

const live = (page: Page) => page.getByRole('switch', { name: 'Live' });
/** Turns Live on or off from the keyboard, as a keyboard user does. */
async function toggleLive(page: Page) {
  await live(page).focus();
  await page.keyboard.press('Space');
}
const notice = (page: Page) => page.getByTestId('live-bar').getByRole('status');
const rows = (page: Page) => page.getByRole('table').first().locator('tbody tr');
const callsName = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'call' : 'calls'}`;
const firstCallLink = (page: Page) =>
  rows(page)
    .first()
    .getByRole('link', { name: /^Call \d+$/ });

/** Requests to the agent's calls list (the list, and Live's checks) so far. */
async function listRequests(emulator: Emulator): Promise<number> {
  return (await emulator.requests()).filter((r) => r.method === 'GET' && r.path === API_CALLS).length;
}

/** A call that starts now, through the emulator's control route. */
async function addCall(request: APIRequestContext, agentId = 1) {
  expect((await request.post('/__emulator/calls', { data: { add: 1, agentId } })).ok()).toBe(true);
}

async function newestId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${API_CALLS}?limit=1&order=desc`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  const body = (await res.json()) as { items: { id: number }[] };
  const first = body.items[0];
  if (!first) throw new Error('no calls');
  return first.id;
}

/** Emulates the tab being hidden or shown again (what switching tabs does to the page). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, state);
}

async function openCalls(page: Page, query = '') {
  await page.clock.install();
  await page.goto(`${CALLS}${query}`);
  await expect(firstCallLink(page)).toBeVisible();
}

test('calls: Live is off by default and asks nothing; on, a new call is announced and shown only when applied', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  await openCalls(page);
  await expect(live(page)).not.toBeChecked();
  const loaded = await listRequests(emulator);
  await page.clock.fastForward(65_000);
  // A minute later: no request besides the list's own.
  expect(await listRequests(emulator)).toBe(loaded);

  await toggleLive(page);
  await expect(live(page)).toBeChecked();
  await expect(page).toHaveURL(/[?&]live=true/);
  await expect(notice(page)).toHaveText('No new calls');
  expect(await listRequests(emulator)).toBe(loaded + 1);

  const before = await firstCallLink(page).textContent();
  const box = await rows(page).first().boundingBox();
  await addCall(request);
  const added = await newestId(request);
  await page.clock.fastForward(10_000);
  await expect(notice(page)).toHaveText('1 new call');
  // Nothing moved: the same first row, in the same place.
  expect(await firstCallLink(page).textContent()).toBe(before);
  expect((await rows(page).first().boundingBox())?.y).toBe(box?.y);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Show new calls' }).click();
  await expect(firstCallLink(page)).toHaveText(`Call ${added}`);
  await expect(notice(page)).toHaveText('No new calls');
  await expect(live(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Show new calls' })).toHaveCount(0);

  // Live stays in the address: a reload follows new calls again.
  await page.reload();
  await expect(live(page)).toBeChecked();
  await expect(notice(page)).toHaveText('No new calls');
});

test('calls: a hidden tab is not polled; shown again, it checks at once', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  await openCalls(page, '?live=true');
  await expect(notice(page)).toHaveText('No new calls');
  await setVisibility(page, 'hidden');
  const hidden = await listRequests(emulator);
  await addCall(request);
  await page.clock.fastForward(10_000);
  await page.clock.fastForward(10_000);
  await page.clock.fastForward(10_000);
  expect(await listRequests(emulator)).toBe(hidden);
  await expect(notice(page)).toHaveText('No new calls');

  await setVisibility(page, 'visible');
  await expect(notice(page)).toHaveText('1 new call');
  expect(await listRequests(emulator)).toBe(hidden + 1);
});

test('calls: a failing check is said quietly and the next ones come later and later, until one answers', async ({
  signedIn: page,
  emulator,
}) => {
  await openCalls(page, '?live=true');
  await expect(notice(page)).toHaveText('No new calls');
  // Only Live's checks fail (one call asked for); the list itself still answers.
  await emulator.fault({
    path: API_CALLS,
    query: '*limit=1&offset=0*',
    status: 503,
    body: { detail: 'Service Unavailable' },
  });
  const quiet = page.getByText(/^Could not check for new calls/);

  const start = await listRequests(emulator);
  await page.clock.fastForward(10_000);
  await expect(quiet).toHaveText('Could not check for new calls: Service Unavailable — next try in 20 s.');
  expect(await listRequests(emulator)).toBe(start + 1);
  await page.clock.fastForward(10_000);
  expect(await listRequests(emulator)).toBe(start + 1);
  await page.clock.fastForward(10_000);
  await expect(quiet).toHaveText(/next try in 40 s\.$/);
  expect(await listRequests(emulator)).toBe(start + 2);
  // Not a page error: the list stays, nothing is an alert.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(firstCallLink(page)).toBeVisible();

  await emulator.clearFaults();
  await page.clock.fastForward(40_000);
  await expect(quiet).toHaveCount(0);
  expect(await listRequests(emulator)).toBe(start + 3);
  // Back to every 10 s.
  await page.clock.fastForward(10_000);
  await expect.poll(() => listRequests(emulator)).toBe(start + 4);
});

test('calls: a range that has ended has nothing to follow', async ({ signedIn: page, emulator }) => {
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString();
  await openCalls(page, `?live=true&started_after=2020-01-01T00:00:00.000Z&started_before=${dayAgo}`);
  await expect(live(page)).toBeDisabled();
  await expect(live(page)).not.toBeChecked();
  await expect(page.getByText('This range has ended, so no new calls fall in it.')).toBeVisible();
  const loaded = await listRequests(emulator);
  await page.clock.fastForward(30_000);
  expect(await listRequests(emulator)).toBe(loaded);
});

test('overview: new calls are announced, and the figures move only when updated', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  await page.clock.install();
  await page.goto(`${AGENT}/overview`);
  const figures = page.getByLabel('Headline figures');
  const calls = figures.getByRole('link', { name: /^[\d,]+ calls?$/ }).first();
  await expect(calls).toBeVisible();
  await expect(live(page)).not.toBeChecked();
  const total = Number((await calls.textContent())?.replace(/\D/g, ''));
  const loaded = await listRequests(emulator);
  await page.clock.fastForward(30_000);
  expect(await listRequests(emulator)).toBe(loaded);

  await toggleLive(page);
  await expect(page).toHaveURL(/[?&]live=true/);
  await expect(notice(page)).toHaveText('No new calls');
  await addCall(request);
  await page.clock.fastForward(10_000);
  await expect(notice(page)).toHaveText('1 new call');
  await expect(calls).toHaveAccessibleName(callsName(total));
  await expectNoAxeViolations(page);

  // While the figures up to now are on their way, the ones shown stay (no skeleton, nothing moves).
  await emulator.fault({ method: 'GET', path: `${API_AGENT}/calls/stats`, hold: 'stats', times: 1 });
  await page.getByRole('button', { name: 'Update figures' }).click();
  await expect
    .poll(async () => ((await (await request.get('/__emulator/held')).json()) as string[]).includes('stats'))
    .toBe(true);
  await expect(calls).toHaveAccessibleName(callsName(total));
  await expect(page.getByLabel('Loading the figures')).toHaveCount(0);
  await emulator.release('stats');
  await expect(calls).toHaveAccessibleName(callsName(total + 1));
  await expect(notice(page)).toHaveText('No new calls');
  await expect(live(page)).toBeFocused();
});

test('overview: a past range cannot be followed', async ({ signedIn: page }) => {
  await page.goto(
    `${AGENT}/overview?started_after=2026-01-05T00:00:00.000Z&started_before=2026-01-12T00:00:00.000Z&live=true`,
  );
  await expect(live(page)).toBeDisabled();
  await expect(page.getByText('This range has ended, so no new calls fall in it.')).toBeVisible();
});
