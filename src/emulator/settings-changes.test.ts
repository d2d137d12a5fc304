// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, settingsChangeListSchema } from '../contract';
import { createEmulator } from './app';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const A3: AgentRef = { workspaceId: 1, agentId: 3 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;

const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(path, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const changes = async (a: AgentRef, query = '') => {
  const res = await call(`${apiPaths.settingsChanges(a)}${query ? `?${query}` : ''}`);
  expect(res.status).toBe(200);
  return settingsChangeListSchema.parse(await res.json());
};
const newest = async (a: AgentRef) => (await changes(a, 'limit=1')).items[0];

beforeEach(() => emulator.reset());

describe('settings changes (B.8)', () => {
  it('seeds weeks of the Support line by two people, newest first, each record ending as it is now', async () => {
    const { items, total } = await changes(A1, 'limit=200');
    expect(total).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.actor))).toEqual(new Set(['Priya Raman', 'Sam Okafor']));
    const times = items.map((i) => Date.parse(i.at ?? ''));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(PINNED_SEED_NOW - Math.min(...times)).toBeGreaterThan(21 * 86_400_000);
    const latestIntent = items.find((i) => i.resource === 'call_intent' && i.resource_id === 2);
    const intents = (await (await call(apiPaths.intents(A1))).json()) as { id: number }[];
    expect(latestIntent?.after).toEqual(intents.find((i) => i.id === 2));
    expect((await changes(A3)).total).toBe(0);
  });

  it('records an update with the token actor, and the record before and after as its read returns it', async () => {
    const before = ((await (await call(apiPaths.intents(A1))).json()) as { id: number }[]).find((i) => i.id === 1);
    await call(apiPaths.intent(A1, 1), {
      method: 'PUT',
      body: { label: 'Billing question', description: 'Charges and invoices.' },
    });
    expect(await newest(A1)).toMatchObject({
      actor: 'Demo admin',
      resource: 'call_intent',
      resource_id: 1,
      action: 'updated',
      before,
      after: { id: 1, label: 'Billing question', description: 'Charges and invoices.' },
    });
  });

  it('records creates with the new id, deletes, detection, profiles and alert definitions', async () => {
    const created = (await (
      await call(apiPaths.intents(A1), { method: 'POST', body: { label: 'New', description: 'D' } })
    ).json()) as { id: number };
    expect(await newest(A1)).toMatchObject({
      action: 'created',
      resource_id: created.id,
      before: null,
      after: { label: 'New' },
    });
    await call(apiPaths.intent(A1, created.id), { method: 'DELETE' });
    expect(await newest(A1)).toMatchObject({
      action: 'deleted',
      resource_id: created.id,
      before: { label: 'New' },
      after: null,
    });
    await call(apiPaths.intentDetection(A1), { method: 'PUT', body: { enabled: false } });
    expect(await newest(A1)).toMatchObject({
      resource: 'intent_detection',
      resource_id: null,
      before: { enabled: true },
      after: { enabled: false },
    });
    await call(apiPaths.profile(A1, 1), {
      method: 'PUT',
      body: { name: 'Frustrated customer', fields: { persona: 'Calm' } },
    });
    expect(await newest(A1)).toMatchObject({ resource: 'simulation_profile', after: { fields: { persona: 'Calm' } } });
    await call(apiPaths.alertDefinition(A1, 2), { method: 'DELETE' });
    expect(await newest(A1)).toMatchObject({ resource: 'alert_definition', resource_id: 2, action: 'deleted' });
    await call(apiPaths.rule(A1, 4), { method: 'DELETE' });
    expect(await newest(A1)).toMatchObject({ resource: 'rule', resource_id: 4, action: 'deleted' });
    await call(apiPaths.extractionField(A1, 3), { method: 'DELETE' });
    expect(await newest(A1)).toMatchObject({ resource: 'data_extraction_field', resource_id: 3 });
  });

  it('records nothing for a refused write or one that changes nothing', async () => {
    const { total } = await changes(A1);
    expect(
      (await call(apiPaths.intent(A1, 999), { method: 'PUT', body: { label: 'x', description: 'y' } })).status,
    ).toBe(404);
    await call(apiPaths.intentDetection(A1), { method: 'PUT', body: { enabled: true } });
    expect((await changes(A1)).total).toBe(total);
  });

  it('keeps the SIP record without its secrets', async () => {
    const sip = (await changes(A1, 'resource=sip_config')).items[0];
    expect(sip?.after).toBeTruthy();
    expect(JSON.stringify(sip)).not.toMatch(/password"\s*:\s*"/);
  });

  it('filters by resource (repeatable), record, actor and time, and pages', async () => {
    const kinds = await changes(A1, 'resource=call_intent&resource=intent_detection&limit=200');
    expect(new Set(kinds.items.map((i) => i.resource))).toEqual(new Set(['call_intent', 'intent_detection']));
    const one = await changes(A1, 'resource=alert_definition&resource_id=1');
    expect(one.items.every((i) => i.resource_id === 1 && i.resource === 'alert_definition')).toBe(true);
    const sam = await changes(A1, 'actor=Sam%20Okafor&limit=200');
    expect(sam.items.every((i) => i.actor === 'Sam Okafor')).toBe(true);
    const after = new Date(PINNED_SEED_NOW - 7 * 86_400_000).toISOString();
    const week = await changes(A1, `started_after=${after}&limit=200`);
    expect(week.items.every((i) => Date.parse(i.at ?? '') >= Date.parse(after))).toBe(true);
    const all = await changes(A1, 'limit=200');
    const page2 = await changes(A1, 'limit=5&offset=5');
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(5, 10).map((i) => i.id));
    expect(page2.total).toBe(all.total);
    expect((await call(`${apiPaths.settingsChanges(A1)}?limit=201`)).status).toBe(422);
  });

  it('seeds thousands of changes through its control route', async () => {
    const res = await app.request('/__emulator/settings-changes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 5000 }),
    });
    expect(res.status).toBe(204);
    expect((await changes(A1, 'limit=1')).total).toBeGreaterThanOrEqual(5000);
  });
});
