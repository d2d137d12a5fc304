import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { PendingReviewKeysContext, type ReviewKey, reviewKey } from './review-keys';

type Handlers = { judge: (verdict: 'correct' | 'wrong') => void; saveAndNext: (() => void) | null };

/**
 * The review's keys (listed in the shortcuts help): C and W judge the next unjudged item (the
 * intent, then each label in turn), S saves and opens the next call. Layout effects: the keys work
 * from the moment the form is on the screen, with the form as it is drawn (a key pressed just
 * after the form appears, before passive effects ran, was lost). Keys pressed while the form's
 * code was loading are done first, one per drawing, each on the form as the one before left it.
 */
export function useReviewKeys(handlers: Handlers): void {
  const latest = useRef(handlers);
  const pending = useContext(PendingReviewKeysContext);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const act = useCallback((key: ReviewKey) => {
    if (key === 's') latest.current.saveAndNext?.();
    else latest.current.judge(key === 'c' ? 'correct' : 'wrong');
  }, []);
  // From the form's first drawing on, the keys are its own: the region stops keeping them.
  useLayoutEffect(() => pending?.attach(), [pending]);
  // One kept key per drawing of the form, each on the form as the one before left it. StrictMode
  // (the dev server) runs a drawing's effects twice: the second run finds this drawing's key taken.
  const tookFor = useRef<Handlers | null>(null);
  useLayoutEffect(() => {
    if (tookFor.current === handlers) return;
    const key = pending?.take();
    if (!key) return;
    tookFor.current = handlers;
    act(key);
  });
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const key = reviewKey(e);
      if (key === null || (key === 's' && !latest.current.saveAndNext)) return;
      e.preventDefault();
      act(key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [act]);
}
