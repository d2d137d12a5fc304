import { useSyncExternalStore } from 'react';

/**
 * The clip viewer's selected clip, held outside React state: moving it renders only what shows it
 * (the timeline track, the transcripts and their "Selected" line, whether the play buttons work),
 * not the whole viewer with its player, toolbar and checks (see docs/performance.md, row "The clip
 * viewer's selection held outside React state").
 * Handlers that act on the selection read it when they run (`get`).
 */
export type ClipSelection = {
  get: () => number;
  set: (index: number) => void;
  subscribe: (onChange: () => void) => () => void;
};

export function createClipSelection(initial = 0): ClipSelection {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (index) => {
      if (index === value) return;
      value = index;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * The selected clip's index, or what `read` makes of it: the component renders again only when
 * that changes (a boolean such as "can it play" stays put while the selection moves).
 */
export function useSelected(selection: ClipSelection): number;
export function useSelected<T>(selection: ClipSelection, read: (index: number) => T): T;
export function useSelected(selection: ClipSelection, read: (index: number) => unknown = (i) => i) {
  return useSyncExternalStore(selection.subscribe, () => read(selection.get()));
}
