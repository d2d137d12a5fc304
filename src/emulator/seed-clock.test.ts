// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, callListSchema, callReviewListSchema } from '../contract';
import { createEmulator } from './app';
import { DAY, DEMO_TOKEN, PINNED_SEED_NOW } from './seed';
import { seedNowFromEnv } from './seed-base';

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const SUPPORT: AgentRef = { workspaceId: 1, agentId: 1 };
const BUSY: AgentRef = { workspaceId: 1, agentId: 5 };

async function read(emulator: ReturnType<typeof createEmulator>, path: string): Promise<unknown> {
  const res = await emulator.app.request(path, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
  expect(res.status).toBe(200);
  return res.json();
}
const since = (now: number, ms: number) => encodeURIComponent(new Date(now - ms).toISOString());
const callsSince = async (emulator: ReturnType<typeof createEmulator>, a: AgentRef, now: number, ms: number) =>
  callListSchema.parse(await read(emulator, `${apiPaths.calls(a)}?started_after=${since(now, ms)}&limit=500`));

describe('the seed, laid out back from when the emulator starts', () => {
  it('has calls in the last day and week, and reviews of the last week, whenever it starts', async () => {
    const now = Date.now();
    const emulator = createEmulator();
    for (const agent of [SUPPORT, BUSY]) {
      expect(
        (await callsSince(emulator, agent, now, DAY)).total,
        `agent ${agent.agentId}, last 24 hours`,
      ).toBeGreaterThan(0);
      expect(
        (await callsSince(emulator, agent, now, 7 * DAY)).total,
        `agent ${agent.agentId}, last 7 days`,
      ).toBeGreaterThan(5);
    }
    const reviews = callReviewListSchema.parse(await read(emulator, `${apiPaths.callReviews(SUPPORT)}?limit=500`));
    const lastWeek = reviews.items.filter((r) => Date.parse(r.reviewed_at ?? '') >= now - 7 * DAY);
    expect(lastWeek.length).toBeGreaterThan(0);
    // Nothing was reviewed, nor started, after the emulator started.
    expect(reviews.items.every((r) => Date.parse(r.reviewed_at ?? '') <= Date.now())).toBe(true);
  });

  it('is the same for the same instant (ids and times), and keeps its ids at another', async () => {
    const later = PINNED_SEED_NOW + 400 * DAY;
    const list = async (now: number) =>
      callListSchema.parse(await read(createEmulator({ now }), `${apiPaths.calls(SUPPORT)}?limit=500`));
    const [a, b, c] = [await list(PINNED_SEED_NOW), await list(PINNED_SEED_NOW), await list(later)];
    expect(a).toEqual(b);
    expect(c.items.map((call) => call.id)).toEqual(a.items.map((call) => call.id));
    const shifted = (call: { started_at?: string | null }) => Date.parse(call.started_at ?? '') - 400 * DAY;
    expect(c.items.map(shifted)).toEqual(a.items.map((call) => Date.parse(call.started_at ?? '')));
    // A reset lays the same seed again, not one from the moment of the reset.
    const emulator = createEmulator({ now: PINNED_SEED_NOW });
    emulator.reset();
    expect(callListSchema.parse(await read(emulator, `${apiPaths.calls(SUPPORT)}?limit=500`))).toEqual(a);
  });

  it('is pinned for a server by EMULATOR_NOW, and says so when the value is not a date-time', () => {
    expect(seedNowFromEnv('2026-11-20T17:00:00Z')).toBe(PINNED_SEED_NOW);
    expect(seedNowFromEnv('')).toBeUndefined();
    expect(() => seedNowFromEnv('yesterday')).toThrow('EMULATOR_NOW is not a date-time: "yesterday"');
  });
});
