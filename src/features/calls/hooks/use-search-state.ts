import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The query string as state, with updates computed from the newest value. React Router
 * re-renders in a transition, so on a busy machine the URL can change before the page does;
 * a second change made from the rendered params would silently undo the first. `update`
 * starts from what was last written instead.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    // Navigation (back/forward, a link) wins once it has rendered.
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update] as const;
}
