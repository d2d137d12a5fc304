import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/**
 * A query's first data arrives in an update that React renders at once, in one long task (the
 * query cache is an external store). The first render of a page's list or builder is better
 * done in a deferred render, which yields to the browser every few milliseconds (Lighthouse at
 * 4x CPU: a list page's blocking time fell from ~700 to ~200 ms). True in the render where the
 * data has just arrived and its deferred render is still to come: show the loading state once
 * more. Later changes of the data (a record saved or deleted) show at once, and so does data
 * already in the cache when the page opens.
 */
export function useArrivalDeferred(data: unknown): boolean {
  const rendered = useDeferredValue(data !== undefined);
  return data !== undefined && !rendered;
}

/**
 * `value` one render behind: the value of the last render the page has shown, moved on to a new
 * one in a transition after the commit that brought it. For the heavy parts of a page whose light
 * parts should show a change first (the call page: the next call's analysis, then its transcript
 * and review). Unlike useDeferredValue, it trails also when the change itself came in a transition
 * (a navigation). Compare by identity: pass a memoized value.
 */
export function useTrailing<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (shown !== value) startTransition(() => setShown(value));
  }, [shown, value]);
  return shown;
}
