// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths } from '../contract';
import { createEmulator } from './app';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

// The shared setup (src/test/setup.ts) clears web storage after each test; Node has none.
for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;
type Page = { items: { id: number; started_at: string }[]; total: number };

const list = async (query: string) => {
  const res = await app.request(`${apiPaths.calls(A1)}?${query}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  return { status: res.status, body: (await res.json()) as Page & { detail?: { loc: unknown[] }[] } };
};
const control = (body: unknown) =>
  app.request('/__emulator/calls', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeEach(() => emulator.reset());

describe('calls list: time range and order', () => {
  it('keeps calls from started_after (inclusive) to started_before (exclusive)', async () => {
    const all = (await list('limit=1000')).body.items;
    const [a, b] = [all[40], all[10]];
    if (!a || !b) throw new Error('seed too small');
    const { body } = await list(`started_after=${a.started_at}&started_before=${b.started_at}&limit=1000`);
    expect(body.items[body.items.length - 1]?.id).toBe(a.id);
    expect(body.items.some((c) => c.id === b.id)).toBe(false);
    expect(body.total).toBe(30);
    for (const c of body.items) {
      expect(c.started_at >= a.started_at && c.started_at < b.started_at).toBe(true);
    }
  });

  it('orders oldest first on asc, newest first by default and on desc', async () => {
    const asc = (await list('order=asc&limit=100')).body.items.map((c) => c.started_at);
    expect(asc).toEqual([...asc].sort());
    const desc = (await list('order=desc&limit=100')).body.items.map((c) => c.started_at);
    expect(desc).toEqual([...asc].reverse());
    expect((await list('limit=100')).body.items.map((c) => c.started_at)).toEqual(desc);
  });

  it('refuses a bad date or order as FastAPI would (422, loc in the query)', async () => {
    const bad = await list('started_after=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.detail?.[0]?.loc).toEqual(['query', 'started_after']);
    const order = await list('order=sideways');
    expect(order.status).toBe(422);
    expect(order.body.detail?.[0]?.loc).toEqual(['query', 'order']);
  });

  it('can answer as a server that ignores range and order: everything, oldest first', async () => {
    expect((await control({ ignore: ['started_after', 'started_before', 'order'] })).status).toBe(204);
    const { body } = await list('started_after=2030-01-01T00:00:00Z&order=desc&limit=5');
    expect(body.total).toBe(60);
    const times = body.items.map((c) => c.started_at);
    expect(times).toEqual([...times].sort());
    emulator.reset();
    expect((await list('started_after=2030-01-01T00:00:00Z')).body.total).toBe(0);
  });

  it('seeds many calls on request', async () => {
    expect((await control({ count: 10_000 })).status).toBe(204);
    const { body } = await list('limit=1000&offset=9500');
    expect(body.total).toBe(10_000);
    expect(body.items).toHaveLength(500);
  });

  it('can ignore offset (every page is the first) and let calls arrive with each request', async () => {
    const first = (await list('limit=5')).body.items.map((c) => c.id);
    expect((await control({ ignore: ['offset'] })).status).toBe(204);
    expect((await list('limit=5&offset=10')).body.items.map((c) => c.id)).toEqual(first);
    emulator.reset();
    expect((await control({ arriving: 3 })).status).toBe(204);
    const a = (await list('limit=5')).body;
    const b = (await list('limit=5')).body;
    expect(b.total).toBe(a.total + 3);
    // The new calls are the newest: the first page moved down by three.
    expect(b.items.slice(3).map((c) => c.id)).toEqual(a.items.slice(0, 2).map((c) => c.id));
    expect(new Set([...a.items, ...b.items].map((c) => c.id)).size).toBe(8);
  });

  it('adds calls started now, once, as the newest (what "Live" notices)', async () => {
    const before = (await list('limit=5')).body;
    const t0 = Date.now();
    expect((await control({ add: 2 })).status).toBe(204);
    const after = (await list('limit=5')).body;
    expect(after.total).toBe(before.total + 2);
    const [newest, second] = after.items;
    if (!newest || !second) throw new Error('no calls');
    expect(Date.parse(newest.started_at)).toBeGreaterThanOrEqual(t0 - 1000);
    expect(Date.parse(newest.started_at)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...before.items.map((c) => c.id))).toBeLessThan(Math.min(newest.id, second.id));
    expect(after.items.slice(2).map((c) => c.id)).toEqual(before.items.slice(0, 3).map((c) => c.id));
    // Once: the next answer has no more.
    expect((await list('limit=5')).body.total).toBe(after.total);
    // To another agent, named; an unknown agent is refused; a count out of range is a validation error.
    expect((await control({ add: 1, agentId: 3 })).status).toBe(204);
    expect((await control({ add: 1, agentId: 99 })).status).toBe(404);
    expect((await control({ add: 0 })).status).toBe(422);
  });

  it('a fault can match one page of the list by its query string', async () => {
    const body = JSON.stringify({ path: apiPaths.calls(A1), query: '*offset=10*', body: { items: [], total: 99 } });
    await app.request('/__emulator/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect((await list('limit=5&offset=10')).body).toEqual({ items: [], total: 99 });
    expect((await list('limit=5&offset=5')).body.items).toHaveLength(5);
  });
});
