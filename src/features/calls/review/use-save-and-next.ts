import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/**
 * A press of Save and next on an untouched form this soon after Save and next opened its call is
 * the second of a double press (of the key or the button), not a decision about this call.
 */
const DOUBLE_PRESS_MS = 1000;

/**
 * Save and next's move to the next call of the list: `useSaveAndNext` in the call page, which knows
 * the next call from the list and stays from one call to the next; `useLeave` in the form of one
 * call, which says when its call is done with.
 *
 * The move is drawn at once (`flushSync`, through src/lib/router-flush-sync.ts), not as a
 * transition in slices that leaves frames of the last call between (see docs/performance.md, row
 * "Save and next's move drawn at once"). The focus is not let go of first, and the lists' refresh
 * is not held until the next call is painted: neither gains anything (see docs/performance.md,
 * "Tried and not kept").
 */
export function useSaveAndNext(to: string | null) {
  const navigate = useNavigate();
  // When Save and next last opened a call.
  const movedAt = useRef(-Infinity);
  const next = to
    ? () => {
        movedAt.current = performance.now();
        void navigate(to, { flushSync: true });
      }
    : null;
  const justArrived = useCallback(() => performance.now() - movedAt.current < DOUBLE_PRESS_MS, []);
  return { next, justArrived };
}

/**
 * `leave(next)` opens the next call from a form that has just been saved, and says whether it did:
 * a save that answers after the person has moved elsewhere (this form left the page meanwhile)
 * moves nothing, the move they made wins.
 */
export function useLeave() {
  const here = useRef(false);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return useCallback((next: () => void): boolean => {
    if (!here.current) return false;
    next();
    return true;
  }, []);
}
