import type { Context } from 'hono';
import { errorTexts } from '../contract/index.ts';
import { EmuError } from './errors.ts';
import { DEMO_TOKEN } from './seed-base.ts';
import { memberOf, memberOfToken } from './team.ts';

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
  if (!memberOfToken(match[1] ?? '')) throw new EmuError(401, errorTexts.notAuthenticated);
}

/** The actor of an authenticated request (checkAuth has passed): the member's name. */
export function actorOf(c: Context): string | null {
  return memberOf(c)?.name ?? null;
}
