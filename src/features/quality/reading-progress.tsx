import { Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';

export type ReadProgress = { loaded: number; total: number | null };

/**
 * How far the reviews have been read, held apart from the page: a report per page read renders
 * only the line that shows it, not the page (whose render would hold the thread each time).
 */
export function useProgressStore() {
  const [store] = useState(() => {
    let value: ReadProgress = { loaded: 0, total: null };
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      set: (next: ReadProgress) => {
        value = next;
        listeners.forEach((l) => l());
      },
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
  });
  return store;
}

export type ProgressStore = ReturnType<typeof useProgressStore>;

/** "Read 1,500 of 5,000 reviews…" while the reviews are read. */
export function ReadingProgress({ store }: { store: ProgressStore }) {
  const { loaded, total } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {loaded > 0
        ? `Read ${loaded.toLocaleString('en')}${total !== null ? ` of ${total.toLocaleString('en')}` : ''} reviews…`
        : 'Reading the reviews…'}
    </Text>
  );
}
