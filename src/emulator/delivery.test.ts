// @vitest-environment node
import { createHmac } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, errorTexts } from '../contract';
import { createEmulator } from './app';
import { notLoopbackError } from './delivery';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' };
const call = (path: string, method = 'GET', body?: unknown) =>
  app.request(path, { method, headers: auth, body: body === undefined ? undefined : JSON.stringify(body) });
type AgentEvents = { items: { alert_id: number; state: string; matched: string; deliveries: unknown[] }[] };
const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
const fire = async (alertId: number) =>
  (await (
    await app.request('/__emulator/fire', { method: 'POST', headers: auth, body: JSON.stringify({ alertId }) })
  ).json()) as {
    id: number;
    deliveries: { channel_id: number; status: string; error: string | null }[];
  };

// A receiver on the loopback address that records what arrives; it answers with `answer`.
type Received = { headers: IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answer = 200;
let receiver: Server;
let url = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
beforeEach(() => {
  emulator.reset();
  received.length = 0;
  answer = 200;
});

const createWebhook = async (name = 'Pager', secret: string | null = 's3cret') =>
  (await (await call(apiPaths.channels(1), 'POST', { name, type: 'webhook', config: { url, secret } })).json()) as {
    id: number;
  };

describe('notification channels', () => {
  it('keeps a webhook secret write-only: set, kept when left out, cleared with null', async () => {
    const res = await call(apiPaths.channels(1), 'POST', {
      name: 'Pager',
      type: 'webhook',
      config: { url, secret: 'x' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; config: Record<string, unknown> };
    expect(created.config).toEqual({ url, secret_set: true });
    const kept = await (
      await call(apiPaths.channel(1, created.id), 'PUT', { name: 'Pager 2', type: 'webhook', config: { url } })
    ).json();
    expect(kept.config.secret_set).toBe(true);
    const cleared = await (
      await call(apiPaths.channel(1, created.id), 'PUT', {
        name: 'Pager 2',
        type: 'webhook',
        config: { url, secret: null },
      })
    ).json();
    expect(cleared.config).toEqual({ url, secret_set: false });
  });

  it('refuses a taken name, a URL that is not http(s) and a bad address, and names a missing channel', async () => {
    const taken = await call(apiPaths.channels(1), 'POST', {
      name: 'support leads',
      type: 'slack',
      config: { webhook_url: url },
    });
    expect(await detailOf(taken)).toBe(errorTexts.channelNameTaken('support leads'));
    const ftp = await call(apiPaths.channels(1), 'POST', {
      name: 'F',
      type: 'webhook',
      config: { url: 'ftp://127.0.0.1/x' },
    });
    expect(ftp.status).toBe(422);
    expect(await detailOf(ftp)).toEqual([
      expect.objectContaining({ loc: ['body', 'config', 'url'], msg: 'URL must be an http or https URL' }),
    ]);
    const mail = await call(apiPaths.channels(1), 'POST', {
      name: 'M',
      type: 'email',
      config: { addresses: ['a@b.example', 'nope'] },
    });
    expect(await detailOf(mail)).toEqual([
      expect.objectContaining({ loc: ['body', 'config', 'addresses', 1], msg: 'Not an email address' }),
    ]);
    expect(await detailOf(await call(apiPaths.channel(1, 777), 'DELETE'))).toBe(errorTexts.channelNotFound(777));
  });

  it('sends a signed test to the receiver and reports its status', async () => {
    const { id } = await createWebhook();
    const result = await (await call(apiPaths.channelTest(1, id), 'POST')).json();
    expect(result).toMatchObject({ delivered: true, status_code: 200, error: null });
    const [got] = received;
    expect(JSON.parse(got?.body ?? '')).toMatchObject({ test: true, channel: { id, name: 'Pager' } });
    expect(got?.headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', 's3cret')
        .update(got?.body ?? '')
        .digest('hex')}`,
    );
    answer = 503;
    expect(await (await call(apiPaths.channelTest(1, id), 'POST')).json()).toMatchObject({
      delivered: false,
      status_code: 503,
    });
  });

  it('reports a dead receiver and never sends beyond the loopback address', async () => {
    const dead = await (
      await call(apiPaths.channels(1), 'POST', {
        name: 'Dead',
        type: 'slack',
        config: { webhook_url: 'http://127.0.0.1:9/x' },
      })
    ).json();
    const result = await (await call(apiPaths.channelTest(1, dead.id), 'POST')).json();
    expect(result).toMatchObject({ delivered: false, status_code: null });
    expect(result.error).toMatch(/ECONNREFUSED/);
    const far = await (
      await call(apiPaths.channels(1), 'POST', {
        name: 'Far',
        type: 'webhook',
        config: { url: 'https://example.com/x' },
      })
    ).json();
    expect((await (await call(apiPaths.channelTest(1, far.id), 'POST')).json()).error).toBe(
      notLoopbackError('example.com'),
    );
  });
});

describe('firings', () => {
  const setDefinition = (extra: Record<string, unknown>) =>
    call(apiPaths.alertDefinition(A1, 1), 'PUT', {
      name: 'Legal threat or slow answers',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [] },
      ...extra,
    });

  it('delivers to the definition’s channels: webhook body signed, email in the outbox', async () => {
    const { id } = await createWebhook();
    expect((await setDefinition({ channel_ids: [id, 2], severity: 'critical' })).status).toBe(200);
    const event = await fire(1);
    expect(event.deliveries).toEqual([
      expect.objectContaining({ channel_id: id, status: 'sent', error: null }),
      expect.objectContaining({ channel_id: 2, status: 'sent' }),
    ]);
    const body = JSON.parse(received[0]?.body ?? '');
    expect(body).toMatchObject({
      alert: { id: 1, severity: 'critical' },
      agent: { id: 1, name: 'Support line' },
      workspace_id: 1,
      event: { id: event.id },
    });
    const outbox = await (await app.request('/__emulator/outbox')).json();
    expect(outbox).toEqual([expect.objectContaining({ to: ['support-leads@acme-demo.example'], test: false })]);
  });

  // A tree every call matches (its duration is at least 0 s).
  const everyCall = {
    type: 'condition',
    source: 'call_metadata',
    ref: 'duration_seconds',
    comparator: 'gte',
    value: 0,
  };

  it('fires by itself when a call arrives that an enabled definition matches, unless held', async () => {
    const { id } = await createWebhook();
    await setDefinition({ condition_tree: everyCall, channel_ids: [id] });
    const firingsOf1 = async () =>
      ((await (await call(`${apiPaths.agentAlertEvents(A1)}?limit=500`)).json()) as AgentEvents).items.filter(
        (e) => e.alert_id === 1,
      );
    const before = await firingsOf1();
    expect((await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"add":2}' })).status).toBe(
      204,
    );
    const after = await firingsOf1();
    expect(after).toHaveLength(before.length + 2);
    const [newest] = after;
    expect(newest).toMatchObject({ state: 'firing', deliveries: [{ channel_id: id, status: 'sent', error: null }] });
    expect(newest?.matched).toMatch(/^Call duration \(s\) was \d+ \(≥ 0\)$/);
    expect(received.map((r) => JSON.parse(r.body) as { event: { call_id: number } })).toHaveLength(2);
    expect(received[0]?.headers['x-signature']).toMatch(/^sha256=/);

    // Disabled, it does not fire; snoozed, it fires and holds the delivery.
    await setDefinition({ condition_tree: everyCall, enabled: false });
    await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"add":1}' });
    expect(await firingsOf1()).toHaveLength(after.length);
    await setDefinition({ condition_tree: everyCall, snoozed_until: new Date(Date.now() + 60_000).toISOString() });
    await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"add":1}' });
    expect((await firingsOf1())[0]?.deliveries).toEqual([expect.objectContaining({ status: 'snoozed' })]);
    expect(received).toHaveLength(2);
  });

  it('fires for the calls the list makes arrive, recorded before the list answers', async () => {
    await setDefinition({ condition_tree: everyCall, channel_ids: [] });
    const count = async () => ((await (await call(apiPaths.alertEvents(A1, 1))).json()) as { total: number }).total;
    const before = await count();
    await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"arriving":3}' });
    await call(apiPaths.calls(A1));
    expect(await count()).toBe(before + 3);
  });

  it('holds deliveries while snoozed or muted, and names a deleted channel', async () => {
    const { id } = await createWebhook();
    await setDefinition({ channel_ids: [id], snoozed_until: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await fire(1)).deliveries).toEqual([expect.objectContaining({ status: 'snoozed' })]);
    const always = {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      start: '00:00',
      end: '00:00',
      tz: 'Europe/Berlin',
    };
    await setDefinition({ snoozed_until: null, mute_windows: [always] });
    expect((await fire(1)).deliveries).toEqual([expect.objectContaining({ status: 'muted' })]);
    expect(received).toEqual([]);
    await setDefinition({ mute_windows: [] });
    await call(apiPaths.channel(1, id), 'DELETE');
    expect((await fire(1)).deliveries).toEqual([
      expect.objectContaining({ status: 'failed', error: errorTexts.channelNotFound(id) }),
    ]);
  });

  it('refuses a mute window in an unknown zone', async () => {
    const res = await setDefinition({
      mute_windows: [{ days: ['mon'], start: '01:00', end: '02:00', tz: 'Mars/Base' }],
    });
    expect(res.status).toBe(422);
    expect(await detailOf(res)).toEqual([expect.objectContaining({ loc: ['body', 'mute_windows', 0, 'tz'] })]);
  });

  it('acknowledges and resolves with comments, lists by state, refuses acting on a resolved one', async () => {
    const event = await fire(1);
    const path = (action: 'acknowledge' | 'resolve', id = event.id) => apiPaths.alertEventAction(A1, 1, id, action);
    const acked = await (await call(path('acknowledge'), 'POST', { comment: 'On it' })).json();
    expect(acked).toMatchObject({ state: 'acknowledged', comment: 'On it', acknowledged_by: 'Demo admin' });
    const list = async (query: string) =>
      (await (await call(`${apiPaths.agentAlertEvents(A1)}?${query}`)).json()) as {
        items: { id: number; alert_id: number }[];
      };
    expect((await list('state=acknowledged')).items).toEqual([expect.objectContaining({ id: event.id, alert_id: 1 })]);
    expect((await list('state=firing')).items.some((e) => e.id === event.id)).toBe(false);
    await call(path('resolve'), 'POST', { comment: 'Fixed the prompt' });
    const again = await call(path('acknowledge'), 'POST', { comment: '' });
    expect(await detailOf(again)).toBe(errorTexts.eventResolved(event.id));
    expect(await detailOf(await call(path('resolve', 9999), 'POST', { comment: '' }))).toBe(
      errorTexts.eventNotFound(9999),
    );
    expect(
      (await list('state=resolved&state=acknowledged&limit=500')).items.find((e) => e.id === event.id),
    ).toMatchObject({ state: 'resolved', comment: 'Fixed the prompt' });
  });
});
