import type { Hono } from 'hono';
import { errorTexts } from '../contract/index.ts';
import { type CallListControl, callListControlSchema, withCallsStartedNow } from './call-list.ts';
import type { EmulatorState } from './emulator-state.ts';
import { EmuError, errorResponse, readBody } from './errors.ts';
import { RECEIVER_PATH } from './delivery-store.ts';
import { faultSchema, releaseSchema } from './faults.ts';
import { withMarkup } from './markup.ts';
import type { AppEnv } from './router.ts';
import { seedChangesSchema, seedManyChanges } from './routes/settings-changes.ts';
import { seedCalls } from './seed-calls.ts';
import { arrive } from './firing.ts';
import { seedLarge, seedLargeSchema } from './seed-large.ts';
import { DEMO_AGENT_ID, DEMO_WORKSPACE_ID } from './seed.ts';

const noContent = () => new Response(null, { status: 204 });

/**
 * The emulator's own control routes under `/__emulator` (reset, faults, the request log, data seeded for
 * tests and benchmarks): no auth, not logged, no faults.
 */
export function registerControl(app: Hono<AppEnv>, state: EmulatorState) {
  // The emulator's own address, from the first request it answers (its seeded webhook receives there).
  app.use('*', async (c, next) => {
    state.delivery.learnOrigin(new URL(c.req.url).origin);
    await next();
  });
  state.delivery.answer = (request) => app.fetch(request);
  // Its own webhook receiver: what arrives is kept, to be read back as the email outbox is.
  app.post(`${RECEIVER_PATH}:name`, async (c) => {
    const text = await c.req.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as the text it is.
    }
    const at = new Date().toISOString();
    state.delivery.received.push({ path: c.req.path, signature: c.req.header('X-Signature') ?? null, body, at });
    return noContent();
  });
  app.get('/__emulator/webhooks', (c) => c.json(state.delivery.received));
  app.post('/__emulator/reset', () => {
    state.reset();
    return noContent();
  });
  app.post('/__emulator/faults', async (c) => {
    state.faults.add(await readBody(c, faultSchema));
    return noContent();
  });
  app.delete('/__emulator/faults', () => {
    state.faults.clear();
    return noContent();
  });
  app.post('/__emulator/release', async (c) => {
    const { hold } = await readBody(c, releaseSchema);
    return state.faults.release(hold) ? noContent() : errorResponse(404, `Nothing is held as ${hold}`);
  });
  app.get('/__emulator/held', (c) => c.json(state.faults.held()));
  app.get('/__emulator/requests', (c) => c.json(state.requests));
  // Security test: every readable text value gets markup and script appended.
  app.post('/__emulator/seed-markup', () => {
    state.store = withMarkup(state.store);
    return noContent();
  });
  // Benchmarks and scale tests: a profile of thousands of keys, thousands of intents.
  app.post('/__emulator/seed-large', async (c) => c.json(seedLarge(state.store, await readBody(c, seedLargeSchema))));
  app.post('/__emulator/calls', async (c) => {
    await controlCalls(state, await readBody(c, callListControlSchema));
    return noContent();
  });
  // Benchmarks: thousands of settings changes (B.8) for one agent.
  app.post('/__emulator/settings-changes', async (c) => {
    const body = await readBody(c, seedChangesSchema);
    const agent = state.store.agents.find(
      (a) => a.workspaceId === DEMO_WORKSPACE_ID && a.id === (body.agentId ?? DEMO_AGENT_ID),
    );
    if (!agent) throw new EmuError(404, errorTexts.agentNotFound(body.agentId ?? DEMO_AGENT_ID));
    seedManyChanges(state.store, agent, body.count);
    return noContent();
  });
  for (const path of [
    '/__emulator/reset',
    '/__emulator/faults',
    '/__emulator/release',
    '/__emulator/held',
    '/__emulator/requests',
    '/__emulator/seed-markup',
    '/__emulator/seed-large',
    '/__emulator/calls',
    '/__emulator/settings-changes',
    '/__emulator/webhooks',
  ]) {
    app.all(path, () => errorResponse(405, errorTexts.methodNotAllowed));
  }
}

/**
 * The calls list: parameters to ignore (a server without them), many generated calls, or a few new ones
 * started now.
 */
async function controlCalls(state: EmulatorState, body: CallListControl) {
  if (body.ignore) state.ignoredCallParams = new Set(body.ignore);
  if (body.arriving !== undefined) state.arrivingCalls = body.arriving;
  if (body.count === undefined && body.add === undefined) return;
  const agent = state.store.agents.find(
    (a) => a.workspaceId === (body.workspaceId ?? DEMO_WORKSPACE_ID) && a.id === (body.agentId ?? DEMO_AGENT_ID),
  );
  if (!agent) throw new EmuError(404, errorTexts.agentNotFound(body.agentId ?? DEMO_AGENT_ID));
  if (body.count !== undefined) {
    const { intents, rules } = agent;
    agent.calls = seedCalls({ prefix: 1000, count: body.count, intents, rules, seed: 7, now: state.seededAt });
  }
  // New calls fire the definitions they match; this control route answers once those are delivered.
  const add = body.add;
  if (add !== undefined)
    await arrive(state.delivery, agent.workspaceId, agent, (calls) => withCallsStartedNow(calls, add));
}
