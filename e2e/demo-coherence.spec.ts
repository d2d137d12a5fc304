import type { Locator, Page } from '@playwright/test';
import { CALLS } from './calls-helpers';
import { timing } from './call-timing-helpers';
import { AGENT, DEMO_TOKEN, expect as baseExpect, test } from './fixtures';

// The seeded demo agrees with itself where a person reads it: a firing's figure and the call's
// Timing, a call's intent, labels and extracted values and what is said on it, the seeded
// firings' deliveries, the seeded webhook's test send, and a webhook aimed at the emulator itself.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 240_000 });

const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const DEFINITIONS_API = '/api/v1/workspaces/1/agents/1/settings/alert-definitions';
const CHANNELS = '/workspaces/1/notification-channels';
type Event = { id: number; call_id: number | null; matched: string };

/** A timing figure's value: the first line of its definition. */
const figure = (page: Page, label: string): Locator =>
  timing(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]/span[1]');
const seconds = (ms: number) => `${(Math.round(ms / 100) / 10).toFixed(1)} s`;
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('call 1060 is what its transcript says: a billing question, refunded, the caller’s own name and account', async ({
  signedIn: page,
}) => {
  await page.goto(`${CALLS}/1060`);
  const analysis = page.getByRole('definition');
  await expect(analysis.filter({ hasText: 'Billing question' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText('this is Marta Kowalski');
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText(
    'four oh nine one seven seven three three',
  );
  const values = page.getByRole('table', { name: 'Extracted values' });
  await expect(values.getByRole('row', { name: /caller_name/ })).toContainText('Marta Kowalski');
  await expect(values.getByRole('row', { name: /account_number/ })).toContainText('40917733');
  await expect(figure(page, 'Median response')).toHaveText('0.5 s');
});

test('a firing’s median latency is the median response the call’s Timing shows', async ({ signedIn: page }) => {
  const res = await page.request.get(`${DEFINITIONS_API}/1/events?limit=100`, { headers: auth });
  const { items } = (await res.json()) as { items: Event[] };
  const slow = items.filter((e) => e.call_id !== null && /Median latency was/.test(e.matched));
  expect(slow.length).toBeGreaterThan(2);
  for (const e of slow.slice(0, 3)) {
    const ms = Number(/Median latency was ([\d.]+) ms/.exec(e.matched)?.[1]);
    await page.goto(`${CALLS}/${e.call_id}`);
    await expect(figure(page, 'Median response')).toHaveText(seconds(ms));
  }
});

test('a call with a callback shows the time the caller asked for as a date-time', async ({ signedIn: page }) => {
  const list = await page.request.get(`/api/v1/workspaces/1/agents/1/calls?limit=100`, { headers: auth });
  const { items } = (await list.json()) as { items: { id: number; call_outcome: { label: string } | null }[] };
  const callback = items.find((c) => c.call_outcome?.label === 'Callback scheduled');
  if (!callback) throw new Error('the demo has a call whose outcome is a scheduled callback');
  await page.goto(`${CALLS}/${callback.id}`);
  const row = page.getByRole('table', { name: 'Extracted values' }).getByRole('row', { name: /callback_time/ });
  const time = row.locator('time');
  await expect(time).toBeVisible();
  const iso = await time.getAttribute('datetime');
  expect(iso).toMatch(/T\d{2}:\d{2}:00Z$/);
  await expect(row).not.toContainText(iso ?? 'no time');
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText(
    `call me back tomorrow at ${iso?.slice(11, 16)} GMT`,
  );
});

test('seeded firings name the channels they were delivered to; the seeded webhook’s test send arrives', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(`${AGENT}/alert-events?state=firing`);
  const firing = page.getByRole('article').first();
  await expect(firing.getByRole('list', { name: 'Deliveries' })).toContainText('On-call webhook: sent');
  await expect(firing.getByRole('list', { name: 'Deliveries' })).toContainText('Support leads: sent');
  await expect(page.getByText('Delivered to no channel: only recorded.')).toHaveCount(0);

  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Send test to On-call webhook' }).click();
  await expect(card(page, 'On-call webhook').getByRole('status')).toHaveText('Delivered (204)');
  const received = (await (await request.get('/__emulator/webhooks')).json()) as { body: { test?: boolean } }[];
  expect(received).toEqual([expect.objectContaining({ body: expect.objectContaining({ test: true }) })]);
});

test('a webhook aimed at the emulator’s control routes is refused, and the emulator is not reset', async ({
  signedIn: page,
  baseURL,
}) => {
  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Add channel' }).click();
  const form = page.getByRole('region', { name: 'Add channel' });
  await form.getByLabel('Name').fill('Reset hook');
  await form.getByLabel('URL').fill(`${baseURL}/__emulator/reset`);
  await form.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Send test to Reset hook' }).click();
  await expect(card(page, 'Reset hook').getByRole('status')).toContainText(
    'Not delivered: The emulator does not deliver to its own control routes',
  );
  await page.reload();
  await expect(card(page, 'Reset hook')).toBeVisible();
});
