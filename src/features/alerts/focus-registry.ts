import { type RefCallback, createContext, useContext } from 'react';
import type { EditorGroup } from './model/tree';
import { focusKey } from './model/tree-shape';
import type { NodeProblems } from './model/validate';

/**
 * The builder's controls that focus may move to, by focus key (model/tree-shape.ts `focusKey`):
 * each registers itself through `ref(key)`, and the tree editor focuses one after a change
 * (use-tree-editor.ts). One registry for an editor's life: the context that carries it never
 * changes, so no row is drawn again because of it.
 */
export type FocusRegistry = {
  /** The ref for the control with `key`: the same function for a key while its control is drawn. */
  ref(key: string): RefCallback<HTMLElement>;
  /** The control drawn for `key`, if any. */
  get(key: string): HTMLElement | undefined;
};

export function createFocusRegistry(): FocusRegistry {
  const elements = new Map<string, HTMLElement>();
  const refs = new Map<string, RefCallback<HTMLElement>>();
  const attach = (key: string) => (el: HTMLElement | null) => {
    if (!el) return;
    elements.set(key, el);
    return () => {
      // Another control may have taken the key meanwhile (the "Move to…" button's stand-in and the menu's).
      if (elements.get(key) !== el) return;
      elements.delete(key);
      refs.delete(key);
    };
  };
  return {
    ref(key) {
      let ref = refs.get(key);
      if (!ref) {
        ref = attach(key);
        refs.set(key, ref);
      }
      return ref;
    },
    get: (key) => elements.get(key),
  };
}

export const FocusRegistryContext = createContext<FocusRegistry | null>(null);

/** The ref that registers a control under `key` with the builder's registry (none outside a builder). */
export function useFocusRef(key: string | undefined): RefCallback<HTMLElement> | undefined {
  const registry = useContext(FocusRegistryContext);
  return key === undefined || !registry ? undefined : registry.ref(key);
}

/**
 * The first control a flagged problem marks, in the order the tree is drawn: a condition's
 * comparator (its item or comparator does not fit) or else its value. A group's problem marks no
 * control, so it is passed over.
 */
export function firstProblemKey(root: EditorGroup, problems: ReadonlyMap<string, NodeProblems>): string | null {
  for (const child of root.children) {
    if (child.type === 'group') {
      const inside = firstProblemKey(child, problems);
      if (inside !== null) return inside;
      continue;
    }
    const p = problems.get(child.id);
    if (p?.item || p?.comparator) return focusKey(child.id, 'comparator');
    if (p?.value) return focusKey(child.id, 'value');
  }
  return null;
}
