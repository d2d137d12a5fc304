import { type RefObject, useEffect, useRef } from 'react';
import type { Call, ReviewVerdict } from '../../../contract';
import { nextToJudge, withVerdict } from './review-form';
import type { ReviewFormState } from './use-review-form';

/**
 * `judge(verdict)`: the verdict keys' action, on what is next to judge (the intent, then each
 * label). "Wrong" on the intent opens "Right intent" and moves the focus there.
 */
export function useReviewJudge(
  f: ReviewFormState,
  call: Call,
  deleted: ReadonlySet<number>,
  rightIntentRef: RefObject<HTMLSelectElement | null>,
) {
  // W on the intent opens "Right intent" and moves there, once it is on the page.
  const focusRight = useRef(false);
  useEffect(() => {
    if (!focusRight.current) return;
    focusRight.current = false;
    rightIntentRef.current?.focus();
  });

  return (verdict: ReviewVerdict) => {
    const target = nextToJudge(f.form, call, deleted);
    if (target === 'intent') {
      f.change({ ...f.form, intent: verdict });
      if (verdict === 'wrong') focusRight.current = true;
    } else if (target !== null) f.change(withVerdict(f.form, target, verdict));
  };
}
