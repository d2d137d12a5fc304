// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, callListSchema, callStatsSchema } from '../contract';
import { createEmulator } from './app';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';
import { busyLineCalls, busyLineSpikeDay } from './seed-busy-line';

const BUSY_LINE_SPIKE_DAY = busyLineSpikeDay(PINNED_SEED_NOW);

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const BUSY: AgentRef = { workspaceId: 1, agentId: 5 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;
const get = (path: string) => app.request(path, { headers: { Authorization: `Bearer ${DEMO_TOKEN}` } });
const stats = async (query: string) => {
  const res = await get(`${apiPaths.callStats(BUSY)}?${query}`);
  expect(res.status).toBe(200);
  return callStatsSchema.parse(await res.json());
};

beforeEach(() => emulator.reset());

describe('statistics route (B.3)', () => {
  it('buckets by local day: the Berlin day the clocks go back starts at 22:00 UTC and lasts 25 hours', async () => {
    const body = await stats(
      'started_after=2026-10-23T22:00:00Z&started_before=2026-10-27T23:00:00Z&bucket=day&tz=Europe/Berlin',
    );
    expect(body.tz).toBe('Europe/Berlin');
    expect(body.buckets.map((b) => b.start)).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-10-26T23:00:00.000Z',
    ]);
    // The 25-hour day counts the calls of all its hours: those of the list over the same instants.
    const list = callListSchema.parse(
      await (
        await get(
          `${apiPaths.calls(BUSY)}?started_after=2026-10-24T22:00:00Z&started_before=2026-10-25T23:00:00Z&limit=1000`,
        )
      ).json(),
    );
    expect(body.buckets[1]?.calls).toBe(list.total);
    expect(body.total.calls).toBe(body.buckets.reduce((sum, b) => sum + b.calls, 0));
  });

  it('has every bucket of the range, with zero where nothing happened', async () => {
    const body = await stats(
      'started_after=2020-01-01T00:00:00Z&started_before=2020-01-08T00:00:00Z&bucket=day&tz=UTC',
    );
    expect(body.buckets).toHaveLength(7);
    expect(body.buckets.every((b) => b.calls === 0 && b.outcomes.length === 0)).toBe(true);
    expect(body.total.calls).toBe(0);
  });

  it('takes the list filters, and counts null for calls without an outcome, intent or sentiment', async () => {
    const range = 'started_after=2026-10-01T00:00:00Z&started_before=2026-11-01T00:00:00Z&tz=UTC';
    const all = await stats(range);
    const escalated = await stats(`${range}&call_outcome_id=2`);
    expect(escalated.total.calls).toBe(all.total.outcomes.find((o) => o.id === 2)?.count);
    expect(all.total.intents.some((i) => i.id === null)).toBe(true);
    expect(all.total.sentiments.some((s) => s.value === null)).toBe(true);
    const intentSum = all.total.intents.reduce((sum, i) => sum + i.count, 0);
    expect(intentSum).toBe(all.total.calls);
  });

  it('shows the spike of abusive calls on its day', async () => {
    const day = new Date(BUSY_LINE_SPIKE_DAY);
    const from = new Date(BUSY_LINE_SPIKE_DAY - 7 * 86_400_000).toISOString();
    const to = new Date(BUSY_LINE_SPIKE_DAY + 86_400_000).toISOString();
    const body = await stats(`started_after=${from}&started_before=${to}&tz=UTC&label_id=6`);
    const counts = body.buckets.map((b) => b.calls);
    const spike = counts[counts.length - 1] ?? 0;
    expect(body.buckets[body.buckets.length - 1]?.start).toBe(day.toISOString());
    expect(spike).toBeGreaterThan(3 * Math.max(...counts.slice(0, -1)));
  });

  it('buckets by week from Monday and by hour', async () => {
    const weeks = await stats(
      'started_after=2026-11-04T00:00:00Z&started_before=2026-11-20T00:00:00Z&bucket=week&tz=UTC',
    );
    expect(weeks.buckets.map((b) => b.start)).toEqual([
      '2026-11-02T00:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
    ]);
    const hours = await stats(
      'started_after=2026-11-18T00:00:00Z&started_before=2026-11-19T00:00:00Z&bucket=hour&tz=UTC',
    );
    expect(hours.buckets).toHaveLength(24);
  });

  it('refuses an unknown bucket or time zone, naming the parameter', async () => {
    const bad = await get(`${apiPaths.callStats(BUSY)}?bucket=month`);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('"bucket"');
    const zone = await get(`${apiPaths.callStats(BUSY)}?tz=Mars/Olympus`);
    expect(zone.status).toBe(422);
    expect(JSON.stringify(await zone.json())).toContain('"tz"');
  });

  it('answers 404 Not Found when a fault switches it off, as a server without it', async () => {
    await app.request('/__emulator/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: apiPaths.callStats(BUSY), status: 404, body: { detail: 'Not Found' } }),
    });
    const res = await get(apiPaths.callStats(BUSY));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not Found' });
  });
});

describe('the Busy line', () => {
  it('has thousands of calls over 90 days, the same on every run, with quiet weekends and rising escalations', () => {
    const calls = busyLineCalls(PINNED_SEED_NOW);
    expect(calls.length).toBeGreaterThan(4000);
    expect(busyLineCalls(PINNED_SEED_NOW)).toEqual(calls);
    // A later clock adds days without changing the days before.
    expect(busyLineCalls(PINNED_SEED_NOW, Date.parse('2026-11-25T12:00:00Z')).slice(0, calls.length)).toEqual(calls);
    const share = (from: number, to?: number) => {
      const part = calls.slice(from, to);
      return part.filter((c) => c.call_outcome?.id === 2).length / part.length;
    };
    expect(share(-1000)).toBeGreaterThan(share(0, 1000) + 0.06);
    const weekday = (c: { started_at?: string | null }) => new Date(c.started_at ?? '').getUTCDay();
    const sundays = calls.filter((c) => weekday(c) === 0).length;
    const tuesdays = calls.filter((c) => weekday(c) === 2).length;
    expect(tuesdays).toBeGreaterThan(2 * sundays);
  });
});
