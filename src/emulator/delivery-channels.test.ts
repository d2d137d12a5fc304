// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorTexts } from '../contract';
import { notLoopbackError } from './delivery';
import { deliveryTestbed } from '../test/delivery-testbed';

const { call, detailOf, receiver, createWebhook } = deliveryTestbed();

describe('notification channels', () => {
  it('keeps a webhook secret write-only: set, kept when left out, cleared with null', async () => {
    const res = await call(apiPaths.channels(1), 'POST', {
      name: 'Pager',
      type: 'webhook',
      config: { url: receiver.url, secret: 'x' },
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; config: Record<string, unknown> };
    expect(created.config).toEqual({ url: receiver.url, secret_set: true });
    const kept = await (
      await call(apiPaths.channel(1, created.id), 'PUT', {
        name: 'Pager 2',
        type: 'webhook',
        config: { url: receiver.url },
      })
    ).json();
    expect(kept.config.secret_set).toBe(true);
    const cleared = await (
      await call(apiPaths.channel(1, created.id), 'PUT', {
        name: 'Pager 2',
        type: 'webhook',
        config: { url: receiver.url, secret: null },
      })
    ).json();
    expect(cleared.config).toEqual({ url: receiver.url, secret_set: false });
  });

  it('refuses a taken name, a URL that is not http(s) and a bad address, and names a missing channel', async () => {
    const taken = await call(apiPaths.channels(1), 'POST', {
      name: 'support leads',
      type: 'slack',
      config: { webhook_url: receiver.url },
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
    const [got] = receiver.received;
    expect(JSON.parse(got?.body ?? '')).toMatchObject({ test: true, channel: { id, name: 'Pager' } });
    expect(got?.headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', 's3cret')
        .update(got?.body ?? '')
        .digest('hex')}`,
    );
    receiver.answer = 503;
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
