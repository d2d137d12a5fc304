// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AgentRef,
  apiPaths,
  callCommentListSchema,
  callCommentSchema,
  errorTexts,
  teamErrorTexts,
  validationItemSchema,
} from '../contract';
import * as z from 'zod/mini';
import { createEmulator } from './app';
import { EMULATOR_REVIEWER } from './reviews';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

const items = z.array(validationItemSchema);
const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const A3: AgentRef = { workspaceId: 1, agentId: 3 };
const DEMO_CALL = 1060;
const OTHER_CALL = 1054;
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
const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
const list = async (a: AgentRef, callId: number) =>
  callCommentListSchema.parse(await (await call(apiPaths.callComments(a, callId))).json());
const post = (callId: number, body: unknown) => call(apiPaths.callComments(A1, callId), { method: 'POST', body });

beforeEach(() => emulator.reset());

describe('comments (B.7)', () => {
  it('seeds the demo call with comments, by moment with the whole-call ones last; other calls have none', async () => {
    const seeded = await list(A1, DEMO_CALL);
    expect(seeded.total).toBe(seeded.items.length);
    expect(seeded.items.map((c) => c.at_ms)).toEqual([8_000, 41_200, null]);
    expect(seeded.items.every((c) => c.call_id === DEMO_CALL && c.author && c.created_at && c.text)).toBe(true);
    expect(await list(A1, OTHER_CALL)).toEqual({ items: [], total: 0 });
    expect((await list(A3, 3001)).items).toEqual([]);
  });

  it('stores a comment with the token’s person as author, lists it in order and deletes it', async () => {
    const res = await post(DEMO_CALL, { at_ms: 8_000, text: 'Second at 0:08 ✓ שלום' });
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    const stored = callCommentSchema.parse(await res.json());
    expect(stored).toMatchObject({
      call_id: DEMO_CALL,
      at_ms: 8_000,
      text: 'Second at 0:08 ✓ שלום',
      author: EMULATOR_REVIEWER,
    });
    const whole = callCommentSchema.parse(
      await (await post(DEMO_CALL, { at_ms: null, text: 'Whole call, later' })).json(),
    );
    const early = callCommentSchema.parse(await (await post(DEMO_CALL, { at_ms: 0, text: 'At the start' })).json());

    const ids = (await list(A1, DEMO_CALL)).items.map((c) => [c.at_ms, c.id]);
    // Same moment: the older first (the seeded one at 8 s was written a day before).
    expect(ids.map(([at]) => at)).toEqual([0, 8_000, 8_000, 41_200, null, null]);
    expect(ids[2]?.[1]).toBe(stored.id);
    expect(ids[5]?.[1]).toBe(whole.id);
    expect(ids[0]?.[1]).toBe(early.id);

    const path = apiPaths.callComment(A1, DEMO_CALL, stored.id);
    expect((await call(path, { method: 'DELETE' })).ok).toBe(true);
    expect((await list(A1, DEMO_CALL)).items.some((c) => c.id === stored.id)).toBe(false);
    expect(await detailOf(await call(path, { method: 'DELETE' }))).toBe(errorTexts.commentNotFound(stored.id));
  });

  it('counts characters as typed (code points): 2,000 emoji pass, 2,001 characters do not', async () => {
    expect((await post(OTHER_CALL, { at_ms: 1, text: '😀'.repeat(2000) })).ok).toBe(true);
    const res = await post(OTHER_CALL, { at_ms: 1, text: 'a'.repeat(2001) });
    expect(res.status).toBe(422);
    const [item] = items.parse(await detailOf(res));
    expect(item).toMatchObject({
      loc: ['body', 'text'],
      type: 'string_too_long',
      msg: 'String should have at most 2000 characters',
    });
  });

  it('refuses empty text and a negative moment with a validation array naming each field', async () => {
    const res = await post(OTHER_CALL, { at_ms: -5, text: '' });
    expect(res.status).toBe(422);
    const refused = items.parse(await detailOf(res));
    expect(refused.map((i) => [i.loc.join('.'), i.type])).toEqual([
      ['body.text', 'string_too_short'],
      ['body.at_ms', 'greater_than_equal'],
    ]);
    const missing = items.parse(await detailOf(await post(OTHER_CALL, { text: 'no moment' })));
    expect(missing[0]).toMatchObject({ loc: ['body', 'at_ms'], type: 'missing' });
    expect((await list(A1, OTHER_CALL)).total).toBe(0);
  });

  it('answers "Call with ID … not found" for a call the agent does not have', async () => {
    expect(await detailOf(await call(apiPaths.callComments(A1, 999_999)))).toBe(errorTexts.callNotFound(999_999));
    expect(await detailOf(await post(999_999, { at_ms: null, text: 'x' }))).toBe(errorTexts.callNotFound(999_999));
    const del = await call(apiPaths.callComment(A1, 999_999, 1), { method: 'DELETE' });
    expect(await detailOf(del)).toBe(errorTexts.callNotFound(999_999));
  });

  it('keeps comments apart per call: deleting another call’s comment id is "not found"', async () => {
    const [first] = (await list(A1, DEMO_CALL)).items;
    if (!first) throw new Error('the demo call has comments');
    const res = await call(apiPaths.callComment(A1, OTHER_CALL, first.id), { method: 'DELETE' });
    expect(await detailOf(res)).toBe(errorTexts.commentNotFound(first.id));
    expect((await list(A1, DEMO_CALL)).items).toHaveLength(3);
  });
});

describe('comments by member (B.11)', () => {
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const send = (path: string, token: string, method = 'GET', body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...as(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('records the signed-in member as the author', async () => {
    const res = await send(apiPaths.callComments(A1, OTHER_CALL), 'reviewer-token', 'POST', {
      at_ms: null,
      text: 'Rey was here',
    });
    expect(callCommentSchema.parse(await res.json()).author).toBe('Rey Reviewer');
  });

  it('lets the author or an admin delete a comment; another member is refused in B.11’s words', async () => {
    const post = async (token: string, text: string) =>
      callCommentSchema.parse(
        await (await send(apiPaths.callComments(A1, OTHER_CALL), token, 'POST', { at_ms: null, text })).json(),
      );
    const reys = await post('reviewer-token', 'Rey’s');
    const other = await post('reviewer-token', 'Rey’s second');
    const del = (id: number, token: string) => send(apiPaths.callComment(A1, OTHER_CALL, id), token, 'DELETE');

    const refused = await del(reys.id, 'second-reviewer-token');
    expect(refused.status).toBe(403);
    expect(await detailOf(refused)).toBe(teamErrorTexts.roleRefused('reviewer'));
    expect(await detailOf(await del(reys.id, 'viewer-token'))).toBe(teamErrorTexts.roleRefused('viewer'));
    expect((await del(reys.id, 'reviewer-token')).status).toBe(204);
    expect((await del(other.id, DEMO_TOKEN)).status).toBe(204);
    expect(await list(A1, OTHER_CALL)).toEqual({ items: [], total: 0 });
  });

  it('a viewer cannot comment', async () => {
    const res = await send(apiPaths.callComments(A1, OTHER_CALL), 'viewer-token', 'POST', { at_ms: null, text: 'x' });
    expect(await detailOf(res)).toBe(teamErrorTexts.roleRefused('viewer'));
  });
});
