// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AgentRef,
  type CallReview,
  apiPaths,
  callListSchema,
  callReviewListSchema,
  callReviewSchema,
  errorTexts,
} from '../contract';
import { createEmulator } from './app';
import { EMULATOR_REVIEWER } from './reviews';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const A3: AgentRef = { workspaceId: 1, agentId: 3 };
const emulator = createEmulator({ now: PINNED_SEED_NOW });
const { app } = emulator;

const call = async (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${DEMO_TOKEN}`,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
const control = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
const listCalls = async (query: string) =>
  callListSchema.parse(await (await call(`${apiPaths.calls(A1)}?${query}`)).json());
const listReviews = async (a: AgentRef, query = '') =>
  callReviewListSchema.parse(await (await call(`${apiPaths.callReviews(a)}?${query}`)).json());

const body = {
  intent_correct: false,
  corrected_intent_id: 2,
  labels: [],
  missed_labels: [3],
  note: 'Wanted to cancel.',
};

beforeEach(() => emulator.reset());

describe('reviews (B.4)', () => {
  it('stores a review, answers it again, replaces it and removes it', async () => {
    const [first] = (await listCalls('reviewed=false&limit=1')).items;
    if (!first) throw new Error('the demo data has an unreviewed call');
    const path = apiPaths.callReview(A1, first.id);
    expect(await detailOf(await call(path))).toBe(errorTexts.callNotReviewed(first.id));

    const labels = first.labels_and_redflags.map((l) => ({ id: l.id, verdict: 'wrong' }));
    const put = await call(path, { method: 'PUT', body: { ...body, labels } });
    expect(put.status).toBe(200);
    const stored = callReviewSchema.parse(await put.json());
    expect(stored).toMatchObject({
      call_id: first.id,
      ...body,
      labels,
      reviewer: EMULATOR_REVIEWER,
      ai_intent_id: first.call_intent?.id ?? null,
    });
    expect(stored.ai_label_ids).toEqual(first.labels_and_redflags.map((l) => l.id));
    expect(callReviewSchema.parse(await (await call(path)).json())).toEqual(stored);

    const replaced = callReviewSchema.parse(
      await (
        await call(path, { method: 'PUT', body: { ...body, intent_correct: true, corrected_intent_id: null } })
      ).json(),
    );
    expect(replaced.intent_correct).toBe(true);
    expect(
      (await listCalls('reviewed=true&limit=1000')).items.some((c) => c.id === first.id && c.reviewed === true),
    ).toBe(true);

    expect((await call(path, { method: 'DELETE' })).ok).toBe(true);
    expect((await call(path)).status).toBe(404);
    expect((await listCalls('reviewed=false&limit=1000')).items.find((c) => c.id === first.id)?.reviewed).toBe(false);
  });

  it('refuses a malformed body, an unknown call, intent or rule, with the texts B.4 assumes', async () => {
    const path = apiPaths.callReview(A1, 1001);
    const long = await call(path, { method: 'PUT', body: { ...body, note: 'x'.repeat(2001) } });
    expect(long.status).toBe(422);
    expect(await detailOf(long)).toEqual([expect.objectContaining({ type: 'string_too_long', loc: ['body', 'note'] })]);
    // Characters, as the service counts them: an emoji is one (two UTF-16 units).
    const emoji = await call(path, { method: 'PUT', body: { ...body, note: '😀'.repeat(2000) } });
    expect(emoji.status).toBe(200);
    const moreEmoji = await call(path, { method: 'PUT', body: { ...body, note: '😀'.repeat(2001) } });
    expect(await detailOf(moreEmoji)).toEqual([
      expect.objectContaining({ type: 'string_too_long', loc: ['body', 'note'], ctx: { max_length: 2000 } }),
    ]);
    const verdict = await detailOf(
      await call(path, { method: 'PUT', body: { ...body, labels: [{ id: 1, verdict: 'maybe' }] } }),
    );
    expect(verdict).toEqual([expect.objectContaining({ loc: ['body', 'labels', 0, 'verdict'] })]);
    const missing = await detailOf(await call(path, { method: 'PUT', body: { note: '' } }));
    expect(missing).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'missing', loc: ['body', 'intent_correct'] })]),
    );

    expect(await detailOf(await call(apiPaths.callReview(A1, 9001), { method: 'PUT', body }))).toBe(
      errorTexts.callNotFound(9001),
    );
    expect(await detailOf(await call(path, { method: 'PUT', body: { ...body, corrected_intent_id: 99 } }))).toBe(
      errorTexts.intentNotFound(99, 1),
    );
    expect(await detailOf(await call(path, { method: 'PUT', body: { ...body, missed_labels: [77] } }))).toBe(
      errorTexts.ruleNotFound(77),
    );
    expect(await detailOf(await call(apiPaths.callReview(A1, 9001), { method: 'DELETE' }))).toBe(
      errorTexts.callNotFound(9001),
    );
  });

  it('lists reviews newest call first, paged, by range and AI intent; seeded on the demo agent only', async () => {
    const all = await listReviews(A1, 'limit=500');
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(all.items).toHaveLength(all.total ?? 0);
    const ids = all.items.map((r) => r.call_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await listReviews(A3)).total).toBe(0);

    const page = await listReviews(A1, 'limit=5&offset=5');
    expect(page.items.map((r) => r.call_id)).toEqual(ids.slice(5, 10));
    const billing = await listReviews(A1, 'limit=500&call_intent_id=1');
    expect(billing.items.length).toBeGreaterThan(0);
    expect(billing.items.every((r: CallReview) => r.ai_intent_id === 1)).toBe(true);

    const calls = await listCalls('limit=1000');
    const mid = calls.items[30]?.started_at ?? '';
    const recent = await listReviews(A1, `limit=500&started_after=${mid}`);
    const recentCalls = new Set(calls.items.slice(0, 31).map((c) => c.id));
    expect(recent.items.every((r) => recentCalls.has(r.call_id))).toBe(true);
    expect(recent.total).toBe(all.items.filter((r) => recentCalls.has(r.call_id)).length);

    expect(await detailOf(await call(`${apiPaths.callReviews(A1)}?limit=501`))).toEqual([
      expect.objectContaining({ type: 'less_than_equal', loc: ['query', 'limit'] }),
    ]);
  });

  it('filters the calls list by reviewed, and marks each call', async () => {
    const reviewed = await listCalls('reviewed=true&limit=1000');
    const open = await listCalls('reviewed=false&limit=1000');
    expect(reviewed.items.every((c) => c.reviewed === true)).toBe(true);
    expect(open.items.every((c) => c.reviewed === false)).toBe(true);
    expect((reviewed.total ?? 0) + (open.total ?? 0)).toBe(60);
    // Reviewed by anyone: the calls the reviews are of.
    const reviewedCalls = new Set((await listReviews(A1, 'limit=500')).items.map((r) => r.call_id));
    expect(reviewed.total).toBe(reviewedCalls.size);
    expect(await detailOf(await call(`${apiPaths.calls(A1)}?reviewed=maybe`))).toEqual([
      expect.objectContaining({ type: 'bool_parsing', loc: ['query', 'reviewed'] }),
    ]);
  });

  it('switched off, is a server without reviews: 404 Not Found, no reviewed on calls, the filter ignored', async () => {
    expect((await control('/__emulator/reviews', { offered: false })).status).toBe(204);
    for (const res of [
      await call(apiPaths.callReview(A1, 1001)),
      await call(apiPaths.callReviews(A1)),
      await call(apiPaths.callReview(A1, 1001), { method: 'PUT', body }),
    ]) {
      expect(res.status).toBe(404);
      expect(await detailOf(res)).toBe(errorTexts.routeNotFound);
    }
    const list = await listCalls('reviewed=true&limit=1000');
    expect(list.total).toBe(60);
    expect(list.items.every((c) => !('reviewed' in c))).toBe(true);
    emulator.reset();
    expect((await call(apiPaths.callReviews(A1))).status).toBe(200);
  });

  it('clears or generates reviews on request', async () => {
    await control('/__emulator/reviews', { clear: true });
    expect((await listReviews(A1)).total).toBe(0);
    await control('/__emulator/calls', { count: 600 });
    await control('/__emulator/reviews', { count: 550 });
    expect((await listReviews(A1, 'limit=10')).total).toBe(550);
  });
});

describe('transcript search (B.5)', () => {
  it('finds calls whose transcript holds the text, in any case, and can be made to ignore it', async () => {
    const found = await listCalls(`q=${encodeURIComponent('DUPLICATE CHARGE')}&limit=1000`);
    expect(found.items.map((c) => c.id)).toEqual([1060]);
    const cancel = await listCalls(`q=${encodeURIComponent('CANCEL my subscription')}&limit=1000`);
    expect(cancel.total).toBeGreaterThan(0);
    expect(cancel.total).toBeLessThan(60);
    await control('/__emulator/calls', { ignore: ['q'] });
    expect((await listCalls('q=duplicate%20charge&limit=1000')).total).toBe(60);
  });
});
