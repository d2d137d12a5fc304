import type { Context } from 'hono';
import { type KnownRole, type Permission, errorTexts, roleAllows, teamErrorTexts } from '../contract/index.ts';
import { EmuError } from './errors.ts';
import { DEMO_TOKEN } from './seed-base.ts';

/**
 * The demo workspace's members (B.11), each signed in by a token of their own: an admin (the
 * demo token, as before), two reviewers and a viewer. Each has the same role in every workspace
 * the emulator opens to them.
 */
export type MemberRecord = { id: number; name: string; email: string; token: string; role: KnownRole };

export const MEMBERS: readonly MemberRecord[] = [
  { id: 1, name: 'Demo admin', email: 'admin@demo.example', token: DEMO_TOKEN, role: 'admin' },
  { id: 2, name: 'Rey Reviewer', email: 'rey@demo.example', token: 'reviewer-token', role: 'reviewer' },
  { id: 3, name: 'Remi Second', email: 'remi@demo.example', token: 'second-reviewer-token', role: 'reviewer' },
  { id: 4, name: 'Vic Viewer', email: 'vic@demo.example', token: 'viewer-token', role: 'viewer' },
];

/**
 * People who reviewed for the demo workspace and have left it since: their reviews keep their
 * id and name, and they are in no members list.
 */
export const FORMER_MEMBERS: readonly { id: number; name: string }[] = [
  { id: 5, name: 'Priya Raman' },
  { id: 6, name: 'Sam Okafor' },
];

/** A member or former member by name (the seed writes reviews by name). */
export function personNamed(name: string): { id: number; name: string } | null {
  const person = [...MEMBERS, ...FORMER_MEMBERS].find((m) => m.name === name);
  return person ? { id: person.id, name: person.name } : null;
}

const byToken = new Map(MEMBERS.map((m) => [m.token, m] as const));

export const memberOfToken = (token: string): MemberRecord | null => byToken.get(token) ?? null;

/** The member whose token the request carries (after checkAuth, always one). */
export function memberOf(c: Context): MemberRecord | null {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization')?.trim() ?? '')?.[1];
  return token === undefined ? null : memberOfToken(token);
}

/**
 * What a write to `subpath` (under a workspace) needs, as B.11 words the roles. Reads need
 * nothing more than membership, and so do an alert preview (a read sent as POST) and a member's
 * own saved views.
 */
export function permissionFor(method: string, subpath: string): Permission {
  if (method === 'GET') return 'read';
  if (subpath.startsWith('/notification-channels')) return 'administer';
  if (subpath.endsWith('/review-assignments') || subpath.includes('/review-assignments/')) return 'administer';
  if (subpath.endsWith('/final-review')) return 'administer';
  if (subpath.endsWith('/review') || subpath.includes('/comments')) return 'review';
  if (subpath.includes('/saved-views') || subpath.endsWith('/alert-definitions/preview')) return 'read';
  return 'edit';
}

/** The member a request signed in as (checkAuth has passed: every accepted token is a member's). */
export function signedIn(c: Context): MemberRecord {
  const member = memberOf(c);
  if (!member) throw new EmuError(401, errorTexts.notAuthenticated);
  return member;
}

/** Refuses, in B.11's words, a write the member's role does not allow. */
export function checkRole(c: Context, permission: Permission): void {
  if (permission === 'read') return;
  const member = memberOf(c);
  if (member && roleAllows(member.role, permission) === false)
    throw new EmuError(403, teamErrorTexts.roleRefused(member.role));
}
