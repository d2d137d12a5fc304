// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../contract';
import { deliveryTestbed } from '../test/delivery-testbed';
import { controlRouteError } from './delivery';

// The seeded webhook is the emulator's own receiver, so "Send test" works on first start; no
// delivery ever reaches the emulator's control routes.

const { app, call, receiver } = deliveryTestbed();

type Sent = { delivered: boolean; status_code: number | null; error: string | null };
type Received = { path: string; signature: string | null; body: { test?: boolean; channel?: { id: number } } };
const received = async () => (await (await app.request('/__emulator/webhooks')).json()) as Received[];

describe('the seeded webhook', () => {
  it('is delivered by a test send on first start, signed, and what arrived can be read back', async () => {
    const channels = (await (await call(apiPaths.channels(1))).json()) as { id: number; config: { url: string } }[];
    const hook = channels.find((c) => c.id === 1);
    expect(hook?.config.url).toBe('http://localhost/__receiver/on-call');
    const sent = (await (await call(`${apiPaths.channel(1, 1)}/test`, 'POST')).json()) as Sent;
    expect(sent).toMatchObject({ delivered: true, status_code: 204, error: null });
    const [got, ...more] = await received();
    expect(more).toEqual([]);
    expect(got?.path).toBe('/__receiver/on-call');
    expect(got?.body).toMatchObject({ test: true, channel: { id: 1 } });
    const body = JSON.stringify(got?.body);
    expect(got?.signature).toBe(`sha256=${createHmac('sha256', 'demo-secret').update(body).digest('hex')}`);
  });

  it('receives a real firing of the definition routed to it', async () => {
    const res = await app.request('/__emulator/fire', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ alertId: 1 }),
    });
    const event = (await res.json()) as { deliveries: { channel_id: number; status: string }[] };
    expect(event.deliveries).toEqual([
      expect.objectContaining({ channel_id: 1, status: 'sent' }),
      expect.objectContaining({ channel_id: 2, status: 'sent' }),
    ]);
    expect(await received()).toHaveLength(1);
  });
});

describe('the emulator’s control routes', () => {
  it('are never a delivery’s target, on any loopback address or spelling', async () => {
    const base = new URL(receiver.url).origin;
    for (const url of [
      `${base}/__emulator/reset`,
      `${base}/__EMULATOR/faults`,
      `${base}//__emulator/calls`,
      `${base}/%5F%5Femulator/reset`,
      'http://localhost/__emulator/reset',
    ]) {
      const made = (await (
        await call(apiPaths.channels(1), 'POST', { name: `Hook ${url}`, type: 'webhook', config: { url } })
      ).json()) as { id: number };
      const sent = (await (await call(`${apiPaths.channel(1, made.id)}/test`, 'POST')).json()) as Sent;
      expect(sent, url).toMatchObject({ delivered: false, status_code: null, error: controlRouteError });
    }
    expect(receiver.received).toEqual([]);
    // Nothing was reset: the channels made are still there.
    const channels = (await (await call(apiPaths.channels(1))).json()) as unknown[];
    expect(channels).toHaveLength(7);
  });
});
