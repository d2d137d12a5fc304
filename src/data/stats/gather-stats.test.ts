// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiPaths, callListSchema, callStatsSchema, type AgentRef, type CallFilters } from '../../contract';
import { isApiError } from '../../lib/api-error';
import type { ClientConfig } from '../../lib/api-client';
import { setupEmulator } from '../../test/emulator';
import { GATHER_PAGE, gatherStats, type ComputeProgress, type GatherInput } from './gather-stats';
import type { ComputePeriod } from './keys';

const BUSY: AgentRef = { workspaceId: 1, agentId: 5 };
const NO_FILTERS: CallFilters = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };
const emu = setupEmulator();
const config: ClientConfig = { baseUrl: 'http://localhost', token: 'demo-token' };
const get = async (path: string, query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) for (const one of [v].flat()) params.append(k, one);
  const res = await emu.call(`${path}?${params}`);
  expect(res.status).toBe(200);
  return res.json() as Promise<unknown>;
};
const routeStats = async (p: ComputePeriod, tz: string) =>
  callStatsSchema.parse(
    await get(apiPaths.callStats(BUSY), {
      started_after: p.from,
      started_before: p.to,
      bucket: p.bucket,
      tz,
      label_id: (p.labelIds ?? []).map(String),
    }),
  );

/** Two weeks by day, the two weeks before, and the same periods counting only red-flagged calls (rule 6, Abuse). */
const CURRENT = { from: '2026-11-02T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' };
const PREVIOUS = { from: '2026-10-19T00:00:00.000Z', to: CURRENT.from };
const input = (over: Partial<GatherInput> = {}): GatherInput => ({
  agent: BUSY,
  tz: 'UTC',
  from: PREVIOUS.from,
  to: CURRENT.to,
  periods: [
    { ...CURRENT, bucket: 'day' },
    { ...PREVIOUS, bucket: 'day' },
    { ...CURRENT, bucket: 'day', labelIds: [6] },
    { ...PREVIOUS, bucket: 'day', labelIds: [6] },
  ],
  filters: NO_FILTERS,
  limit: 20_000,
  ...over,
});

describe('figures computed from the calls list (what the worker runs)', () => {
  it('equal the statistics route’s on the same data, per period, red-flag periods included', async () => {
    const progress: ComputeProgress[] = [];
    const req = input();
    const got = await gatherStats(req, config, (p) => progress.push(p));
    expect(got.truncated).toBe(false);
    expect(got.total).toBe(got.loaded);
    expect(got.loaded).toBeGreaterThan(GATHER_PAGE);
    for (const [i, period] of req.periods.entries()) {
      expect(got.stats[i], `period ${i}`).toEqual(await routeStats(period, 'UTC'));
    }
    // One report per page read, each further than the last, the last at the end.
    expect(progress.length).toBe(Math.ceil(got.loaded / GATHER_PAGE));
    expect(progress.every((p, i) => i === 0 || p.loaded > (progress[i - 1]?.loaded ?? 0))).toBe(true);
    expect(progress.at(-1)).toEqual({ loaded: got.loaded, total: got.total });
  });

  it('equal the route’s by local day in a zone with a clock change (Berlin, 25 October 2026)', async () => {
    const period: ComputePeriod = { from: '2026-10-23T22:00:00.000Z', to: '2026-10-27T23:00:00.000Z', bucket: 'day' };
    const got = await gatherStats(
      input({ tz: 'Europe/Berlin', from: period.from, to: period.to, periods: [period] }),
      config,
      () => {},
    );
    const route = await routeStats(period, 'Europe/Berlin');
    expect(got.stats[0]).toEqual(route);
    expect(route.buckets[1]?.start).toBe('2026-10-24T22:00:00.000Z');
  });

  it('stops at the limit and says how far it read: the newest calls, the total the list gave, the oldest call read', async () => {
    const limit = 1_200;
    const got = await gatherStats(input({ limit }), config, () => {});
    const all = callListSchema.parse(
      await get(apiPaths.calls(BUSY), {
        started_after: PREVIOUS.from,
        started_before: CURRENT.to,
        order: 'desc',
        limit: '1000',
        offset: String(limit - 1),
      }),
    );
    expect(got.loaded).toBe(limit);
    expect(got.truncated).toBe(true);
    expect(got.total).toBe(all.total);
    expect(all.total ?? 0).toBeGreaterThan(limit);
    expect(got.oldest).toBe(all.items[0]?.started_at);
    // What was read is counted, in the period it falls in: the newest `limit` calls of the range.
    const [current, previous] = got.stats;
    expect((current?.total.calls ?? 0) + (previous?.total.calls ?? 0)).toBe(limit);
  });

  it('reads on where a server sends fewer calls than asked, and stops on an empty page where it gives no total', async () => {
    // A server that caps its pages below what was asked and gives no total: read on until a page is empty.
    const period: ComputePeriod = { ...CURRENT, bucket: 'day' };
    const route = await routeStats(period, 'UTC');
    const withoutTotal: ClientConfig = {
      ...config,
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        if (!String(url).includes('/calls?')) return res;
        const body = (await res.json()) as { items: unknown[] };
        // Half a page each time, no total: the reader must go on from where the items end.
        return new Response(JSON.stringify({ items: body.items.slice(0, 400) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    };
    const got = await gatherStats(
      input({ from: CURRENT.from, to: CURRENT.to, periods: [period] }),
      withoutTotal,
      () => {},
    );
    expect(got.total).toBeNull();
    expect(got.truncated).toBe(false);
    expect(got.loaded).toBe(route.total.calls);
    expect(got.stats[0]).toEqual(route);
  });

  it('fails with the service’s error: a server without a calls list is named as such', async () => {
    await emu.fault({ path: apiPaths.calls(BUSY), status: 404, body: { detail: 'Not Found' } });
    const failure = await gatherStats(input(), config, () => {}).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.isRouteMissing).toBe(true);
  });
});
