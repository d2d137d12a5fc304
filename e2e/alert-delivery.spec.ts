import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { AGENT, DEMO_TOKEN, axeClean, expect, test } from './fixtures';

// A real receiver on the loopback address, started by the test; nothing goes anywhere else.
type Received = { headers: IncomingHttpHeaders; body: string };
let receiver: Server;
let hookUrl = '';
const received: Received[] = [];
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
test.beforeEach(() => {
  received.length = 0;
});

/** A port on the loopback address that nobody listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

const CHANNELS = '/workspaces/1/notification-channels';
const EVENTS = `${AGENT}/alert-events`;
const API = '/api/v1/workspaces/1';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function createChannel(request: APIRequestContext, body: unknown): Promise<number> {
  const res = await request.post(`${API}/notification-channels`, { headers: auth, data: body });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** Definition 1 of the demo agent, with B.9's fields set through the service. */
async function setDefinition(request: APIRequestContext, extra: Record<string, unknown>) {
  const list = (await (await request.get(`${API}/agents/1/settings/alert-definitions`, { headers: auth })).json()) as {
    id: number;
  }[];
  const current = list.find((d) => d.id === 1) as Record<string, unknown>;
  const res = await request.put(`${API}/agents/1/settings/alert-definitions/1`, {
    headers: auth,
    data: { name: current.name, enabled: true, condition_tree: current.condition_tree, ...extra },
  });
  expect(res.ok()).toBe(true);
}

const fire = async (request: APIRequestContext) => {
  const res = await request.post('/__emulator/fire', { data: { alertId: 1 } });
  expect(res.ok()).toBe(true);
};

test('adds a webhook with a secret; its test delivery arrives signed and says "Delivered (200)"', async ({
  signedIn: page,
}) => {
  await page.goto(`${AGENT}/settings/alerts`);
  await page.getByRole('link', { name: 'Notification channels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification channels' })).toBeVisible();
  await expect(card(page, 'On-call webhook')).toContainText('Secret: set');
  await page.getByRole('button', { name: 'Add channel' }).click();
  const form = page.getByRole('region', { name: 'Add channel' });
  await form.getByLabel('Name').fill('Pager');
  await form.getByLabel('URL').fill(hookUrl);
  await form.getByLabel('Secret').fill('s3cret');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(card(page, 'Pager')).toContainText('Secret: set');
  await axeClean(page);

  await page.getByRole('button', { name: 'Send test to Pager' }).click();
  await expect(card(page, 'Pager').getByRole('status')).toHaveText('Delivered (200)');
  expect(received).toHaveLength(1);
  const [got] = received;
  expect(JSON.parse(got?.body ?? '')).toMatchObject({ test: true, channel: { name: 'Pager' } });
  const expected = `sha256=${createHmac('sha256', 's3cret')
    .update(got?.body ?? '')
    .digest('hex')}`;
  expect(got?.headers['x-signature']).toBe(expected);

  // Cleared, the next test goes unsigned.
  await page.getByRole('button', { name: 'Edit Pager' }).click();
  const edit = page.getByRole('region', { name: 'Edit Pager' });
  await edit.getByRole('button', { name: 'Clear secret' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card(page, 'Pager')).toContainText('Secret: not set');
  await page.getByRole('button', { name: 'Send test to Pager' }).click();
  await expect(card(page, 'Pager').getByRole('status')).toHaveText('Delivered (200)');
  expect(received[1]?.headers['x-signature']).toBeUndefined();
});

test('says what is wrong before sending, the service’s text after, and a dead receiver’s error', async ({
  signedIn: page,
}) => {
  const port = await closedPort();
  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Add channel' }).click();
  const form = page.getByRole('region', { name: 'Add channel' });
  await form.getByLabel('Name').fill('support LEADS');
  await form.getByRole('radio', { name: 'Slack' }).check();
  await form.getByLabel('Slack webhook URL').fill('ftp://127.0.0.1/x');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form).toContainText("Another channel of this workspace is already named 'support LEADS'.");
  await expect(form).toContainText('Enter an http:// or https:// URL.');
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByLabel('Addresses').fill('ops@acme.example, not-an-address');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toContainText('Not an email address: not-an-address');

  await form.getByRole('radio', { name: 'Slack' }).check();
  await form.getByLabel('Name').fill('Dead end');
  await form.getByLabel('Slack webhook URL').fill(`http://127.0.0.1:${port}/services/x`);
  await form.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Send test to Dead end' }).click();
  await expect(card(page, 'Dead end').getByRole('status')).toContainText(
    `Not delivered: connect ECONNREFUSED 127.0.0.1:${port}`,
  );
});

