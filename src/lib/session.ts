import { useSyncExternalStore } from 'react';

/**
 * The access token and API base URL. The token lives in sessionStorage unless the user
 * chose "Remember on this device" (localStorage). It is never put in a URL or logged.
 */
export type Session = {
  token: string | null;
  baseUrl: string;
  remember: boolean;
  /** Why the user was signed out, when the service made it so ("Not authenticated"). */
  signOutReason: string | null;
};

const TOKEN_KEY = 'cm.token';
const BASE_KEY = 'cm.baseUrl';
const REASON_KEY = 'cm.signOutReason';
/**
 * Written (then removed) on every sign-out: localStorage fires a `storage` event in every other
 * tab of the dashboard, which then forgets its own token too (sessionStorage is per tab).
 */
const SIGNED_OUT_KEY = 'cm.signedOut';

/** Build-time default of the API base URL; empty means this origin. */
export const DEFAULT_BASE_URL: string = import.meta.env?.VITE_API_BASE_URL ?? '';

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function read(): Session {
  const local = safeGet(globalThis.localStorage, TOKEN_KEY);
  const session = safeGet(globalThis.sessionStorage, TOKEN_KEY);
  const baseUrl = safeGet(globalThis.localStorage, BASE_KEY) ?? DEFAULT_BASE_URL;
  const signOutReason = safeGet(globalThis.sessionStorage, REASON_KEY);
  return { token: session ?? local, baseUrl, remember: local !== null && session === null, signOutReason };
}

export function getSession(): Session {
  snapshot ??= read();
  return snapshot;
}

function emit() {
  snapshot = read();
  listeners.forEach((l) => l());
}

export function signIn({ token, baseUrl, remember }: { token: string; baseUrl: string; remember: boolean }) {
  globalThis.sessionStorage.removeItem(TOKEN_KEY);
  globalThis.sessionStorage.removeItem(REASON_KEY);
  globalThis.localStorage.removeItem(TOKEN_KEY);
  (remember ? globalThis.localStorage : globalThis.sessionStorage).setItem(TOKEN_KEY, token);
  const trimmed = baseUrl.trim();
  if (trimmed === DEFAULT_BASE_URL) globalThis.localStorage.removeItem(BASE_KEY);
  else globalThis.localStorage.setItem(BASE_KEY, trimmed);
  emit();
}

export type SignOutEvent = { token: string | null; reason: string | null };
const signOutListeners = new Set<(e: SignOutEvent) => void>();

/**
 * Runs `listener` on every sign-out, in this tab or another one, right after the token is
 * forgotten and before the signed-in pages unmount (what belongs to the session, such as drafts
 * and cached data, goes first). Returns the unsubscribe.
 */
export function onSignOut(listener: (e: SignOutEvent) => void): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

/**
 * Forgets the token wherever it was kept; the base URL stays for the next sign-in. `reason`
 * is shown on the connect page (the session guard sends the user there).
 */
export function signOut(reason?: string) {
  forgetToken(reason ?? null);
  try {
    // The reason rides along: a session the service ended keeps its drafts in every tab.
    globalThis.localStorage.setItem(SIGNED_OUT_KEY, JSON.stringify({ at: Date.now(), reason: reason ?? null }));
    globalThis.localStorage.removeItem(SIGNED_OUT_KEY);
  } catch {
    // Storage full or refused: this tab is signed out all the same.
  }
}

function forgetToken(reason: string | null) {
  const ended: SignOutEvent = { token: getSession().token, reason };
  globalThis.sessionStorage.removeItem(TOKEN_KEY);
  globalThis.localStorage.removeItem(TOKEN_KEY);
  if (reason) globalThis.sessionStorage.setItem(REASON_KEY, reason);
  else globalThis.sessionStorage.removeItem(REASON_KEY);
  emit();
  signOutListeners.forEach((l) => l(ended));
}

function broadcastReason(value: string): string | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && 'reason' in parsed && typeof parsed.reason === 'string')
      return parsed.reason;
  } catch {
    // An older tab's plain time stamp: a sign-out without a reason.
  }
  return null;
}

/**
 * Why this tab was signed out when another tab signed out by hand: shown on the connect page, and,
 * being a reason, it keeps this tab's unsaved edits as drafts for the same token (src/lib/drafts.ts),
 * as an expired session does.
 */
export const SIGNED_OUT_ELSEWHERE = 'Signed out in another tab';

/** Another tab signed out, or changed the token or base URL. Listened to for the page's whole life. */
function onStorage(e: StorageEvent) {
  if (e.key === SIGNED_OUT_KEY && e.newValue !== null) {
    if (getSession().token !== null) forgetToken(broadcastReason(e.newValue) ?? SIGNED_OUT_ELSEWHERE);
  } else if (e.key === TOKEN_KEY || e.key === BASE_KEY) {
    emit();
  }
}
globalThis.addEventListener?.('storage', onStorage);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
