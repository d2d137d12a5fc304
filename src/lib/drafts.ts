import type * as z from 'zod/mini';
import { getSession, onSignOut } from './session';

/**
 * Unsaved text kept on this device (localStorage, so it outlives a reload, a closed tab or an
 * expired session), one entry per editor. Drafts belong to a session: each is stamped with a
 * fingerprint of the token it was typed under and is never offered under another token, and a
 * sign-out removes them all. When the service ends the session ("Not authenticated") they are
 * kept for that same token, so signing in again brings the person back to what they typed.
 * Storage may be full or disabled: every call then quietly does nothing.
 */
const PREFIX = 'cm.draft.';
/** sessionStorage: the fingerprint of a token the service ended, until the next sign-in. */
const ENDED_SCOPE = 'cm.draftScope.ended';

export type StoredDraft<T> = { savedAt: string; data: T };

/**
 * A short fingerprint of the token (two 32-bit FNV-1a hashes): enough to tell sessions apart,
 * and the token itself is never written next to the drafts.
 */
export function tokenScope(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ token.length;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function endedScope(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(ENDED_SCOPE) ?? null;
  } catch {
    return null;
  }
}

/** The scope drafts are written under now: the signed-in token's, or the one the service just ended. */
function writeScope(): string | null {
  const { token } = getSession();
  return token ? tokenScope(token) : endedScope();
}

function allDraftKeys(s: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

function scopeOf(raw: string | null): string | null {
  try {
    const v: unknown = raw === null ? null : JSON.parse(raw);
    return v !== null && typeof v === 'object' && 'scope' in v && typeof v.scope === 'string' ? v.scope : null;
  } catch {
    return null;
  }
}

/** Removes every draft not typed under `scope` (all of them when it is null). */
function removeDraftsOutside(scope: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    for (const k of allDraftKeys(s)) if (scope === null || scopeOf(s.getItem(k)) !== scope) s.removeItem(k);
  } catch {
    // nothing to do
  }
}

export function writeDraft(key: string, data: unknown, now = new Date()): void {
  const scope = writeScope();
  // Signed out by the person: nothing may be kept for the next one.
  if (!scope) return;
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ scope, savedAt: now.toISOString(), data }));
  } catch {
    // Quota or privacy mode: the form still works, only the safety net is missing.
  }
}

/** The draft under `key`, if it was typed in this session and still reads as `schema`. */
export function readDraft<T>(key: string, schema: z.ZodMiniType<T>): StoredDraft<T> | null {
  const { token } = getSession();
  if (!token) return null;
  const scope = tokenScope(token);
  // Drafts of another session are never offered: they go as soon as this one looks.
  removeDraftsOutside(scope);
  let raw: string | null;
  try {
    raw = storage()?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // unreadable: dropped below
  }
  if (
    json !== null &&
    typeof json === 'object' &&
    'savedAt' in json &&
    typeof json.savedAt === 'string' &&
    'data' in json
  ) {
    const data = schema.safeParse(json.data);
    if (data.success) return { savedAt: json.savedAt, data: data.data };
  }
  // Something else wrote here (an older version, a hand edit): it cannot be offered back.
  removeDraft(key);
  return null;
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // nothing to do
  }
}

/**
 * Sign-out: a person who signs out takes their drafts with them; a session the service ended
 * keeps them for the same token (written on the way out too, as the editors unmount).
 */
export function endDraftSession({ token, reason }: { token: string | null; reason: string | null }): void {
  try {
    if (reason && token) globalThis.sessionStorage?.setItem(ENDED_SCOPE, tokenScope(token));
    else globalThis.sessionStorage?.removeItem(ENDED_SCOPE);
  } catch {
    // nothing to do
  }
  if (!reason) removeDraftsOutside(null);
}

/** Called once by the app: drafts follow the session from then on. */
export const bindDraftsToSession = (): (() => void) => onSignOut(endDraftSession);
