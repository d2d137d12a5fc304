import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * A long part of a page drawn after the page's first commit, in a transition of its own: the
 * frame and the figures paint first, and the long part renders in a pass that yields to the
 * browser and commits apart, so the two are not one long task. `fallback` holds its place
 * meanwhile. (A deferred value cannot split them: a component mounted inside a deferred render,
 * as a page's data is drawn by ArrivalGate, gets its value at once.) See docs/performance.md, row
 * "A run's results drawn after the page".
 */
export function AfterFirstDraw({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : fallback;
}
