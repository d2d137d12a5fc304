import {
  API,
  EVENTS,
  createChannel,
  fire,
  hookUrl,
  received,
  setDefinition,
  useReceiver,
} from './alert-delivery-helpers';
import { auth } from './alerts-helpers';
import { AGENT, axeClean, expect, test } from './fixtures';

// Firings: delivered to the definition's channels, or recorded only while snoozed or muted;
// acknowledged and resolved; Live updates of the list.
useReceiver();

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
  await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(`Channel ${gone} no longer exists`);
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
    `Channel ${gone} (deleted): failed: Notification channel with ID ${gone} not found`,
  );
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
