// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, errorTexts } from '../contract';
import { deliveryTestbed } from '../test/delivery-testbed';
import { DEMO_AUTH } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
type AgentEvents = { items: { alert_id: number; state: string; matched: string; deliveries: unknown[] }[] };
const { app, call, detailOf, receiver, createWebhook, fire } = deliveryTestbed();
const auth = { ...DEMO_AUTH, 'Content-Type': 'application/json' };

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
    const body = JSON.parse(receiver.received[0]?.body ?? '');
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
    expect(receiver.received.map((r) => JSON.parse(r.body) as { event: { call_id: number } })).toHaveLength(2);
    expect(receiver.received[0]?.headers['x-signature']).toMatch(/^sha256=/);

    // Disabled, it does not fire; snoozed, it fires and holds the delivery.
    await setDefinition({ condition_tree: everyCall, enabled: false });
    await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"add":1}' });
    expect(await firingsOf1()).toHaveLength(after.length);
    await setDefinition({ condition_tree: everyCall, snoozed_until: new Date(Date.now() + 60_000).toISOString() });
    await app.request('/__emulator/calls', { method: 'POST', headers: auth, body: '{"add":1}' });
    expect((await firingsOf1())[0]?.deliveries).toEqual([expect.objectContaining({ status: 'snoozed' })]);
    expect(receiver.received).toHaveLength(2);
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
    expect(receiver.received).toEqual([]);
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
