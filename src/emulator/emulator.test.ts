// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type AgentRef, apiPaths, errorTexts } from '../contract';
import { emulatorRoutes } from '../test/emulator-routes';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const A2: AgentRef = { workspaceId: 1, agentId: 2 };
const { app, call, detailOf } = emulatorRoutes();

describe('auth and workspaces', () => {
  it('answers 403 without credentials and 401 with a wrong token, both "Not authenticated"', async () => {
    const none = await app.request(apiPaths.intents(A1));
    expect(none.status).toBe(403);
    expect(await detailOf(none)).toBe(errorTexts.notAuthenticated);
    const wrong = await call(apiPaths.intents(A1), { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await detailOf(wrong)).toBe(errorTexts.notAuthenticated);
  });

  it('refuses workspace 2 on every workspace route', async () => {
    for (const path of [apiPaths.agents(2), apiPaths.sipConfig({ workspaceId: 2, agentId: 1 })]) {
      const res = await call(path);
      expect(res.status).toBe(403);
      expect(await detailOf(res)).toBe('User does not have access to workspace 2');
    }
  });

  it('lists the agents of workspace 1', async () => {
    const agents = (await (await call(apiPaths.agents(1))).json()) as { id: number; name: string }[];
    expect(agents.map((a) => a.name)).toEqual(['Support line', 'Outbound sales', 'Collections', 'Busy line']);
  });
});

describe('Part A error texts', () => {
  const cases: [string, () => Promise<Response>, string][] = [
    [
      'intent missing',
      () => call(apiPaths.intent(A1, 999), { method: 'PUT', body: { label: 'X', description: '' } }),
      errorTexts.intentNotFound(999, 1),
    ],
    [
      'profile missing',
      () => call(apiPaths.profile(A1, 999), { method: 'PUT', body: { name: 'X', fields: {} } }),
      errorTexts.profileNotFound(999),
    ],
    [
      'agent missing',
      () => call(apiPaths.intentDetection({ workspaceId: 1, agentId: 77 }), { method: 'PUT', body: { enabled: true } }),
      errorTexts.agentNotFound(77),
    ],
    ['clip set missing', () => call(apiPaths.clipSet(A1, 99)), errorTexts.clipSetNotFound(99)],
    ['no settings', () => call(apiPaths.availableConditions(A2)), errorTexts.noSettings(2)],
    ['no SIP', () => call(apiPaths.sipConfig(A2)), errorTexts.sipNotFound],
    [
      'system field',
      () => call(apiPaths.extractionField(A1, 1), { method: 'DELETE' }),
      errorTexts.systemFieldUndeletable,
    ],
    [
      'field missing',
      () => call(apiPaths.extractionField(A1, 999), { method: 'DELETE' }),
      errorTexts.extractionFieldNotFound(999, 1),
    ],
    ['rule missing', () => call(apiPaths.rule(A1, 999), { method: 'DELETE' }), errorTexts.ruleNotFound(999)],
    ['unknown route', () => call('/api/v1/nothing-here'), errorTexts.routeNotFound],
    ['wrong method', () => call(apiPaths.sipConfig(A1), { method: 'DELETE' }), errorTexts.methodNotAllowed],
  ];
  it.each(cases)('%s', async (_name, run, text) => {
    const res = await run();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await detailOf(res)).toBe(text);
  });

  it('updates and deletes an alert definition; a missing one is "Alert definition with ID N not found"', async () => {
    const body = { name: 'Renamed', enabled: false, condition_tree: { type: 'group', operator: 'and', children: [] } };
    const put = await call(apiPaths.alertDefinition(A1, 1), { method: 'PUT', body });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: 1, ...body });
    expect((await call(apiPaths.alertDefinition(A1, 1), { method: 'DELETE' })).ok).toBe(true);
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(apiPaths.alertDefinition(A1, 1), { method, body: method === 'PUT' ? body : undefined });
      expect(await detailOf(res)).toBe(errorTexts.alertNotFound(1));
    }
  });

  it('deletes a rule (204) and a custom field (2xx)', async () => {
    expect((await call(apiPaths.rule(A1, 3), { method: 'DELETE' })).status).toBe(204);
    expect((await call(apiPaths.extractionField(A1, 3), { method: 'DELETE' })).ok).toBe(true);
  });
});

describe('validation and profiles', () => {
  it('answers 422 in pydantic 2 shape', async () => {
    const res = await call(apiPaths.intent(A1, 1), { method: 'PUT', body: { label: '   ' } });
    expect(res.status).toBe(422);
    const detail = (await detailOf(res)) as { loc: unknown[]; type: string; msg: string }[];
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'label'], type: 'string_too_short', msg: expect.any(String) }),
        expect.objectContaining({ loc: ['body', 'description'], type: 'missing' }),
      ]),
    );
    const bad = await call(apiPaths.intent(A1, 1), { method: 'PUT', body: '{"label": ' });
    expect(((await detailOf(bad)) as { type: string }[])[0]?.type).toBe('json_invalid');
  });

  it('creates a profile with a trimmed name and refuses a taken one', async () => {
    const created = await call(apiPaths.profiles(A1), {
      method: 'POST',
      body: { name: '  New caller ', fields: { a: 'b' } },
    });
    expect(created.status).toBe(201);
    const profile = (await created.json()) as { id: number; name: string; created_at: string };
    expect(profile.name).toBe('New caller');
    expect(profile.created_at).toBeTruthy();
    const taken = await call(apiPaths.profiles(A1), {
      method: 'POST',
      body: { name: 'Frustrated customer', fields: {} },
    });
    expect(taken.status).toBe(409);
    expect(await detailOf(taken)).toBe(errorTexts.profileNameTaken('Frustrated customer'));
    // Renaming a profile to its own name is not a conflict.
    const same = await call(apiPaths.profile(A1, profile.id), {
      method: 'PUT',
      body: { name: 'New caller', fields: {} },
    });
    expect(same.status).toBe(200);
  });
});
