import { useLayoutEffect, useRef } from 'react';
import { dialogHoldsKeys } from '../../../components/dialog-keys';
import { isTypingTarget } from '../../../lib/shortcuts';

type Handlers = { judge: (verdict: 'correct' | 'wrong') => void; saveAndNext: (() => void) | null };

/**
 * The review's keys (listed in the shortcuts help): C and W judge the next unjudged item (the
 * intent, then each label in turn), S saves and opens the next call. None fires while a text
 * field or a select has the focus, while a dialog is open, or with a modifier. Layout effects: the keys work
 * from the moment the form is on the screen, with the form as it is drawn (a key pressed just
 * after the form appears, before passive effects ran, was lost).
 */
export function useReviewKeys(handlers: Handlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || e.repeat) return;
      if (isTypingTarget(e.target) || dialogHoldsKeys()) return;
      const key = e.key.toLowerCase();
      if (key === 'c' || key === 'w') {
        e.preventDefault();
        latest.current.judge(key === 'c' ? 'correct' : 'wrong');
      } else if (key === 's' && latest.current.saveAndNext) {
        e.preventDefault();
        latest.current.saveAndNext();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
