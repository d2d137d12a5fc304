import { Hono } from 'hono';
import { registerControl } from './control-routes.ts';
import { EmulatorState } from './emulator-state.ts';
import { readBody } from './errors.ts';
import { allowOtherOrigins, answerErrors, logAndInjectFaults } from './request-pipeline.ts';
import { type AppEnv, Router } from './router.ts';
import { registerAlerts } from './routes/alerts.ts';
import { registerAlertEvents } from './routes/alert-events.ts';
import { arrive, fireNow, fireSchema } from './firing.ts';
import { registerChannels } from './routes/channels.ts';
import { registerAlertPreview } from './routes/alert-preview.ts';
import { registerCalls } from './routes/calls.ts';
import { registerComments } from './routes/comments.ts';
import { registerClipSetControl, registerClipSets } from './routes/clip-sets.ts';
import { registerProfiles } from './routes/profiles.ts';
import { registerReviewControl, registerReviews } from './routes/reviews.ts';
import { registerSavedViews } from './routes/saved-views.ts';
import { registerSettings } from './routes/settings.ts';
import { registerTeamReviews } from './routes/team-reviews.ts';
import { registerSettingsChanges } from './routes/settings-changes.ts';
import { registerStats } from './routes/stats.ts';
import { registerSimulation } from './simulation/routes.ts';
import { registerMe, registerWorkspaces } from './routes/workspaces.ts';

export { DEMO_AGENT_ID, DEMO_TOKEN, DEMO_WORKSPACE_ID } from './seed.ts';
export { DROP_HEADER, type Fault } from './faults.ts';
export type { RequestLogEntry } from './emulator-state.ts';

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
  const state = new EmulatorState(options.now ?? Date.now(), options.clipCutDelayMs);
  const { reviews, cutter, delivery } = state;

  const app = new Hono<AppEnv>();
  if (options.cors) allowOtherOrigins(app);
  answerErrors(app);

  // Control routes: no auth, not logged, no faults.
  registerControl(app, state);
  registerReviewControl(app, () => state.store, reviews);
  registerClipSetControl(app, cutter);
  // B.9: a definition fires now (delivered unless snoozed or muted); the emails it would have sent.
  app.post('/__emulator/fire', async (c) =>
    c.json(await fireNow(state.store, delivery, await readBody(c, fireSchema)), 201),
  );
  app.get('/__emulator/outbox', (c) => c.json(delivery.outbox));

  logAndInjectFaults(app, state);

  const router = new Router(app, () => state.store);
  registerMe(app, () => state.store);
  registerWorkspaces(router);
  registerSettings(router);
  registerSettingsChanges(router);
  registerAlertPreview(router);
  registerAlerts(router);
  registerProfiles(router);
  registerClipSets(router, cutter);
  // B.10; before the calls' routes: a simulated call's page is answered there.
  registerSimulation(router, app, () => state.store);
  // Before the calls' routes: `calls/stats` is not a call id.
  registerStats(router);
  registerCalls(
    router,
    state.recordingCache,
    () => state.ignoredCallParams,
    () => state.arrivingCalls,
    reviews,
    // A list request does not wait for the deliveries of the firings its arrivals make.
    (agent, add) => void arrive(delivery, agent.workspaceId, agent, add).catch((e) => console.error('[emulator]', e)),
  );
  registerReviews(router, reviews);
  registerTeamReviews(router, reviews);
  registerSavedViews(router, state.savedViews);
  registerComments(router, state.comments);
  registerChannels(router, delivery);
  registerAlertEvents(router);
  router.finish();

  return { app, reset: () => state.reset() };
}
