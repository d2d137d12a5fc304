import { dialogHoldsKeys } from '../dialog-keys';

/** Keys typed into these belong to them, not to a page's shortcuts. */
export const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));

/** Space on these activates them: a page's Space shortcut leaves it alone. */
export const activatesOnSpace = (t: EventTarget | null) =>
  t instanceof HTMLElement &&
  (/^(BUTTON|A|SUMMARY)$/.test(t.tagName) ||
    t.getAttribute('role') === 'button' ||
    t.getAttribute('role') === 'switch');

/** A key press a page shortcut may take: no modifier, not typed into a field, no dialog holding the keys. */
export const isShortcut = (e: KeyboardEvent) =>
  !e.defaultPrevented && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target) && !dialogHoldsKeys();
