// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type AgentRef,
  apiPaths,
  callListSchema,
  errorTexts,
  memberReviewListSchema,
  memberReviewSchema,
} from '../contract';
import { emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf, app } = emulatorRoutes();
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const REY = as('reviewer-token');
const REMI = as('second-reviewer-token');
const body = { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: '' };
const reviewsOf = async (query: string) =>
  memberReviewListSchema.parse(await (await call(`${apiPaths.callReviews(A1)}?${query}`)).json());

describe('B.11: several reviewers per call', () => {
  it('the review of a call is the caller’s own: each member stores, reads and removes theirs', async () => {
    const [open] = callListSchema.parse(
      await (await call(`${apiPaths.calls(A1)}?reviewed=false&limit=1`)).json(),
    ).items;
    if (!open) throw new Error('an unreviewed call');
    const path = apiPaths.callReview(A1, open.id);
    const rey = memberReviewSchema.parse(await (await call(path, { method: 'PUT', headers: REY, body })).json());
    expect(rey).toMatchObject({ reviewer_id: 2, reviewer: 'Rey Reviewer', intent_correct: true });
    expect(rey.id).toEqual(expect.any(Number));
    // Not Remi's review, nor the demo admin's.
    expect(await detailOf(await call(path, { headers: REMI }))).toBe(errorTexts.callNotReviewed(open.id));
    expect((await call(path)).status).toBe(404);
    const remi = memberReviewSchema.parse(
      await (await call(path, { method: 'PUT', headers: REMI, body: { ...body, intent_correct: false } })).json(),
    );
    expect(remi).toMatchObject({ reviewer_id: 3, reviewer: 'Remi Second', intent_correct: false });
    expect(remi.id).not.toBe(rey.id);
    // Replacing keeps the review's id, and makes it the newer one (a millisecond later at least:
    // reviews stored within the same millisecond are listed by id).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = memberReviewSchema.parse(
      await (await call(path, { method: 'PUT', headers: REY, body: { ...body, note: 'Sure.' } })).json(),
    );
    expect(again).toMatchObject({ id: rey.id, note: 'Sure.' });

    const both = memberReviewListSchema.parse(await (await call(apiPaths.callReviewsByMember(A1, open.id))).json());
    expect(both.items.map((r) => r.reviewer)).toEqual(['Remi Second', 'Rey Reviewer']);
    expect(both.total).toBe(2);
    expect((await reviewsOf('limit=500&reviewer_id=3')).items.some((r) => r.call_id === open.id)).toBe(true);

    expect((await call(path, { method: 'DELETE', headers: REY })).status).toBe(204);
    expect((await call(path, { headers: REY })).status).toBe(404);
    expect((await call(path, { headers: REMI })).status).toBe(200);
    // Reviewed by anyone: still reviewed while Remi's review stands.
    const reviewed = callListSchema.parse(await (await call(`${apiPaths.calls(A1)}?reviewed=true&limit=500`)).json());
    expect(reviewed.items.find((c) => c.id === open.id)?.reviewed).toBe(true);
    expect(await detailOf(await call(apiPaths.callReviewsByMember(A1, 9001)))).toBe(errorTexts.callNotFound(9001));
  });

  it('lists one item per reviewer and call, by reviewer, and the final verdicts alone with final=true', async () => {
    const all = await reviewsOf('limit=500');
    const calls = new Set(all.items.map((r) => r.call_id));
    expect(all.total).toBe(30);
    expect(calls.size).toBe(18);
    const rey = await reviewsOf('limit=500&reviewer_id=2');
    const remi = await reviewsOf('limit=500&reviewer_id=3');
    expect(rey.total).toBe(12);
    expect(remi.items.map((r) => r.call_id)).toEqual(rey.items.map((r) => r.call_id));
    expect(rey.items.every((r) => r.reviewer === 'Rey Reviewer' && r.reviewer_id === 2)).toBe(true);

    const finals = (await (await call(`${apiPaths.callReviews(A1)}?final=true`)).json()) as {
      items: { call_id: number; decided_by: string; decided_at: string; corrected_intent_id: number }[];
      total: number;
    };
    expect(finals.total).toBe(1);
    expect(finals.items[0]).toMatchObject({ call_id: 1016, decided_by: 'Demo admin', corrected_intent_id: 3 });
    expect(await detailOf(await call(`${apiPaths.callReviews(A1)}?final=perhaps`))).toEqual([
      expect.objectContaining({ type: 'bool_parsing', loc: ['query', 'final'] }),
    ]);
  });

  it('seeds a calibration: Rey and Remi agree on nine of twelve calls', async () => {
    const rey = await reviewsOf('limit=500&reviewer_id=2');
    const remi = new Map((await reviewsOf('limit=500&reviewer_id=3')).items.map((r) => [r.call_id, r]));
    const disagreements = rey.items.flatMap((a) => {
      const b = remi.get(a.call_id);
      const verdicts = (r: typeof a) => JSON.stringify([r.intent_correct, r.corrected_intent_id, r.labels]);
      return b && verdicts(a) !== verdicts(b) ? [a.call_id] : [];
    });
    expect(disagreements.sort()).toEqual([1016, 1025, 1046]);
  });

  it('generates reviews shared by several reviewers on request (benchmarks)', async () => {
    const res = await app.request('/__emulator/reviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 50, reviewersPerCall: 5 }),
    });
    expect(res.status).toBe(204);
    const all = await reviewsOf('limit=500');
    expect(all.total).toBe(50);
    expect(new Set(all.items.map((r) => r.call_id)).size).toBe(10);
    expect(new Set(all.items.map((r) => r.reviewer_id)).size).toBe(5);
  });
});
