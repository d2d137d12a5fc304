import { createContext } from 'react';
import { dialogHoldsKeys } from '../../../components/dialog-keys';
import { isTypingTarget } from '../../../lib/shortcuts';

/** The review's keys: C and W judge, S saves and opens the next call. */
export type ReviewKey = 'c' | 'w' | 's';

/**
 * The review key a key press is, or null: none fires while a text field or a select has the focus,
 * while a dialog is open, with a modifier, or held down.
 */
export function reviewKey(e: KeyboardEvent): ReviewKey | null {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey || e.repeat) return null;
  if (isTypingTarget(e.target) || dialogHoldsKeys()) return null;
  const key = e.key.toLowerCase();
  return key === 'c' || key === 'w' || key === 's' ? key : null;
}

/**
 * Review keys pressed while the review's form was not on the page yet (its code or its data on the
 * way), oldest first: `take` hands each out once, to the form of the call they were pressed on.
 * `attach` tells that the form is on the page and takes the keys itself, until the function it
 * returns is called.
 */
export type PendingReviewKeys = { take: () => ReviewKey | null; attach: () => () => void };

export const PendingReviewKeysContext = createContext<PendingReviewKeys | null>(null);
