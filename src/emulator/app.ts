import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { errorTexts } from '../contract/index.ts';
import { type IgnoredParam, callListControlSchema, withCallsStartedNow } from './call-list.ts';
import { EmuError, errorResponse, readBody } from './errors.ts';
import { BROKEN_JSON, FaultStore, applyFault, faultSchema, releaseSchema } from './faults.ts';
import { withMarkup } from './markup.ts';
import { type AppEnv, Router } from './router.ts';
import { registerAlerts } from './routes/alerts.ts';
import { registerAlertEvents } from './routes/alert-events.ts';
import { arrive, fireNow, fireSchema } from './firing.ts';
import { registerChannels } from './routes/channels.ts';
import { DeliveryStore } from './delivery-store.ts';
import { registerAlertPreview } from './routes/alert-preview.ts';
import { registerCalls } from './routes/calls.ts';
import { registerComments } from './routes/comments.ts';
import { CommentStore } from './comments.ts';
import { registerClipSetControl, registerClipSets } from './routes/clip-sets.ts';
import { CLIP_CUT_DELAY_MS, ClipCutter } from './clip-cutter.ts';
import { registerProfiles } from './routes/profiles.ts';
import { registerReviewControl, registerReviews } from './routes/reviews.ts';
import { ReviewStore } from './reviews.ts';
import { registerSettings } from './routes/settings.ts';
import { registerSettingsChanges, seedChangesSchema, seedManyChanges } from './routes/settings-changes.ts';
import { registerStats } from './routes/stats.ts';
import { registerWorkspaces } from './routes/workspaces.ts';
import { type Store, createSeed } from './seed.ts';
import { seedLarge, seedLargeSchema } from './seed-large.ts';
import { seedCalls } from './seed-calls.ts';
import { DEMO_AGENT_ID, DEMO_WORKSPACE_ID } from './seed.ts';

export { DEMO_AGENT_ID, DEMO_TOKEN, DEMO_WORKSPACE_ID } from './seed.ts';
export { DROP_HEADER, type Fault } from './faults.ts';

export type RequestLogEntry = { method: string; path: string };
export type Emulator = { app: Hono<AppEnv>; reset(): void };
export type EmulatorOptions = {
  cors?: boolean;
  /**
   * The instant the seed is laid out back from (ms since the epoch): calls up to it, reviews of
   * the last weeks. Default: when the emulator is created, so the demo is current whenever it
   * starts; a reset lays the same seed again. Tests pin it (PINNED_SEED_NOW) to read fixed dates.
   */
  now?: number;
  /** How long a clip set cut from a call stays `processing` (default CLIP_CUT_DELAY_MS). */
  clipCutDelayMs?: number;
};

