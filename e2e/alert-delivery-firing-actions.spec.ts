import type { APIRequestContext, Page } from '@playwright/test';
import { API, EVENTS } from './alert-delivery-helpers';
import { auth } from './alerts-helpers';
import { axeClean, expect, test } from './fixtures';

// On a shared, busy machine a page may take many seconds to draw: each test waits for its page
// first (what a person does too), then keeps the usual limits.
test.describe.configure({ timeout: 90_000 });
const drawn = (page: Page) =>
  expect(page.getByRole('heading', { level: 1, name: 'Firing alerts' })).toBeVisible({ timeout: 45_000 });

// Acknowledge and Resolve: one press sends once, a refusal is said in the service's words, and a
// comment is counted and checked before it goes.

type Listed = { id: number; alert_id: number };

/** The newest firing still firing: the first card of the page. */
async function newestFiring(request: APIRequestContext): Promise<Listed> {
  const res = await request.get(`${API}/agents/1/alert-events?state=firing&limit=1`, { headers: auth });
  return ((await res.json()) as { items: Listed[] }).items[0] as Listed;
}

async function firingTotal(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${API}/agents/1/alert-events?state=firing&limit=1`, { headers: auth });
  return ((await res.json()) as { total: number }).total;
}

const actionPath = (e: Listed, action: string) =>
  `${API}/agents/1/settings/alert-definitions/${e.alert_id}/events/${e.id}/${action}`;

test('a double press of Acknowledge sends once', async ({ signedIn: page, emulator, request }) => {
  const event = await newestFiring(request);
  const firingNow = await firingTotal(request);
  await emulator.fault({ method: 'POST', path: actionPath(event, 'acknowledge'), hold: 'ack', times: 1 });
  await page.goto(EVENTS);
  await drawn(page);
  const firing = page.getByRole('article').first();
  await firing.getByLabel('Comment').fill('On it');
  await firing.getByRole('button', { name: 'Acknowledge' }).dblclick();
  await emulator.release('ack');
  await expect(page.getByRole('article')).toHaveCount(firingNow - 1);
  const sent = (await emulator.requests()).filter(
    (r) => r.method === 'POST' && r.path === actionPath(event, 'acknowledge'),
  );
  expect(sent).toHaveLength(1);
});

test('a resolve the service refuses says why, though the firing has left the list', async ({
  signedIn: page,
  request,
}) => {
  const event = await newestFiring(request);
  await page.goto(EVENTS);
  await drawn(page);
  const firing = page.getByRole('article').first();
  await expect(firing).toBeVisible();
  // Another client resolves it first.
  expect((await request.post(actionPath(event, 'resolve'), { headers: auth, data: { comment: '' } })).ok()).toBe(true);
  await firing.getByLabel('Comment').fill('Done here too');
  await firing.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('alert')).toContainText(`Alert event ${event.id} is already resolved`);
  await expect(page.getByRole('alert')).toContainText('Could not resolve');
  await axeClean(page);
});

test('a comment is counted and one over 2,000 characters is refused before sending, kept as typed', async ({
  signedIn: page,
  emulator,
}) => {
  await page.goto(EVENTS);
  await drawn(page);
  const firing = page.getByRole('article').first();
  const comment = firing.getByLabel('Comment');
  await expect(firing).toContainText('0 / 2,000 characters');
  const long = 'x'.repeat(10_000);
  await comment.fill(long);
  await expect(firing).toContainText('10,000 / 2,000 characters');
  const before = (await emulator.requests()).length;
  await firing.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(firing).toContainText('A comment holds at most 2,000 characters (this one has 10,000).');
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toHaveValue(long);
  expect((await emulator.requests()).slice(before).filter((r) => r.method === 'POST')).toEqual([]);
});
