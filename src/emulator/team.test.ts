// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, memberListSchema, meSchema, teamErrorTexts } from '../contract';
import { emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const { call, detailOf } = emulatorRoutes();
const as = (token: string) => ({ Authorization: `Bearer ${token}` });
const REVIEWER = 'reviewer-token';
const VIEWER = 'viewer-token';
const review = { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: '' };

describe('B.11: who is signed in, and what each role may write', () => {
  it('/me names the token’s member and their role in each workspace open to them', async () => {
    const me = meSchema.parse(await (await call(apiPaths.me(), { headers: as(REVIEWER) })).json());
    expect(me).toMatchObject({ id: 2, name: 'Rey Reviewer' });
    expect(me.workspaces.length).toBeGreaterThan(0);
    expect(me.workspaces.every((w) => w.role === 'reviewer')).toBe(true);
    expect((await call(apiPaths.me(), { headers: as('nobody') })).status).toBe(401);
  });

  it('lists the four demo members with their roles', async () => {
    const members = memberListSchema.parse(await (await call(apiPaths.members(1), { headers: as(VIEWER) })).json());
    expect(members.map((m) => `${m.name} · ${m.role}`)).toEqual([
      'Demo admin · admin',
      'Rey Reviewer · reviewer',
      'Remi Second · reviewer',
      'Vic Viewer · viewer',
    ]);
  });

  it('a viewer reads and previews, and is refused every write with the role’s text', async () => {
    expect((await call(apiPaths.intents(A1), { headers: as(VIEWER) })).status).toBe(200);
    const preview = await call(apiPaths.alertPreview(A1), {
      method: 'POST',
      headers: as(VIEWER),
      body: { condition_tree: { type: 'group', operator: 'and', children: [] } },
    });
    expect(await detailOf(preview)).not.toBe(teamErrorTexts.roleRefused('viewer'));
    const put = await call(apiPaths.callReview(A1, 1060), { method: 'PUT', headers: as(VIEWER), body: review });
    expect(await detailOf(put)).toBe('Your role (viewer) does not allow this');
    const detection = await call(apiPaths.intentDetection(A1), {
      method: 'PUT',
      headers: as(VIEWER),
      body: { enabled: false },
    });
    expect(await detailOf(detection)).toBe(teamErrorTexts.roleRefused('viewer'));
  });

  it('a reviewer writes reviews and comments, not settings, channels or runs', async () => {
    const put = await call(apiPaths.callReview(A1, 1060), { method: 'PUT', headers: as(REVIEWER), body: review });
    expect(put.status).toBe(200);
    const comment = await call(apiPaths.callComments(A1, 1060), {
      method: 'POST',
      headers: as(REVIEWER),
      body: { at_ms: 1000, text: 'Listen here' },
    });
    expect(comment.ok).toBe(true);
    for (const [path, method, body] of [
      [apiPaths.intentDetection(A1), 'PUT', { enabled: false }],
      [apiPaths.channels(1), 'POST', { name: 'X', type: 'email', config: { addresses: ['a@b.example'] } }],
      [apiPaths.simulationRuns(A1), 'POST', { test_ids: [1], repeats: 1, baseline_run_id: null, note: '' }],
    ] as const) {
      const res = await call(path, { method, headers: as(REVIEWER), body });
      expect(await detailOf(res), path).toBe(teamErrorTexts.roleRefused('reviewer'));
    }
  });

  it('the demo token is the admin, and its writes are named after it', async () => {
    const res = await call(apiPaths.intentDetection(A1), { method: 'PUT', body: { enabled: false } });
    expect(res.status).toBe(200);
    const changes = (await (await call(`${apiPaths.settingsChanges(A1)}?limit=1`)).json()) as {
      items: { actor: string }[];
    };
    expect(changes.items[0]?.actor).toBe('Demo admin');
  });
});
