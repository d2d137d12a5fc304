import { useDeferredValue } from 'react';

/**
 * False in a page's first render, true in a deferred render right after: what the page shows below
 * its first screen is drawn there, so the top is committed and painted first and no single task
 * draws the whole page.
 *
 * Measured on the call page, around its transcript, comments, timing, extracted values and clip
 * sets (3 runs each, taking turns, load 3.5-5.5): Save and next, press to the next call's analysis
 * shown, median 287 -> 148 ms at 1x and 983 -> 535 ms at 4x (scripts/bench-review.mjs); the
 * first commit after J rendered 892 -> 405 components. Lighthouse mobile on call 1060: largest
 * paint 2,387 -> 2,089 ms, score within its noise (5 runs each).
 */
export function useBelowTheFold(): boolean {
  return useDeferredValue(true, false);
}
