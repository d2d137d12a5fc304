import { useDeferredValue } from 'react';

/**
 * False in a page's first render, true in a deferred render right after: what the page shows below
 * its first screen is drawn there, so the top is committed and painted first and no single task
 * draws the whole page (see docs/performance.md, row "What is below the first screen drawn in a
 * deferred render").
 */
export function useBelowTheFold(): boolean {
  return useDeferredValue(true, false);
}
