import { useEffect, useState } from 'react';

/** How long a hidden tab (which paints no frames) waits instead. */
export const HIDDEN_WAIT_MS = 500;

/**
 * False until `ready` has been true for one painted frame, then true for good: for work that
 * should not compete with what that frame shows (a recording of megabytes downloading on a phone's
 * link while the text it belongs to is still arriving, say). A tab in the background paints
 * nothing, so there it waits HIDDEN_WAIT_MS instead.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [ready, painted]);
  return painted;
}

/**
 * Runs `done` once the next frame has been painted (HIDDEN_WAIT_MS in a tab that paints none);
 * returns what cancels it.
 */
export function afterNextPaint(done: () => void): () => void {
  let afterFrame = 0;
  // A timer set in the frame's callback runs once that frame has been painted.
  const frame = requestAnimationFrame(() => {
    afterFrame = window.setTimeout(finish, 0);
  });
  const hidden = window.setTimeout(finish, HIDDEN_WAIT_MS);
  function finish() {
    cancel();
    done();
  }
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(hidden);
  }
  return cancel;
}