test('a firing reaches the definition’s channels; acknowledged and resolved with comments', async ({
  signedIn: page,
  request,
}) => {
  const pager = await createChannel(request, { name: 'Pager', type: 'webhook', config: { url: hookUrl, secret: 'k' } });
  await setDefinition(request, { channel_ids: [pager, 2], severity: 'critical' });
  await fire(request);
  expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({
    alert: { id: 1, severity: 'critical' },
    agent: { id: 1 },
    workspace_id: 1,
  });

  await page.goto(EVENTS);
  await expect(page.getByRole('heading', { level: 1, name: 'Firing alerts' })).toBeVisible();
  const firing = page.getByRole('article').first();
  await expect(firing).toContainText('Legal threat or slow answers');
  await expect(firing).toContainText('Critical');
  await expect(firing.getByRole('list', { name: 'Deliveries' })).toContainText('Pager: sent');
  await expect(firing.getByRole('list', { name: 'Deliveries' })).toContainText('Support leads: sent');
  await axeClean(page);

  await firing.getByLabel('Comment').fill('Looking into the lawyer call');
  await firing.getByRole('button', { name: 'Acknowledge' }).click();
  // Acknowledged, it leaves the firing list; it shows among the acknowledged ones.
  // The filter lives in the address; the box follows the click at once (check() asks it then).
  const acknowledged = page.getByRole('checkbox', { name: 'Acknowledged' });
  await acknowledged.check();
  await expect(page).toHaveURL(/state=firing&state=acknowledged/);
  const acked = page.getByRole('article').filter({ hasText: 'Looking into the lawyer call' });
  await expect(acked).toContainText('Acknowledged by Demo admin');
  await acked.getByLabel('Comment').fill('Prompt fixed');
  await acked.getByRole('button', { name: 'Resolve' }).click();
  await page.goto(`${EVENTS}?state=resolved`);
  const resolved = page.getByRole('article').filter({ hasText: 'Prompt fixed' });
  await expect(resolved).toContainText('Resolved by Demo admin');
  await expect(resolved.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
});

test('snoozed and muted definitions record firings without delivering them, and say so', async ({
  signedIn: page,
  request,
}) => {
  const pager = await createChannel(request, { name: 'Pager', type: 'webhook', config: { url: hookUrl } });
  await setDefinition(request, { channel_ids: [pager], snoozed_until: new Date(Date.now() + 3_600_000).toISOString() });
  await fire(request);
  const always = {
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    start: '00:00',
    end: '00:00',
    tz: 'Europe/Berlin',
  };
  await setDefinition(request, { snoozed_until: null, mute_windows: [always] });
  await fire(request);
  expect(received).toEqual([]);
  await page.goto(EVENTS);
  const lists = page.getByRole('list', { name: 'Deliveries' });
  await expect(lists.nth(0)).toContainText('Pager: muted');
  await expect(lists.nth(1)).toContainText('Pager: snoozed');
});

test('deleting a channel names the definitions that send to it; their firings then say it is gone', async ({
  signedIn: page,
  request,
}) => {
  await page.goto(CHANNELS);
  await page.getByRole('button', { name: 'Delete On-call webhook' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('list', { name: 'Alert definitions that send to this channel' })).toContainText(
    'Legal threat or slow answers (Support line)',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'On-call webhook')).toHaveCount(0);
  await fire(request);
  await page.goto(EVENTS);
  await expect(page.getByRole('list', { name: 'Deliveries' }).first()).toContainText(
    'Channel 1: failed: Notification channel with ID 1 not found',
  );
});

test('a channel deleted by another client is named on the definition; Slack and email get the firing as text', async ({
  signedIn: page,
  request,
}) => {
  const room = await createChannel(request, {
    name: 'Team room',
    type: 'slack',
    config: { webhook_url: hookUrl.replace('/hook', '/services/T1') },
  });
  const gone = await createChannel(request, { name: 'Old pager', type: 'webhook', config: { url: hookUrl } });
  await setDefinition(request, { channel_ids: [room, gone, 2], severity: 'warning' });
  expect((await request.delete(`${API}/notification-channels/${gone}`, { headers: auth })).ok()).toBe(true);

  await page.goto(`${AGENT}/settings/alerts/1`);
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(
    `Channel ${gone} no longer exists; saving leaves it out.`,
  );
  await fire(request);
  expect(received).toHaveLength(1);
  const slack = JSON.parse(received[0]?.body ?? '') as Record<string, unknown>;
  expect(Object.keys(slack)).toEqual(['text']);
  expect(slack.text).toMatch(/^\[warning\] Legal threat or slow answers fired for Support line: /);
  const outbox = (await (await request.get('/__emulator/outbox')).json()) as { subject: string; test: boolean }[];
  expect(outbox.filter((m) => !m.test).map((m) => m.subject)).toContain('[warning] Legal threat or slow answers');

  // The navigation counts what is firing, the new one included.
  const firing = (await (
    await request.get(`${API}/agents/1/alert-events?state=firing&limit=1`, { headers: auth })
  ).json()) as { total: number };
  await page.goto(EVENTS);
  await expect(page.getByTestId('firing-count-nav')).toHaveText(String(firing.total));
  await expect(page.getByRole('list', { name: 'Deliveries' }).first()).toContainText(
    `Channel ${gone}: failed: Notification channel with ID ${gone} not found`,
  );
});

test('a server without channels or firing lists says so; the alerts page works as before', async ({
  signedIn: page,
  emulator,
}) => {
  await emulator.fault({ path: `${API}/notification-channels`, status: 404, body: { detail: 'Not Found' } });
  await emulator.fault({ path: `${API}/agents/1/alert-events`, status: 404, body: { detail: 'Not Found' } });
  await page.goto(CHANNELS);
  await expect(page.getByText('This server does not offer a list of notification channels')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add channel' })).toHaveCount(0);
  await page.goto(EVENTS);
  await expect(page.getByText('This server does not offer a list of firing alerts')).toBeVisible();
  await page.goto(`${AGENT}/settings/alerts`);
  await expect(page.getByRole('switch', { name: 'Legal threat or slow answers' })).toBeVisible();
});

test.describe('on a phone, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  test('both pages fit and pass axe', async ({ signedIn: page }) => {
    for (const path of [CHANNELS, EVENTS]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axeClean(page);
    }
  });
});

