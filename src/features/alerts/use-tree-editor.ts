import { createContext, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { ConditionNode } from '../../contract';
import type { CatalogueSource } from './model/catalogue';
import { focusKey } from './model/tree-shape';
import { type TreeSnapshot, type TreeStore, createTreeStore } from './tree-store';
import type { GroupView, RowView, ValueView } from './tree-views';

/**
 * The builder's tree store (tree-store.ts), one for the editor's life, on the catalogue of this
 * render (to name conditions and know their kinds).
 */
export function useTreeEditor(sources: readonly CatalogueSource[], initial?: ConditionNode): TreeStore {
  const [store] = useState(() => createTreeStore(sources, initial));
  useLayoutEffect(() => store.setSources(sources), [store, sources]);
  return store;
}

export type TreeEditor = TreeStore;

/** The store of the builder the component is in (components/builder.tsx provides it). */
export const TreeStoreContext = createContext<TreeStore | null>(null);

export function useTreeStore(): TreeStore {
  const store = useContext(TreeStoreContext);
  if (!store) throw new Error('useTreeStore is used inside the alert builder only');
  return store;
}

/**
 * One value read from the whole tree's snapshot: the component draws again when it changes.
 * `select` returns a value that keeps its identity while what it says holds (a string, a
 * number, a part of the snapshot).
 */
export function useTreeValue<T>(store: TreeStore, select: (s: TreeSnapshot) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.snapshot()));
}

/** A condition's view: the row draws again only when its own view changed. */
export function useRowView(id: string): RowView | undefined {
  const store = useTreeStore();
  const view = useSyncExternalStore(
    (l) => store.subscribeNode(id, l),
    () => store.node(id),
  );
  return view?.kind === 'condition' ? view : undefined;
}

/** A condition's value view: its value field draws again only when it changed. */
export function useValueView(id: string): ValueView | undefined {
  const store = useTreeStore();
  return useSyncExternalStore(
    (l) => store.subscribeNode(id, l),
    () => store.value(id),
  );
}

/** A group's view (its operator, its children's ids, its problem): drawn again only when it changed. */
export function useGroupView(id: string): GroupView | undefined {
  const store = useTreeStore();
  const view = useSyncExternalStore(
    (l) => store.subscribeNode(id, l),
    () => store.node(id),
  );
  return view?.kind === 'group' ? view : undefined;
}

/**
 * Focus follows a node that moved (or goes to a new one), and goes to the first flagged field
 * when a save is refused for the tree, once the change is drawn: the controls register with the
 * store's focus registry as they are drawn (focus-registry.ts).
 */
export function useFocusAfterChange(store: TreeStore) {
  const registry = store.focusRegistry;
  const focus = useTreeValue(store, (s) => s.state.focus);
  const reveal = useTreeValue(store, (s) => s.state.reveal);
  const checked = useTreeValue(store, (s) => s.checked);
  useEffect(() => {
    if (focus) registry.get(focus.key)?.focus();
  }, [registry, focus]);
  useEffect(() => {
    if (checked) registry.get(checked.key)?.focus();
  }, [registry, checked]);
  // A condition added from the catalogue is brought into view (on a phone the tree is far below
  // the catalogue) by its comparator, while focus stays on the Add button for the next one.
  useEffect(() => {
    if (reveal) registry.get(focusKey(reveal.id, 'comparator'))?.scrollIntoView({ block: 'center' });
  }, [registry, reveal]);
}
