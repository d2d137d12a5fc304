import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { afterNextPaint } from '../../../lib/use-after-paint';

/** How long the refresh after Save and next waits for the next call to be shown. */
const LEAVE_WAIT_MS = 3000;

/**
 * Save and next's move, from a form that has just been saved: `leave(onNext)` opens the next call
 * and resolves once this form has left the page and the next call has been painted, for the
 * lists to be read again only then (not in the same task as the next call's drawing); at most a
 * few seconds, so the refresh is not held for good by a move that did not happen.
 *
 * A save that answers after the person has moved elsewhere (this form left the page meanwhile)
 * moves nothing: the move they made wins, and `leave` returns null.
 */
export function useLeaveForNext(formRef: RefObject<HTMLFormElement | null>) {
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
    (onNext: () => void): Promise<void> | null => {
      if (!here.current) return null;
      // The control with the focus lets go of it now, while the page's style is up to date:
      // removed with the focus (next call drawn), it would make the browser work out the whole
      // page's style and layout in the middle of that drawing.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && formRef.current?.contains(focused)) focused.blur();
      // Waited for from before the move: the next call is drawn at once (flushSync), this form
      // leaving within onNext.
      const leaving = new Promise<void>((resolve) => {
        left.current = resolve;
        setTimeout(resolve, LEAVE_WAIT_MS);
      });
      onNext();
      return leaving;
    },
    [formRef],
  );
}
