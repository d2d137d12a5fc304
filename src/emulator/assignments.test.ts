// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type AgentRef,
  apiPaths,
  assignmentListSchema,
  errorTexts,
  finalReviewSchema,
  teamErrorTexts,
} from '../contract';
import { emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf } = emulatorRoutes();
const REY = { Authorization: 'Bearer reviewer-token' };
const review = { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: '' };
const PATH = apiPaths.reviewAssignments(A1);
const post = (body: unknown, headers?: Record<string, string>) => call(PATH, { method: 'POST', body, headers });
const list = async (query = '') => assignmentListSchema.parse(await (await call(`${PATH}?${query}`)).json());

describe('B.11: review assignments', () => {
  it('seeds Rey’s and Remi’s queues, oldest first, with the calibration’s done ones', async () => {
    const open = await list('reviewer_id=2&state=open');
    expect(open.items.map((a) => a.call_id)).toEqual([1052, 1054, 1056, 1058]);
    expect(open.items.every((a) => a.reviewer === 'Rey Reviewer' && a.assigned_by === 'Demo admin')).toBe(true);
    const done = await list('state=done&limit=500');
    expect(done.total).toBe(24);
    const times = (await list('limit=500')).items.map((a) => a.assigned_at ?? '');
    expect(times).toEqual([...times].sort());
    expect((await list('limit=2&offset=1')).items).toHaveLength(2);
    expect((await list('call_id=1016')).items.map((a) => a.reviewer)).toEqual(['Rey Reviewer', 'Remi Second']);
    expect(await detailOf(await call(`${PATH}?state=later`))).toEqual([
      expect.objectContaining({ type: 'literal_error', loc: ['query', 'state'] }),
    ]);
  });

  it('spreads calls over the chosen reviewers, fewest open first, topping up and never twice', async () => {
    // Rey has 4 open, Remi 2, the admin none: one reviewer per call goes to the admin, then Remi.
    const res = await post({ call_ids: [1001, 1002, 1003], reviewer_ids: [2, 3, 1], reviewers_per_call: 1 });
    expect(res.status).toBe(201);
    const made = assignmentListSchema.parse(await res.json());
    expect(made.items.map((a) => [a.call_id, a.reviewer_id, a.state])).toEqual([
      [1001, 1, 'open'],
      [1002, 1, 'open'],
      [1003, 3, 'open'],
    ]);
    expect(made.total).toBe(3);
    // Two per call: 1001 is topped up with one more (not the admin again); 1016 already has two.
    const more = assignmentListSchema.parse(
      await (await post({ call_ids: [1001, 1016], reviewer_ids: [1, 2, 3], reviewers_per_call: 2 })).json(),
    );
    expect(more.items.map((a) => [a.call_id, a.reviewer_id])).toEqual([[1001, 3]]);
  });

  it('is done once the reviewer’s review is stored, open again when it is removed', async () => {
    const path = apiPaths.callReview(A1, 1052);
    expect((await call(path, { method: 'PUT', headers: REY, body: review })).status).toBe(200);
    const [done] = (await list('call_id=1052')).items;
    expect(done).toMatchObject({ state: 'done', reviewer_id: 2 });
    expect(done?.done_at).toEqual(expect.any(String));
    await call(path, { method: 'DELETE', headers: REY });
    expect((await list('call_id=1052')).items[0]).toMatchObject({ state: 'open', done_at: null });
  });

  it('refuses what B.11 refuses, and makes nothing of a refused request', async () => {
    const before = (await list()).total;
    const detail = async (body: unknown) => detailOf(await post(body));
    expect(await detail({ call_ids: [1001], reviewer_ids: [2, 9], reviewers_per_call: 1 })).toBe(
      teamErrorTexts.memberNotFound(9),
    );
    expect(await detail({ call_ids: [1001], reviewer_ids: [2, 3], reviewers_per_call: 3 })).toBe(
      'Not enough reviewers: 3 per call asked, 2 chosen',
    );
    expect(await detail({ call_ids: [1001, 9001], reviewer_ids: [2], reviewers_per_call: 1 })).toBe(
      errorTexts.callNotFound(9001),
    );
    expect(await detail({ call_ids: [], reviewer_ids: [2], reviewers_per_call: 1 })).toEqual([
      expect.objectContaining({ loc: ['body', 'call_ids'] }),
    ]);
    expect(await detailOf(await post({ call_ids: [1001], reviewer_ids: [2], reviewers_per_call: 1 }, REY))).toBe(
      teamErrorTexts.roleRefused('reviewer'),
    );
    expect((await list()).total).toBe(before);
    const [first] = (await list()).items;
    expect(
      await detailOf(await call(apiPaths.reviewAssignment(A1, first?.id ?? 0), { method: 'DELETE', headers: REY })),
    ).toBe(teamErrorTexts.roleRefused('reviewer'));
    expect((await call(apiPaths.reviewAssignment(A1, first?.id ?? 0), { method: 'DELETE' })).status).toBe(204);
    expect((await list()).total).toBe((before ?? 0) - 1);
    expect(await detailOf(await call(apiPaths.reviewAssignment(A1, 999), { method: 'DELETE' }))).toBe(
      teamErrorTexts.assignmentNotFound(999),
    );
  });
});

describe('B.11: final verdicts', () => {
  it('answers the seeded one, says when a call has none, and stores an admin’s', async () => {
    const seeded = finalReviewSchema.parse(await (await call(apiPaths.finalReview(A1, 1016))).json());
    expect(seeded).toMatchObject({
      call_id: 1016,
      intent_correct: false,
      corrected_intent_id: 3,
      decided_by: 'Demo admin',
    });
    expect(await detailOf(await call(apiPaths.finalReview(A1, 1025)))).toBe('Call 1025 has no final review');
    expect(await detailOf(await call(apiPaths.finalReview(A1, 9001)))).toBe(errorTexts.callNotFound(9001));

    const body = { ...review, labels: [{ id: 2, verdict: 'correct' }], intent_correct: false, corrected_intent_id: 1 };
    expect(await detailOf(await call(apiPaths.finalReview(A1, 1025), { method: 'PUT', headers: REY, body }))).toBe(
      teamErrorTexts.roleRefused('reviewer'),
    );
    const put = await call(apiPaths.finalReview(A1, 1025), { method: 'PUT', body });
    expect(put.status).toBe(200);
    const stored = finalReviewSchema.parse(await put.json());
    expect(stored).toMatchObject({ call_id: 1025, decided_by: 'Demo admin', labels: [{ id: 2, verdict: 'correct' }] });
    expect(finalReviewSchema.parse(await (await call(apiPaths.finalReview(A1, 1025))).json())).toEqual(stored);
    expect(
      await detailOf(
        await call(apiPaths.finalReview(A1, 1025), { method: 'PUT', body: { ...body, missed_labels: [77] } }),
      ),
    ).toBe(errorTexts.ruleNotFound(77));
  });
});
