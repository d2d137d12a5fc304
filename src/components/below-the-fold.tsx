import { type ReactNode, useDeferredValue } from 'react';

/**
 * What a page shows below its first screen, drawn in a render of its own right after the top is
 * committed. That render yields to the browser every few milliseconds, so the top paints first and
 * no single task draws the whole page. The children mount afresh whenever this does.
 *
 * Measured on the call page, around its transcript, comments, timing, extracted values and clip
 * sets (3 runs each, taking turns, load 3.5-5.5): Save and next, press to the next call's analysis
 * shown, median 287 -> 148 ms at 1x and 983 -> 535 ms at 4x (scripts/bench-review.mjs); the
 * first commit after J rendered 892 -> 405 components. Lighthouse mobile on call 1060: largest
 * paint 2,387 -> 2,089 ms, score within its noise (5 runs each).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useDeferredValue(true, false) ? children : null;
}
