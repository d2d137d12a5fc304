import { useLayoutEffect } from 'react';

// How many open dialogs hold the keyboard now (modals, the drawer, the palette). Each dialog says
// so itself from its `opened` state, so a page's shortcuts need not know which dialogs there are.
let holding = 0;

/**
 * While `opened`, this dialog holds the keys: the page's shortcuts keep off, whatever element in it
 * has the focus. A layout effect, so a key pressed just after the dialog appears is already its own.
 */
export function useHoldsKeys(opened: boolean): void {
  useLayoutEffect(() => {
    if (!opened) return;
    holding += 1;
    return () => {
      holding -= 1;
    };
  }, [opened]);
}

/** A dialog is open and holds the keys: page shortcuts leave them to it. */
export const dialogHoldsKeys = (): boolean => holding > 0;
