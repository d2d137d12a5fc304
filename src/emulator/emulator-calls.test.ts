// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths } from '../contract';
import { emulatorFetch } from './in-process';
import { DEMO_AUTH as auth, emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { emulator, app, call, detailOf, fault } = emulatorRoutes();

describe('calls', () => {
  type Page = {
    items: {
      id: number;
      started_at: string;
      sentiment: string | null;
      call_intent: { id: number } | null;
      labels_and_redflags: { id: number }[];
    }[];
    total: number;
  };
  it('pages newest first and filters (OR within a key, AND across keys)', async () => {
    const all = (await (await call(apiPaths.calls(A1))).json()) as Page;
    expect(all.total).toBe(60);
    expect(all.items).toHaveLength(50);
    expect(all.items[0]?.id).toBe(1060);
    const times = all.items.map((c) => c.started_at);
    expect([...times].sort().reverse()).toEqual(times);
    const filtered = (await (
      await call(`${apiPaths.calls(A1)}?call_intent_id=1&call_intent_id=2&sentiment=negative&limit=100`)
    ).json()) as Page;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBe(filtered.items.length);
    for (const c of filtered.items) {
      expect([1, 2]).toContain(c.call_intent?.id);
      expect(c.sentiment).toBe('negative');
    }
    const labelled = (await (await call(`${apiPaths.calls(A1)}?label_id=1&limit=100`)).json()) as Page;
    expect(labelled.items.every((c) => c.labels_and_redflags.some((l) => l.id === 1))).toBe(true);
  });

  it('serves a recording with byte ranges', async () => {
    const res = await call(apiPaths.callRecording(A1, 1060), { headers: { Range: 'bytes=0-43' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Type')).toBe('audio/wav');
    expect(res.headers.get('Accept-Ranges')).toBe('bytes');
    expect(res.headers.get('Content-Range')).toMatch(/^bytes 0-43\/\d+$/);
    const head = new Uint8Array(await res.arrayBuffer());
    expect(head.length).toBe(44);
    expect(String.fromCharCode(...head.slice(0, 4))).toBe('RIFF');
    const missing = await call(apiPaths.callRecording(A1, 5));
    expect(await detailOf(missing)).toBe('Call with ID 5 not found');
  });
});

describe('faults and control routes', () => {
  const sip = apiPaths.sipConfig(A1);
  it('replaces the answer with status and body, `times` times', async () => {
    await fault({ path: '*/settings/sip-config', status: 503, body: '<html>down</html>', times: 1 });
    const first = await call(sip);
    expect(first.status).toBe(503);
    expect(first.headers.get('Content-Type')).toContain('text/html');
    expect(await first.text()).toBe('<html>down</html>');
    expect((await call(sip)).status).toBe(200);
  });

  it('sends the headers a fault names (Retry-After)', async () => {
    await fault({
      path: sip,
      status: 429,
      body: { detail: 'Too Many Requests' },
      headers: { 'Retry-After': '3' },
      times: 1,
    });
    const res = await call(sip);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('3');
    expect(res.headers.get('Content-Type')).toContain('application/json');
  });

  it('delays, answers malformed JSON, drops, and clears', async () => {
    await fault({ path: sip, latencyMs: 60 });
    const t0 = Date.now();
    expect((await call(sip)).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(50);
    await fault({ method: 'GET', path: sip, malformed: true });
    const bad = await call(sip);
    expect(bad.status).toBe(200);
    await expect(bad.json()).rejects.toThrow();
    await fault({ path: sip, drop: true });
    await expect(emulatorFetch(emulator)(sip, { headers: auth })).rejects.toThrow(new TypeError('Failed to fetch'));
    await app.request('/__emulator/faults', { method: 'DELETE' });
    expect((await call(sip)).status).toBe(200);
  });

  it('logs API requests and resets data, faults and log', async () => {
    await call(apiPaths.rule(A1, 1), { method: 'DELETE' });
    await fault({ path: sip, status: 500 });
    const log = (await (await app.request('/__emulator/requests')).json()) as { method: string; path: string }[];
    expect(log).toEqual([{ method: 'DELETE', path: apiPaths.rule(A1, 1) }]);
    expect((await app.request('/__emulator/reset', { method: 'POST' })).status).toBe(204);
    const rules = (await (await call(apiPaths.rules(A1))).json()) as { id: number }[];
    expect(rules.map((r) => r.id)).toContain(1);
    expect((await call(sip)).status).toBe(200);
    const after = (await (await app.request('/__emulator/requests')).json()) as unknown[];
    expect(after).toHaveLength(2);
  });
});
