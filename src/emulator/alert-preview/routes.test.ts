// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, alertEventListSchema, alertPreviewSchema, apiPaths, errorTexts } from '../../contract/index.ts';
import { createEmulator } from '../app.ts';
import { DEMO_TOKEN, PINNED_SEED_NOW } from '../seed.ts';

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const send = (path: string, body?: unknown) =>
  emulator.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const legal = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
const body = (tree: unknown) => ({
  condition_tree: tree,
  started_after: '2026-10-25T17:00:00Z',
  started_before: '2026-11-24T17:00:00Z',
});

beforeEach(() => emulator.reset());

describe('B.6 routes', () => {
  it('answers a preview the contract reads', async () => {
    const res = await send(apiPaths.alertPreview(A1), body({ type: 'group', operator: 'or', children: [legal] }));
    expect(res.status).toBe(200);
    const preview = alertPreviewSchema.parse(await res.json());
    expect(preview.matched).toBe(preview.matched_call_ids.length);
    expect(preview.by_day).toHaveLength(31);
  });

  it('refuses a malformed tree with validation items under body.condition_tree', async () => {
    const res = await send(apiPaths.alertPreview(A1), body({ type: 'group', operator: 'xor', children: [legal] }));
    expect(res.status).toBe(422);
    const { detail } = (await res.json()) as { detail: { loc: unknown[] }[] };
    expect(detail[0]?.loc.slice(0, 2)).toEqual(['body', 'condition_tree']);
  });

  it('pages firings newest first, and names a definition that does not exist', async () => {
    const first = alertEventListSchema.parse(await (await send(`${apiPaths.alertEvents(A1, 1)}?limit=5`)).json());
    const second = alertEventListSchema.parse(
      await (await send(`${apiPaths.alertEvents(A1, 1)}?limit=5&offset=5`)).json(),
    );
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    expect(second.items[0]?.id).toBeLessThan(first.items[4]?.id ?? 0);
    const none = alertEventListSchema.parse(await (await send(apiPaths.alertEvents(A1, 2))).json());
    expect(none).toEqual({ items: [], total: 0 });
    const missing = await send(apiPaths.alertEvents(A1, 77));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ detail: errorTexts.alertNotFound(77) });
  });

  it('can be switched off by a fault, as a server without the route answers', async () => {
    await emulator.app.request('/__emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: apiPaths.alertEvents(A1, 1), status: 404, body: { detail: 'Not Found' } }),
    });
    const res = await send(apiPaths.alertEvents(A1, 1));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not Found' });
  });
});
