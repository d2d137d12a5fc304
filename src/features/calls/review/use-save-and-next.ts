import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { afterNextPaint } from '../../../lib/use-after-paint';

/**
 * A press of Save and next on an untouched form this soon after Save and next opened its call is
 * the second of a double press (of the key or the button), not a decision about this call.
 */
const DOUBLE_PRESS_MS = 1000;

/**
 * Save and next's move to the next call of the list, in one place. `moves` lives in the Review
 * region (which stays from one call to the next); `useLeave` in the form of one call.
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

/** How long the lists' refresh after Save and next waits at most for the next call to be shown. */
const LEAVE_WAIT_MS = 3000;

/**
 * `leave(next)` opens the next call from a form that has just been saved. It returns what the
 * lists' refresh waits for (the save's `onSaved` returns it): this form gone and the next call
 * painted, at most LEAVE_WAIT_MS; the lists are not read and compared while the next call is drawn.
 * A save that answers after the person has moved elsewhere (this form left the page meanwhile)
 * moves nothing, the move they made wins: null.
 */
export function useLeave(formRef: RefObject<HTMLFormElement | null>) {
  const left = useRef<(() => void) | null>(null);
  const here = useRef(false);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
      const resolve = left.current;
      if (resolve) afterNextPaint(resolve);
    };
  }, []);
  return useCallback(
    (next: () => void): Promise<void> | null => {
      if (!here.current) return null;
      // The control with the focus lets go of it now, while the page's style is up to date:
      // removed with the focus, it would make the browser work out the whole page's style and
      // layout in the middle of the next call's drawing.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.blur();
      const leaving = new Promise<void>((resolve) => {
        left.current = resolve;
        setTimeout(resolve, LEAVE_WAIT_MS);
      });
      next();
      return leaving;
    },
    [formRef],
  );
}
