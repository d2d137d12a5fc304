import type { Context } from 'hono';
import { errorTexts } from '../contract/index.ts';
import { EmuError } from './errors.ts';
import { DEMO_TOKEN } from './seed-base.ts';

export { DEMO_TOKEN };

/**
 * FastAPI's HTTPBearer: no credentials → 403, wrong credentials → 401, both "Not authenticated".
 * Tokens come only in the header: the dashboard never puts one in a URL.
 */
export function checkAuth(c: Context): void {
  const header = c.req.header('Authorization');
  if (header === undefined || header.trim() === '') throw new EmuError(403, errorTexts.notAuthenticated);
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) throw new EmuError(403, errorTexts.notAuthenticated);
  if (match[1] !== DEMO_TOKEN) throw new EmuError(401, errorTexts.notAuthenticated);
}

/** Who a token belongs to, as the service names the author of a change or a review. */
export const TOKEN_ACTORS: ReadonlyMap<string, string> = new Map([[DEMO_TOKEN, 'Demo admin']]);

/** The actor of an authenticated request (checkAuth has passed). */
export function actorOf(c: Context): string | null {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization')?.trim() ?? '')?.[1];
  return token === undefined ? null : (TOKEN_ACTORS.get(token) ?? null);
}
