import { createContext, useContext, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether a value field holds a key the tree has not yet taken (value-editor.tsx), for the
 * preview's figures to dim at once. A store rather than state in the page: a key then draws the
 * field and the figures' box, not the page; one store for a builder's life, so the context that
 * carries it never changes.
 */
export type TypingSignal = {
  /** A field started waiting for the tree; the function returned says it stopped. */
  begin(): () => void;
  subscribe(onChange: () => void): () => void;
  typing(): boolean;
};

export function createTypingSignal(): TypingSignal {
  let waiting = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    const changed = waiting > 0 !== next > 0;
    waiting = next;
    if (changed) for (const listener of listeners) listener();
  };
  return {
    begin() {
      set(waiting + 1);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        set(waiting - 1);
      };
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    typing: () => waiting > 0,
  };
}

export const TypingSignalContext = createContext<TypingSignal | null>(null);

const never = () => () => {};
const notTyping = () => false;

/** Whether a field of the builder is waiting for the tree to take a key (false outside a builder). */
export function useTyping(): boolean {
  const signal = useContext(TypingSignalContext);
  return useSyncExternalStore(signal?.subscribe ?? never, signal?.typing ?? notTyping, notTyping);
}

/** Says, while `typing`, that this field is waiting for the tree; before paint, so the figures dim with the key. */
export function useReportTyping(typing: boolean) {
  const signal = useContext(TypingSignalContext);
  useLayoutEffect(() => (typing && signal ? signal.begin() : undefined), [typing, signal]);
}