/**
 * The call-monitoring service, emulated: every endpoint of docs/service-interface.md under
 * `/api/v1`, seeded demo data, and control routes under `/__emulator` (reset, faults, requests).
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const seededAt = options.now ?? Date.now();
  let store: Store = createSeed(seededAt);
  const faults = new FaultStore();
  let requests: RequestLogEntry[] = [];
  let ignoredCallParams = new Set<IgnoredParam>();
  let arrivingCalls = 0;
  const reviews = new ReviewStore(seededAt);
  const comments = new CommentStore(seededAt);
  const cutter = new ClipCutter(options.clipCutDelayMs ?? CLIP_CUT_DELAY_MS);
  const delivery = new DeliveryStore(seededAt);
  /** Recordings depend only on seeded, immutable calls and clip sets: kept across resets. */
  const recordingCache = new Map<string, Uint8Array<ArrayBuffer>>();

  const reset = () => {
    store = createSeed(seededAt);
    faults.clear();
    requests = [];
    ignoredCallParams = new Set();
    arrivingCalls = 0;
    reviews.reset();
    comments.reset();
    cutter.reset();
    delivery.reset();
  };

  const app = new Hono<AppEnv>();
  if (options.cors)
    app.use(
      '*',
      cors({
        origin: (origin) => origin || '*',
        exposeHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
      }),
    );

  app.onError((err) => {
    if (err instanceof EmuError) return errorResponse(err.status, err.detail);
    console.error('[emulator]', err);
    return errorResponse(500, 'Internal Server Error');
  });
  app.notFound(() => errorResponse(404, errorTexts.routeNotFound));

  // Control routes: no auth, not logged, no faults.
  app.post('/__emulator/reset', () => {
    reset();
    return new Response(null, { status: 204 });
  });
  app.post('/__emulator/faults', async (c) => {
    faults.add(await readBody(c, faultSchema));
    return new Response(null, { status: 204 });
  });
  app.delete('/__emulator/faults', () => {
    faults.clear();
    return new Response(null, { status: 204 });
  });
  app.post('/__emulator/release', async (c) => {
    const { hold } = await readBody(c, releaseSchema);
    return faults.release(hold)
      ? new Response(null, { status: 204 })
      : errorResponse(404, `Nothing is held as ${hold}`);
  });
  app.get('/__emulator/held', (c) => c.json(faults.held()));
  app.get('/__emulator/requests', (c) => c.json(requests));
  // Security test: every readable text value gets markup and script appended.
  app.post('/__emulator/seed-markup', () => {
    store = withMarkup(store);
    return new Response(null, { status: 204 });
  });
  // Benchmarks and scale tests: a profile of thousands of keys, thousands of intents.
  app.post('/__emulator/seed-large', async (c) => c.json(seedLarge(store, await readBody(c, seedLargeSchema))));
  // The calls list: parameters to ignore (a server without them), many generated calls, or a
  // few new ones started now.
  app.post('/__emulator/calls', async (c) => {
    const body = await readBody(c, callListControlSchema);
    if (body.ignore) ignoredCallParams = new Set(body.ignore);
    if (body.arriving !== undefined) arrivingCalls = body.arriving;
    if (body.count !== undefined || body.add !== undefined) {
      const agent = store.agents.find(
        (a) => a.workspaceId === (body.workspaceId ?? DEMO_WORKSPACE_ID) && a.id === (body.agentId ?? DEMO_AGENT_ID),
      );
      if (!agent) throw new EmuError(404, errorTexts.agentNotFound(body.agentId ?? DEMO_AGENT_ID));
      if (body.count !== undefined) {
        const { intents, rules } = agent;
        agent.calls = seedCalls({ prefix: 1000, count: body.count, intents, rules, seed: 7, now: seededAt });
      }
      // New calls fire the definitions they match; this control route answers once those are delivered.
      const add = body.add;
      if (add !== undefined)
        await arrive(delivery, agent.workspaceId, agent, (calls) => withCallsStartedNow(calls, add));
    }
    return new Response(null, { status: 204 });
  });
  // Benchmarks: thousands of settings changes (B.8) for one agent.
  app.post('/__emulator/settings-changes', async (c) => {
    const body = await readBody(c, seedChangesSchema);
    const agent = store.agents.find(
      (a) => a.workspaceId === DEMO_WORKSPACE_ID && a.id === (body.agentId ?? DEMO_AGENT_ID),
    );
    if (!agent) throw new EmuError(404, errorTexts.agentNotFound(body.agentId ?? DEMO_AGENT_ID));
    seedManyChanges(store, agent, body.count);
    return new Response(null, { status: 204 });
  });
  registerReviewControl(app, () => store, reviews);
  registerClipSetControl(app, cutter);
  // B.9: a definition fires now (delivered unless snoozed or muted); the emails it would have sent.
  app.post('/__emulator/fire', async (c) => c.json(await fireNow(store, delivery, await readBody(c, fireSchema)), 201));
  app.get('/__emulator/outbox', (c) => c.json(delivery.outbox));
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
  ]) {
    app.all(path, () => errorResponse(405, errorTexts.methodNotAllowed));
  }

  // Every API request is logged, then faults apply (before routing, auth and validation).
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    requests.push({ method: c.req.method, path });
    const fault = faults.take(c.req.method, path, url.search.slice(1));
    if (fault) {
      const replaced = await applyFault(c, fault, faults);
      if (replaced) return replaced;
    }
    await next();
    if (fault?.corruptBody && c.res.status !== 204) {
      c.res = new Response(BROKEN_JSON, { status: c.res.status, headers: { 'Content-Type': 'application/json' } });
    }
  });

  const router = new Router(app, () => store);
  registerWorkspaces(router);
  registerSettings(router);
  registerSettingsChanges(router);
  registerAlertPreview(router);
  registerAlerts(router);
  registerProfiles(router);
  registerClipSets(router, cutter);
  // Before the calls' routes: `calls/stats` is not a call id.
  registerStats(router);
  registerCalls(
    router,
    recordingCache,
    () => ignoredCallParams,
    () => arrivingCalls,
    reviews,
    // A list request does not wait for the deliveries of the firings its arrivals make.
    (agent, add) => void arrive(delivery, agent.workspaceId, agent, add).catch((e) => console.error('[emulator]', e)),
  );
  registerReviews(router, reviews);
  registerComments(router, comments);
  registerChannels(router, delivery);
  registerAlertEvents(router);
  router.finish();

  return { app, reset };
}
