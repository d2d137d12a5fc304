// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, savedViewListSchema, savedViewSchema, teamErrorTexts } from '../contract';
import { emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf } = emulatorRoutes();
const REY = { Authorization: 'Bearer reviewer-token' };
const REMI = { Authorization: 'Bearer second-reviewer-token' };
const VIC = { Authorization: 'Bearer viewer-token' };
const PATH = apiPaths.savedViews(A1);
const save = (body: unknown, headers?: Record<string, string>) => call(PATH, { method: 'POST', body, headers });
const views = async (headers?: Record<string, string>) =>
  savedViewListSchema.parse(await (await call(PATH, { headers })).json());

describe('B.12: saved views of the calls list', () => {
  it('keeps a member’s own views to them and shows shared ones to every member', async () => {
    const res = await save({ name: 'Angry callers', query: 'sentiment=negative', shared: true }, REY);
    expect(res.status).toBe(201);
    const shared = savedViewSchema.parse(await res.json());
    expect(shared).toMatchObject({ name: 'Angry callers', query: 'sentiment=negative', shared: true, owner_id: 2 });
    expect(shared.owner).toBe('Rey Reviewer');
    expect(shared.created_at).toEqual(expect.any(String));
    await save({ name: 'Mine', query: 'label_id=3', shared: false }, REY);
    // A viewer saves views too: reading is all it takes.
    expect((await save({ name: 'Vic’s', query: '', shared: false }, VIC)).status).toBe(201);

    expect((await views(REY)).map((v) => v.name)).toEqual(['Angry callers', 'Mine']);
    expect((await views(REMI)).map((v) => v.name)).toEqual(['Angry callers']);
    expect((await views()).map((v) => v.name)).toEqual(['Angry callers']);
  });

  it('refuses a name the member already uses, not one another member uses', async () => {
    await save({ name: 'Refunds', query: 'label_id=3', shared: false }, REY);
    expect(await detailOf(await save({ name: ' refunds ', query: '', shared: true }, REY))).toBe(
      teamErrorTexts.savedViewNameTaken('refunds'),
    );
    expect((await save({ name: 'Refunds', query: '', shared: false }, REMI)).status).toBe(201);
    expect(await detailOf(await save({ name: '  ', query: '', shared: false }, REY))).toEqual([
      expect.objectContaining({ loc: ['body', 'name'] }),
    ]);
  });

  it('lets only the owner or an admin delete a view; another’s private view is not found', async () => {
    const shared = savedViewSchema.parse(await (await save({ name: 'Team', query: '', shared: true }, REY)).json());
    const own = savedViewSchema.parse(await (await save({ name: 'Own', query: '', shared: false }, REY)).json());
    expect(await detailOf(await call(apiPaths.savedView(A1, shared.id), { method: 'DELETE', headers: REMI }))).toBe(
      teamErrorTexts.roleRefused('reviewer'),
    );
    expect(await detailOf(await call(apiPaths.savedView(A1, own.id), { method: 'DELETE', headers: REMI }))).toBe(
      teamErrorTexts.savedViewNotFound(own.id),
    );
    expect((await call(apiPaths.savedView(A1, own.id), { method: 'DELETE', headers: REY })).status).toBe(204);
    expect((await call(apiPaths.savedView(A1, shared.id), { method: 'DELETE' })).status).toBe(204);
    expect(await views(REY)).toEqual([]);
    expect(await detailOf(await call(apiPaths.savedView(A1, 99), { method: 'DELETE' }))).toBe(
      teamErrorTexts.savedViewNotFound(99),
    );
  });
});
