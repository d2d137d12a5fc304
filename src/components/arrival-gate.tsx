import { type ReactNode, useDeferredValue } from 'react';

/**
 * Where a page draws what a query brought: `loading` while the query is pending, and once more in
 * the render where its data has just arrived; then `children()` (the data, or the query's failure)
 * in a deferred render, which yields to the browser every few milliseconds. A query's answer
 * arrives in an update React renders at once (the query cache is an external store), and a long
 * list or builder drawn there is one long task (see docs/performance.md, row "A query's data drawn
 * in a deferred render"). Later changes of the data (a record saved or deleted) show at once, and
 * so does data already in the cache when the gate is first drawn.
 */
export function ArrivalGate({
  query,
  loading,
  children,
}: {
  query: { isPending: boolean; data?: unknown };
  loading: ReactNode;
  children: () => ReactNode;
}) {
  const here = query.data !== undefined;
  const drawn = useDeferredValue(here);
  if (query.isPending || (here && !drawn)) return loading;
  return children();
}
