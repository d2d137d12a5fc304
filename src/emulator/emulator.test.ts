// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, errorTexts } from '../contract';
import { createEmulator } from './app';
import { emulatorFetch } from './in-process';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

// The shared setup (src/test/setup.ts) clears web storage after each test; Node has none.
for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const A2: AgentRef = { workspaceId: 1, agentId: 2 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

const call = async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  app.request(path, {
    method: init.method ?? 'GET',
    headers: { ...auth, ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
const fault = async (f: Record<string, unknown>) =>
  app.request('/__emulator/faults', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(f),
  });

beforeEach(() => emulator.reset());

describe('auth and workspaces', () => {
  it('answers 403 without credentials and 401 with a wrong token, both "Not authenticated"', async () => {
    const none = await app.request(apiPaths.intents(A1));
    expect(none.status).toBe(403);
    expect(await detailOf(none)).toBe(errorTexts.notAuthenticated);
    const wrong = await call(apiPaths.intents(A1), { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await detailOf(wrong)).toBe(errorTexts.notAuthenticated);
  });

  it('refuses workspace 2 on every workspace route', async () => {
    for (const path of [apiPaths.agents(2), apiPaths.sipConfig({ workspaceId: 2, agentId: 1 })]) {
      const res = await call(path);
      expect(res.status).toBe(403);
      expect(await detailOf(res)).toBe('User does not have access to workspace 2');
    }
  });

  it('lists the agents of workspace 1', async () => {
    const agents = (await (await call(apiPaths.agents(1))).json()) as { id: number; name: string }[];
    expect(agents.map((a) => a.name)).toEqual(['Support line', 'Outbound sales', 'Collections', 'Busy line']);
  });
});

describe('Part A error texts', () => {
  const cases: [string, () => Promise<Response>, string][] = [
    [
      'intent missing',
      () => call(apiPaths.intent(A1, 999), { method: 'PUT', body: { label: 'X', description: '' } }),
      errorTexts.intentNotFound(999, 1),
    ],
    [
      'profile missing',
      () => call(apiPaths.profile(A1, 999), { method: 'PUT', body: { name: 'X', fields: {} } }),
      errorTexts.profileNotFound(999),
    ],
    [
      'agent missing',
      () => call(apiPaths.intentDetection({ workspaceId: 1, agentId: 77 }), { method: 'PUT', body: { enabled: true } }),
      errorTexts.agentNotFound(77),
    ],
    ['clip set missing', () => call(apiPaths.clipSet(A1, 99)), errorTexts.clipSetNotFound(99)],
    ['no settings', () => call(apiPaths.availableConditions(A2)), errorTexts.noSettings(2)],
    ['no SIP', () => call(apiPaths.sipConfig(A2)), errorTexts.sipNotFound],
    [
      'system field',
      () => call(apiPaths.extractionField(A1, 1), { method: 'DELETE' }),
      errorTexts.systemFieldUndeletable,
    ],
    [
      'field missing',
      () => call(apiPaths.extractionField(A1, 999), { method: 'DELETE' }),
      errorTexts.extractionFieldNotFound(999, 1),
    ],
    ['rule missing', () => call(apiPaths.rule(A1, 999), { method: 'DELETE' }), errorTexts.ruleNotFound(999)],
    ['unknown route', () => call('/api/v1/nothing-here'), errorTexts.routeNotFound],
    ['wrong method', () => call(apiPaths.sipConfig(A1), { method: 'DELETE' }), errorTexts.methodNotAllowed],
  ];
  it.each(cases)('%s', async (_name, run, text) => {
    const res = await run();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await detailOf(res)).toBe(text);
  });

  it('updates and deletes an alert definition; a missing one is "Alert definition with ID N not found"', async () => {
    const body = { name: 'Renamed', enabled: false, condition_tree: { type: 'group', operator: 'and', children: [] } };
    const put = await call(apiPaths.alertDefinition(A1, 1), { method: 'PUT', body });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: 1, ...body });
    expect((await call(apiPaths.alertDefinition(A1, 1), { method: 'DELETE' })).ok).toBe(true);
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(apiPaths.alertDefinition(A1, 1), { method, body: method === 'PUT' ? body : undefined });
      expect(await detailOf(res)).toBe(errorTexts.alertNotFound(1));
    }
  });

  it('deletes a rule (204) and a custom field (2xx)', async () => {
    expect((await call(apiPaths.rule(A1, 3), { method: 'DELETE' })).status).toBe(204);
    expect((await call(apiPaths.extractionField(A1, 3), { method: 'DELETE' })).ok).toBe(true);
  });
});

describe('validation and profiles', () => {
  it('answers 422 in pydantic 2 shape', async () => {
    const res = await call(apiPaths.intent(A1, 1), { method: 'PUT', body: { label: '   ' } });
    expect(res.status).toBe(422);
    const detail = (await detailOf(res)) as { loc: unknown[]; type: string; msg: string }[];
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'label'], type: 'string_too_short', msg: expect.any(String) }),
        expect.objectContaining({ loc: ['body', 'description'], type: 'missing' }),
      ]),
    );
    const bad = await call(apiPaths.intent(A1, 1), { method: 'PUT', body: '{"label": ' });
    expect(((await detailOf(bad)) as { type: string }[])[0]?.type).toBe('json_invalid');
  });

  it('creates a profile with a trimmed name and refuses a taken one', async () => {
    const created = await call(apiPaths.profiles(A1), {
      method: 'POST',
      body: { name: '  New caller ', fields: { a: 'b' } },
    });
    expect(created.status).toBe(201);
    const profile = (await created.json()) as { id: number; name: string; created_at: string };
    expect(profile.name).toBe('New caller');
    expect(profile.created_at).toBeTruthy();
    const taken = await call(apiPaths.profiles(A1), {
      method: 'POST',
      body: { name: 'Frustrated customer', fields: {} },
    });
    expect(taken.status).toBe(409);
    expect(await detailOf(taken)).toBe(errorTexts.profileNameTaken('Frustrated customer'));
    // Renaming a profile to its own name is not a conflict.
    const same = await call(apiPaths.profile(A1, profile.id), {
      method: 'PUT',
      body: { name: 'New caller', fields: {} },
    });
    expect(same.status).toBe(200);
  });
});

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
