import { useEffect, useState } from 'react';

/** How long a hidden tab (which paints no frames) waits instead. */
export const HIDDEN_WAIT_MS = 500;

/**
 * False until `ready` has been true for one painted frame, then true for good, or until `key`
 * changes (a page that stays while what it shows changes: the call page from one call to the
 * next). For work that should not compete with what that frame shows (a recording of megabytes
 * downloading on a phone's link while the text it belongs to is still arriving, say). A tab in the
 * background paints nothing, so there it waits HIDDEN_WAIT_MS instead.
 */
export function useAfterPaint(ready: boolean, key: unknown = null): boolean {
  const [painted, setPainted] = useState<{ key: unknown } | null>(null);
  const done = painted !== null && Object.is(painted.key, key);
  useEffect(() => {
    if (!ready || done) return;
    return afterNextPaint(() => setPainted({ key }));
  }, [ready, done, key]);
  return done;
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
