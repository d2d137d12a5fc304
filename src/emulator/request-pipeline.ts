import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { errorTexts } from '../contract/index.ts';
import type { EmulatorState } from './emulator-state.ts';
import { EmuError, errorResponse } from './errors.ts';
import { BROKEN_JSON, applyFault } from './faults.ts';
import type { AppEnv } from './router.ts';

/** CORS for clients on other origins (the standalone emulator), with the headers a recording's reader needs. */
export function allowOtherOrigins(app: Hono<AppEnv>) {
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      exposeHeaders: ['Content-Range', 'Accept-Ranges', 'Content-Length', 'Retry-After'],
    }),
  );
}

/** Errors as the service words them: an EmuError as itself, anything else a 500, an unknown route a 404. */
export function answerErrors(app: Hono<AppEnv>) {
  app.onError((err) => {
    if (err instanceof EmuError) return errorResponse(err.status, err.detail);
    console.error('[emulator]', err);
    return errorResponse(500, 'Internal Server Error');
  });
  app.notFound(() => errorResponse(404, errorTexts.routeNotFound));
}

/** Every API request is logged, then faults apply (before routing, auth and validation). */
export function logAndInjectFaults(app: Hono<AppEnv>, state: EmulatorState) {
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    state.requests.push({ method: c.req.method, path });
    const fault = state.faults.take(c.req.method, path, url.search.slice(1));
    if (fault) {
      const replaced = await applyFault(c, fault, state.faults);
      if (replaced) return replaced;
    }
    await next();
    if (fault?.corruptBody && c.res.status !== 204) {
      c.res = new Response(BROKEN_JSON, { status: c.res.status, headers: { 'Content-Type': 'application/json' } });
    }
  });
}