test('the definition’s page sets severity, channels, a snooze and a mute window, read back', async ({
  signedIn: page,
  request,
}) => {
  const pager = await createChannel(request, { name: 'Pager', type: 'webhook', config: { url: hookUrl } });
  await page.goto(`${AGENT}/settings/alerts/1`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await delivery.getByLabel('Severity').selectOption('info');
  await delivery.getByRole('checkbox', { name: 'On-call webhook' }).uncheck();
  await delivery.getByRole('checkbox', { name: 'Support leads' }).uncheck();
  await expect(delivery).toContainText('No channel: firings are only recorded.');
  await delivery.getByRole('checkbox', { name: 'Pager' }).check();
  await delivery.getByRole('button', { name: 'Apply severity and channels' }).click();
  await expect(delivery.getByRole('button', { name: 'Apply severity and channels' })).toBeEnabled();
  await axeClean(page);

  await delivery.getByRole('button', { name: 'Snooze' }).click();
  await page.getByRole('menuitem', { name: '1 hour' }).click();
  await expect(delivery.getByText(/^Snoozed until/)).toBeVisible();
  await fire(request);
  await delivery.getByRole('button', { name: 'Unsnooze' }).click();
  await expect(delivery.getByRole('button', { name: 'Snooze' })).toBeVisible();

  await delivery.getByRole('button', { name: 'Add mute window' }).click();
  for (const day of ['Sat', 'Sun']) await delivery.getByRole('checkbox', { name: day }).check();
  await delivery.getByLabel('Start of window 1').fill('00:00');
  await delivery.getByLabel('End of window 1').fill('00:00');
  await delivery.getByLabel('Time zone of window 1').fill('Europe/Berlin');
  await delivery.getByRole('button', { name: 'Apply mute windows' }).click();
  await expect(delivery.getByTestId('mute-read-back')).toHaveText(
    'Muted every day from 00:00 to 00:00, Europe/Berlin.',
  );
  await expect(delivery.getByText('Muted now')).toBeVisible();
  await fire(request);
  expect(received).toEqual([]);

  await page.goto(EVENTS);
  const lists = page.getByRole('list', { name: 'Deliveries' });
  await expect(lists.nth(0)).toContainText('Pager: muted');
  await expect(lists.nth(1)).toContainText('Pager: snoozed');
  await expect(page.getByRole('article').first()).toContainText('Info');
  // The alerts list says where each definition goes.
  await page.goto(`${AGENT}/settings/alerts`);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Legal threat or slow answers' }) });
  await expect(row).toContainText('Sends to Pager');
  await expect(row).toContainText('Info');
  void pager;
});

test('a server that drops the delivery fields is named on read-back', async ({ signedIn: page, emulator }) => {
  await page.goto(`${AGENT}/settings/alerts/1`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByRole('checkbox', { name: 'Support leads' })).toBeChecked();
  await emulator.fault({
    method: 'PUT',
    path: `${API}/agents/1/settings/alert-definitions/1`,
    status: 200,
    body: {
      id: 1,
      name: 'Legal threat or slow answers',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [] },
    },
    times: 1,
  });
  await delivery.getByLabel('Severity').selectOption('warning');
  await delivery.getByRole('button', { name: 'Apply severity and channels' }).click();
  await expect(delivery.getByRole('status').filter({ hasText: 'This server did not keep' })).toHaveText(
    /This server did not keep: severity, channels\./,
  );
});

