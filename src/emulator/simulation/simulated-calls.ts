import type { Hono } from 'hono';
import * as z from 'zod/mini';
import { AGENT_PATTERN, errorTexts } from '../../contract/index.ts';
import { checkAuth } from '../auth.ts';
import { errorResponse, readBody } from '../errors.ts';
import { rangeResponse, synthesizeWav } from '../recording.ts';
import type { AppEnv } from '../router.ts';
import type { AgentRecord, Store } from '../seed-types.ts';
import type { SimulatedCall } from './simulate.ts';
import { controlOf, simulationOf } from './access.ts';
import { settleRun } from './state.ts';

/** Body of `POST /__emulator/simulation` (the emulator's own control API). */
export const simulationControlSchema = z.object({
  offered: z.optional(z.boolean()),
  stepMs: z.optional(z.int().check(z.gte(0), z.lte(600_000))),
});

const isId = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

/** The simulated call a path names, where its agent is one the workspace lets the caller see. */
function simulatedCall(store: Store, params: Record<string, string>, now: number): SimulatedCall | null {
  const { workspaceId, agentId, callId } = params;
  if (!isId(workspaceId) || !isId(agentId) || !isId(callId)) return null;
  const ws = store.workspaces.find((w) => w.id === Number(workspaceId));
  const agent: AgentRecord | undefined = store.agents.find(
    (a) => a.id === Number(agentId) && a.workspaceId === Number(workspaceId),
  );
  if (!ws?.accessible || !agent) return null;
  const state = simulationOf(store, agent);
  const { stepMs } = controlOf(store);
  for (const run of state.runs) settleRun(state, run, stepMs, now);
  return state.calls.get(Number(callId)) ?? null;
}

/**
 * A simulated call's page works as any call's (B.10): its read and its recording answer here,
 * ahead of the calls' own routes, which never see it (so it stays out of the calls list and the
 * statistics). Any other call goes on to those routes. Also `POST /__emulator/simulation`.
 */
export function serveSimulatedCalls(app: Hono<AppEnv>, store: () => Store, now: () => number): void {
  app.post('/__emulator/simulation', async (c) => {
    const body = await readBody(c, simulationControlSchema);
    const control = controlOf(store());
    if (body.offered !== undefined) control.offered = body.offered;
    if (body.stepMs !== undefined) control.stepMs = body.stepMs;
    return new Response(null, { status: 204 });
  });
  app.all('/__emulator/simulation', () => errorResponse(405, errorTexts.methodNotAllowed));

  app.get(`${AGENT_PATTERN}/calls/:callId`, async (c, next) => {
    const found = simulatedCall(store(), c.req.param(), now());
    if (!found) return next();
    checkAuth(c);
    return c.json(found.call);
  });

  app.get(`${AGENT_PATTERN}/calls/:callId/recording`, async (c, next) => {
    const found = simulatedCall(store(), c.req.param(), now());
    if (!found) return next();
    checkAuth(c);
    return rangeResponse(synthesizeWav(found.totalMs, found.segments), c.req.header('Range'), 'audio/wav');
  });
}
