import { useLayoutEffect, useRef, useState } from 'react';

type Methods = Record<string, (...args: never[]) => unknown>;

/**
 * The same object of functions on every render, each calling the latest render's version: a
 * component memoized on them (a row of a long list) is not re-rendered because its parent made
 * new closures. Call them from events and effects, not while rendering.
 */
export function useStableMethods<T extends Methods>(methods: T): T {
  const latest = useRef(methods);
  useLayoutEffect(() => {
    latest.current = methods;
  });
  const [stable] = useState(() => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(methods)) {
      out[name] = (...args: never[]) => {
        const fn = latest.current[name];
        return fn?.(...args);
      };
    }
    return out as T;
  });
  return stable;
}

/**
 * `next` with the entries of `prev` that are the same (by `same`) kept as they were, and `prev`
 * itself when every entry is: what did not change keeps its identity, so memoized readers skip.
 */
export function shareEntries<K, V>(
  prev: ReadonlyMap<K, V>,
  next: ReadonlyMap<K, V>,
  same: (a: V, b: V) => boolean,
): ReadonlyMap<K, V> {
  if (prev === next) return prev;
  let changed = prev.size !== next.size;
  const out = new Map<K, V>();
  for (const [key, value] of next) {
    const old = prev.get(key);
    if (old !== undefined && same(old, value)) out.set(key, old);
    else {
      out.set(key, value);
      changed = true;
    }
  }
  return changed ? out : prev;
}

/** A map that keeps its identity, and its entries theirs, while what it holds stays the same (see shareEntries). */
export function useSharedMap<K, V>(next: ReadonlyMap<K, V>, same: (a: V, b: V) => boolean): ReadonlyMap<K, V> {
  const [kept, setKept] = useState(next);
  const shared = shareEntries(kept, next, same);
  if (shared !== kept) setKept(shared);
  return shared;
}

/** `make()`, made again only when `key` changes (not when what it closes over does). */
export function useKeyed<T>(key: string, make: () => T): T {
  const [kept, setKept] = useState(() => ({ key, value: make() }));
  if (kept.key === key) return kept.value;
  const next = { key, value: make() };
  setKept(next);
  return next.value;
}

/** Two plain objects with the same keys holding the same values (one level deep). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && Object.is(a[k as keyof T], b[k as keyof T]));
}