test('the create form sends severity and channels; a server that drops them is named', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  await page.goto(`${AGENT}/settings/alerts`);
  await page.getByRole('button', { name: 'Add Median latency', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('1800');
  const form = page.getByRole('region', { name: 'New alert definition' });
  await form.getByLabel('Name', { exact: true }).fill('Slow answers');
  await form.getByLabel('Severity').selectOption('critical');
  await form.getByRole('checkbox', { name: 'Support leads' }).check();
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/alert-definitions'));
  await form.getByRole('button', { name: 'Create' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ severity: 'critical', channel_ids: [2] });
  await expect(page.getByRole('rowheader', { name: 'Slow answers', exact: true })).toBeVisible();
  const list = (await (await request.get(`${API}/agents/1/settings/alert-definitions`, { headers: auth })).json()) as {
    name: string;
  }[];
  expect(list.find((d) => d.name === 'Slow answers')).toMatchObject({ severity: 'critical', channel_ids: [2] });
  await expect(form.getByLabel('Severity')).toHaveValue('warning');

  // A server without B.9 answers without them: the page says which were not kept.
  await emulator.fault({
    method: 'POST',
    path: `${API}/agents/1/settings/alert-definitions`,
    status: 201,
    body: {
      id: 77,
      name: 'Slower answers',
      enabled: true,
      condition_tree: { type: 'group', operator: 'and', children: [] },
    },
    times: 1,
  });
  await page.getByRole('button', { name: 'Add Median latency', exact: true }).click();
  await page.getByRole('textbox', { name: 'Value for Median latency', exact: true }).fill('2500');
  await form.getByLabel('Name', { exact: true }).fill('Slower answers');
  await form.getByLabel('Severity').selectOption('info');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was created, but' })).toHaveText(
    /Alert definition “Slower answers” was created, but this server did not keep: severity, channels\./,
  );
  await axeClean(page);
});

test('firings: Live is opt-in, announces a new firing, backs off on failures and rests in a hidden tab', async ({
  signedIn: page,
  emulator,
  request,
}) => {
  const checks = async () =>
    (await emulator.requests()).filter((r) => r.method === 'GET' && r.path === `${API}/agents/1/alert-events`).length;
  const live = page.getByRole('switch', { name: 'Live' });
  const notice = page.getByTestId('live-bar').getByRole('status');
  await page.clock.install();
  await page.goto(EVENTS);
  await expect(page.getByRole('article').first()).toBeVisible();
  const loaded = await checks();
  await page.clock.fastForward(30_000);
  expect(await checks()).toBe(loaded);

  await live.focus();
  await page.keyboard.press('Space');
  await expect(live).toBeChecked();
  await expect(page).toHaveURL(/[?&]live=true/);
  await expect(notice).toHaveText('No new firings');
  await fire(request);
  await page.clock.fastForward(10_000);
  await expect(notice).toHaveText('1 new firing');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Show new firings' }).click();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(notice).toHaveText('No new firings');

  await emulator.fault({ path: `${API}/agents/1/alert-events`, status: 503, body: { detail: 'Try later' }, times: 2 });
  await page.clock.fastForward(10_000);
  await expect(page.getByTestId('live-bar')).toContainText('Could not check for new firings: Try later');
  await expect(page.getByTestId('live-bar')).toContainText('next try in 20 s');

  // Hidden, the tab asks nothing; shown again, it asks at once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const hidden = await checks();
  await page.clock.fastForward(120_000);
  expect(await checks()).toBe(hidden);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(checks).toBeGreaterThan(hidden);
});
