import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import type { AgentRef } from '../../../contract';

/** A saved view is just a calls URL's query string under a name the person chose. */
export type SavedView = { name: string; query: string };

const STORAGE_KEY = 'cm.calls.savedViews.v1';
const NAME_MAX = 80;

// Stored as [["1:1", [{name, query}]], ...]: a list of pairs, never an object keyed by
// workspace/agent or view name, so no name can reach an object's prototype.
const storedSchema = z.array(z.tuple([z.string(), z.array(z.object({ name: z.string(), query: z.string() }))]));

const agentKey = (a: AgentRef) => `${a.workspaceId}:${a.agentId}`;

function readRaw(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage turned off: no saved views rather than a broken page.
    return null;
  }
}

function parse(raw: string | null): Map<string, SavedView[]> {
  try {
    const parsed = storedSchema.safeParse(raw === null ? [] : JSON.parse(raw));
    return new Map(parsed.success ? parsed.data : []);
  } catch {
    // A corrupt value: no saved views rather than a broken page.
    return new Map();
  }
}

// Parsed again only when the stored text changed (this tab, another tab, or by hand).
let cache: { raw: string | null; all: Map<string, SavedView[]> } | null = null;
function readAll(): Map<string, SavedView[]> {
  const raw = readRaw();
  if (!cache || cache.raw !== raw) cache = { raw, all: parse(raw) };
  return cache.all;
}

const listeners = new Set<() => void>();

/** Why the views could not be written, in words a person can act on; null when they were. */
function writeAll(all: Map<string, SavedView[]>): string | null {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...all.entries()].filter(([, views]) => views.length > 0)));
  } catch (e) {
    const quota =
      e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
    return quota
      ? "This browser's storage for this site is full, so the view was not saved. Delete saved views you no longer need (or free this site's storage in the browser's settings) and try again."
      : 'This browser does not let this site keep data (storage is turned off or blocked), so the view was not saved.';
  }
  for (const l of listeners) l();
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved or deleted a view.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = readAll;

// Characters that draw nothing (zero-width space and joiners, soft hyphen, byte-order mark,
// direction marks, variation selectors...): Unicode's "default ignorable" code points.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A name as it is kept: composed (NFC), with runs of spaces as one space, without outer spaces. */
export function cleanName(name: string): string {
  return name.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/**
 * What two names are compared by: names that look the same are the same name ("Café" in either
 * Unicode form, a zero-width space inside, another case or spacing).
 */
export function nameKey(name: string): string {
  return cleanName(name.replace(INVISIBLE, '')).toLocaleLowerCase();
}

/** Why a name cannot be used, or null when it can. Names compare as they look (nameKey). */
export function nameProblem(name: string, views: readonly SavedView[], except?: string): string | null {
  const n = cleanName(name);
  const key = nameKey(n);
  if (key === '') return 'Enter a name for this view.';
  if (n.length > NAME_MAX) return `A name has at most ${NAME_MAX} characters.`;
  const taken = views.find((v) => v.name !== except && nameKey(v.name) === key);
  if (taken) return `A view named “${taken.name}” already exists. Choose another name.`;
  return null;
}

/** The saved views of one agent, kept in this browser, and the ways to change them. */
export function useSavedViews(agent: AgentRef) {
  const all = useSyncExternalStore(subscribe, getSnapshot);
  const key = agentKey(agent);
  const views = all.get(key) ?? [];
  // Each change says why it could not be kept (storage full or off), or null.
  const change = useCallback(
    (edit: (views: SavedView[]) => SavedView[]): string | null => {
      const next = new Map(readAll());
      next.set(key, edit(next.get(key) ?? []));
      return writeAll(next);
    },
    [key],
  );
  return {
    views,
    save: (name: string, query: string) =>
      change((vs) => [...vs, { name: cleanName(name), query }].sort((a, b) => a.name.localeCompare(b.name))),
    rename: (from: string, to: string) =>
      change((vs) =>
        vs
          .map((v) => (v.name === from ? { ...v, name: cleanName(to) } : v))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ),
    remove: (name: string) => change((vs) => vs.filter((v) => v.name !== name)),
  };
}

/** The part of the list's query string a view keeps: everything but the page it was on. */
export function viewQuery(params: URLSearchParams): string {
  const q = new URLSearchParams(params);
  q.delete('offset');
  return q.toString();
}
