// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, callIntentListSchema, ruleListSchema } from '../../contract';
import type { ClientConfig } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { type CallSet, arrangeQuality, callSetKey, computeQuality, inCallSet } from '../../lib/review-quality';
import { setupEmulator } from '../../test/emulator';
import { type QualityProgress, gatherQuality } from './gather-quality';
import { fetchAllReviews } from '../../test/all-reviews';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();
const config: ClientConfig = { baseUrl: 'http://localhost', token: 'demo-token' };
const control = (path: string, body: unknown) =>
  emu.emulator.app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
const known = async () => {
  const intents = callIntentListSchema.parse(await (await emu.call(apiPaths.intents(A1))).json());
  const rules = ruleListSchema.parse(await (await emu.call(apiPaths.rules(A1))).json());
  // 9999: an intent and a rule of the agent no review names (a row of zeros each).
  return {
    intents: [...intents.map((i) => i.id), 9999],
    labels: [...rules.filter((r) => r.label).map((r) => r.id), 9999],
  };
};

describe('quality figures gathered from the reviews list (what the worker runs)', () => {
  it('equal the figures computed from every review, and each figure’s calls are the reviews it counts', async () => {
    await control('/__emulator/calls', { count: 1300 });
    await control('/__emulator/reviews', { count: 1200 });
    const { intents, labels } = await known();
    const progress: QualityProgress[] = [];
    const got = await gatherQuality({ agent: A1, query: {} }, config, (p) => progress.push(p));
    const all = await fetchAllReviews(A1, {});
    expect(all.items).toHaveLength(1200);
    expect(got).toMatchObject({ loaded: 1200, total: 1200, truncated: false });

    const expected = computeQuality(all.items, intents, labels);
    expect(arrangeQuality(got.quality, intents, labels)).toEqual(expected);
    // The seed judges intents both ways, corrects some, gives label verdicts and missed labels.
    expect(expected.intents.some((r) => r.wrong > 0 && r.confusedWith.length > 0)).toBe(true);
    expect(expected.labels.some((l) => l.wrong > 0 && l.missed > 0)).toBe(true);
    expect(expected.intents.find((r) => r.id === 9999)).toMatchObject({ reviewed: 0, agreement: null });

    const sets: CallSet[] = [
      ...expected.intents.flatMap((r) =>
        (['reviewed', 'correct', 'wrong'] as const).map((verdict) => ({ kind: 'intent' as const, id: r.id, verdict })),
      ),
      ...expected.confusion.rows.flatMap((ai) =>
        expected.confusion.columns.map((right) => ({ kind: 'confusion' as const, ai, right })),
      ),
      ...expected.labels.flatMap((l) =>
        (['verdicts', 'correct', 'wrong', 'missed'] as const).map((verdict) => ({
          kind: 'label' as const,
          id: l.id,
          verdict,
        })),
      ),
    ];
    for (const set of sets) {
      const counted = all.items.filter((r) => inCallSet(r, set)).map((r) => r.call_id);
      expect(got.calls.get(callSetKey(set)) ?? [], callSetKey(set)).toEqual(counted);
    }
    // No other figure has calls.
    expect([...got.calls.keys()].every((key) => sets.some((s) => callSetKey(s) === key))).toBe(true);

    // One report per page read (the service pages at most 500), the last at the end.
    expect(progress).toEqual([
      { loaded: 500, total: 1200 },
      { loaded: 1000, total: 1200 },
      { loaded: 1200, total: 1200 },
    ]);
  });

  it('reads the range asked for', async () => {
    const range = { started_after: '2026-11-10T00:00:00.000Z' };
    await control('/__emulator/calls', { count: 1300 });
    await control('/__emulator/reviews', { count: 1200 });
    const got = await gatherQuality({ agent: A1, query: range }, config, () => {});
    const all = await fetchAllReviews(A1, range);
    expect(got.loaded).toBe(all.items.length);
    expect(got.loaded).toBeGreaterThan(0);
    expect(got.loaded).toBeLessThan(1200);
    expect(arrangeQuality(got.quality, [], [])).toEqual(computeQuality(all.items));
  });

  it('stops at a short page where the service gives no total', async () => {
    await control('/__emulator/calls', { count: 800 });
    await control('/__emulator/reviews', { count: 700 });
    const withoutTotal: ClientConfig = {
      ...config,
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        const body = (await res.json()) as { items: unknown[] };
        return new Response(JSON.stringify({ items: body.items }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    };
    const got = await gatherQuality({ agent: A1, query: {} }, withoutTotal, () => {});
    expect(got).toMatchObject({ loaded: 700, total: null, truncated: false });
    expect(got.quality.reviews).toBe(700);
  });

  it('works out the seeded calibration: Rey and Remi share 12 calls, two disagreements without a final verdict', async () => {
    const got = await gatherQuality({ agent: A1, query: {} }, config, () => {});
    const names = got.agreement.pairs.map((p) => `${p.a.name} and ${p.b.name}`);
    expect(names).toEqual(['Rey Reviewer and Remi Second']);
    const [pair] = got.agreement.pairs;
    expect(pair?.calls).toHaveLength(12);
    expect(pair?.intent).toMatchObject({ n: 12, agreed: 10, calls: 12 });
    expect(pair?.intent.kappa).toBeCloseTo(0.68, 10);
    expect(pair?.labels).toMatchObject({ n: 7, agreed: 6, calls: 6 });
    expect(pair?.labels.kappa).toBeCloseTo(10 / 17, 10);
    expect(got.agreement.acrossAll).toBeNull();
    // 1016 differs too, and its final verdict settles it.
    expect([...got.agreement.disagreements].sort()).toEqual([1025, 1046]);
  });

  it('five reviewers sharing calls: every pair that shares one, and Fleiss across all', async () => {
    await control('/__emulator/calls', { count: 300 });
    await control('/__emulator/reviews', { count: 600, reviewersPerCall: 3 });
    const got = await gatherQuality({ agent: A1, query: {} }, config, () => {});
    expect(got.agreement.reviewers).toHaveLength(5);
    expect(got.agreement.pairs.length).toBeGreaterThan(1);
    for (const p of got.agreement.pairs) expect(p.intent.calls).toBeLessThanOrEqual(p.calls.length);
    expect(got.agreement.acrossAll?.intent.items).toBeGreaterThan(100);
    expect(got.agreement.disagreements.length).toBeGreaterThan(0);
  });

  it('fails with the service’s own error, and names a server without reviews as such', async () => {
    await emu.fault({ path: apiPaths.callReviews(A1), status: 500, body: { detail: 'Reviews store is rebuilding' } });
    const failure = await gatherQuality({ agent: A1, query: {} }, config, () => {}).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.detail).toBe('Reviews store is rebuilding');
  });

  it('names a server without reviews as such', async () => {
    await control('/__emulator/reviews', { offered: false });
    const failure = await gatherQuality({ agent: A1, query: {} }, config, () => {}).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.isRouteMissing).toBe(true);
  });
});
