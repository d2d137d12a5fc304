import { useSyncExternalStore } from 'react';

/** Every keyboard shortcut of the app, by where it works: what the "?" dialog lists. */
export const SHORTCUT_SECTIONS: { title: string; keys: [string, string][] }[] = [
  {
    title: 'Anywhere',
    keys: [
      ['Ctrl + K / ⌘ + K', 'Jump to a page, an agent or a record by name'],
      ['?', 'Show these shortcuts'],
    ],
  },
  {
    title: 'A call',
    keys: [
      ['K', 'Previous call in the list'],
      ['J', 'Next call in the list'],
      ['C', 'Review: the next unjudged item (the intent, then each label in turn) is correct'],
      ['W', 'Review: the next unjudged item is wrong'],
      ['S', 'Review: save, and open the next call in the list'],
      ['] / [', 'Next / previous marked moment (slow response, interruption, long silence): the recording moves there'],
    ],
  },
  {
    title: 'A voice clip set',
    keys: [
      ['Space', 'Play or pause the selected clip'],
      ['← / →', 'Previous / next clip'],
      ['Home / End', 'First / last clip (in the timeline or the transcripts)'],
      ['Enter', 'Play the selected clip (in the timeline or the transcripts)'],
      ['L', 'Loop the clip on or off'],
      ['+ / −', 'Zoom in / out'],
      ['0', 'Fit the whole set'],
      ['[ / ]', 'Pan left / right'],
    ],
  },
];

/** Keys typed into these belong to them, not to page-wide shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
}

// The shortcuts dialog is opened from the app shell's keys and from pages' "Keyboard shortcuts"
// buttons: one small store, so a page need not know where the dialog lives.
let shortcutsOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openShortcuts() {
  shortcutsOpen = true;
  emit();
}
export function closeShortcuts() {
  shortcutsOpen = false;
  emit();
}
export function useShortcutsOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => shortcutsOpen,
    () => false,
  );
}
