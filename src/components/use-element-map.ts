import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';

/**
 * The elements of a list's rows, by key, from callback refs: a row is found by its key without
 * looking it up in the document. `refFor(key)` is the same function for a key across renders, so
 * memoised rows given it keep skipping renders; the map itself is the same object throughout.
 * `onAttach` hears each element as it arrives (to focus a row drawn after it was asked for).
 */
export function useElementMap<K, E extends Element = HTMLElement>(onAttach?: (key: K, el: E) => void) {
  const elements = useRef(new Map<K, E>());
  const attached = useRef(onAttach);
  useLayoutEffect(() => {
    attached.current = onAttach;
  });
  const refs = useRef(new Map<K, (el: E | null) => void>());
  const refFor = useCallback((key: K) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (el: E | null) => {
        // React detaches the refs of a commit before it attaches any: a key moved to another row is
        // forgotten first, then set to its new element.
        if (!el) {
          elements.current.delete(key);
          return;
        }
        elements.current.set(key, el);
        attached.current?.(key, el);
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);
  const get = useCallback((key: K): E | null => elements.current.get(key) ?? null, []);
  return useMemo(() => ({ refFor, get }), [refFor, get]);
}
