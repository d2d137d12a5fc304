import type { ConditionNode } from '../../contract';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
import { createFocusRegistry, firstProblemKey } from './focus-registry';
import type { CatalogueSource } from './model/catalogue';
import { type PlacedProblem, withServiceProblems } from './model/service-problems';
import { type EditorGroup, countConditions, toConditionTree } from './model/tree';
import {
  type TreeAction,
  type TreeCheck,
  type TreeState,
  initTreeState,
  targetOf,
  treeReducer,
} from './model/tree-reducer';
import { type TreeProblems, conditionLabels, validateTree } from './model/validate';
import { type NodeView, type ValueView, nodeViews } from './tree-views';

/** What follows from the builder's state, worked out once per change. */
export type TreeSnapshot = {
  state: TreeState;
  root: EditorGroup;
  /** The tree as the service takes it, and that serialised: once per change of the tree. */
  tree: ConditionNode;
  json: string;
  /** Every problem of the tree, and those shown (touched nodes, all once a save was tried, the service's). */
  problems: TreeProblems;
  shownProblems: TreeProblems;
  labels: ReadonlyMap<string, string>;
  target: string;
  conditionCount: number;
  /** The tree holds MAX_TREE_CONDITIONS, the most it may. */
  full: boolean;
  /** It has a condition and no problem of its own: it may be previewed and saved. */
  complete: boolean;
  /** A refused save's first flagged field, to focus (a new object for each refusal). */
  checked: { key: string } | null;
  sources: readonly CatalogueSource[];
};

function derive(
  state: TreeState,
  sources: readonly CatalogueSource[],
  placed: readonly PlacedProblem[],
  checked: TreeSnapshot['checked'],
  prev: TreeSnapshot | null,
): TreeSnapshot {
  const root = state.history.present;
  const sameTree = prev !== null && prev.root === root;
  const same = sameTree && prev.sources === sources;
  const problems = same ? prev.problems : validateTree(root, sources);
  const tree = sameTree ? prev.tree : toConditionTree(root);
  const own = state.submitted ? problems : new Map([...problems].filter(([id]) => state.seen.has(id)));
  const conditionCount = sameTree ? prev.conditionCount : countConditions(root);
  return {
    state,
    root,
    tree,
    json: sameTree ? prev.json : JSON.stringify(tree),
    problems,
    shownProblems: withServiceProblems(own, placed),
    labels: same ? prev.labels : conditionLabels(root, sources),
    target: targetOf(root, state.targetId),
    conditionCount,
    full: conditionCount >= MAX_TREE_CONDITIONS,
    complete: root.children.length > 0 && problems.size === 0,
    checked,
    sources,
  };
}

/**
 * The alert builder's tree and what is read from it, outside React: every change is a named
 * action (model/tree-reducer.ts) sent to `dispatch`; a row subscribes to its own node's view
 * (`subscribeNode`), so a change draws the rows it changed and what reads the whole tree, not the
 * others. One store for a builder's life, handed to its parts by a context (use-tree-store.ts).
 */
export function createTreeStore(initialSources: readonly CatalogueSource[], initial?: ConditionNode) {
  let sources = initialSources;
  let placed: readonly PlacedProblem[] = [];
  let placedKey = '[]';
  let snap = derive(initTreeState(initial), sources, placed, null, null);
  let views = { views: new Map<string, NodeView>(), values: new Map<string, ValueView>() };
  const listeners = new Set<() => void>();
  const nodeListeners = new Map<string, Set<() => void>>();

  const viewsOf = (s: TreeSnapshot) =>
    nodeViews(views, {
      root: s.root,
      labels: s.labels,
      shown: s.shownProblems,
      target: s.target,
      shape: s.state.shape,
      rootProblem: s.problems.get(s.root.id)?.group,
    });
  views = viewsOf(snap);

  const publish = (state: TreeState, checked = snap.checked) => {
    snap = derive(state, sources, placed, checked, snap);
    const next = viewsOf(snap);
    views = next;
    for (const id of next.changed) nodeListeners.get(id)?.forEach((l) => l());
    listeners.forEach((l) => l());
  };

  const store = {
    /** Focus targets of the builder's controls (focus-registry.ts). */
    focusRegistry: createFocusRegistry(),
    dispatch(action: TreeAction) {
      const next = treeReducer(snap.state, action, sources);
      if (next !== snap.state) publish(next);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    subscribeNode(id: string, listener: () => void) {
      let set = nodeListeners.get(id);
      if (!set) nodeListeners.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) nodeListeners.delete(id);
      };
    },
    snapshot: () => snap,
    node: (id: string): NodeView | undefined => views.views.get(id),
    /** A condition's value and the problem shown on it. */
    value: (id: string): ValueView | undefined => views.values.get(id),
    /** The tree as the service takes it, as it is now. */
    get tree(): ConditionNode {
      return snap.tree;
    },
    get root(): EditorGroup {
      return snap.root;
    },
    get problems(): TreeProblems {
      return snap.problems;
    },
    get shownProblems(): TreeProblems {
      return snap.shownProblems;
    },
    /**
     * A save was tried: every problem shows, and focus goes to the first flagged field. Says how
     * many problems there are, and whether the tree has no condition.
     */
    check(): Promise<TreeCheck> {
      const { root, problems } = snap;
      const key = firstProblemKey(root, problems);
      publish(treeReducer(snap.state, { type: 'submit' }, sources), key === null ? snap.checked : { key });
      return Promise.resolve({ problems: problems.size, empty: root.children.length === 0 });
    },
    /** The catalogue the conditions are named from. */
    setSources(next: readonly CatalogueSource[]) {
      if (next === sources) return;
      sources = next;
      publish(snap.state);
    },
    /** The service's validation of the tree, placed on the nodes it points at. */
    setServiceProblems(next: readonly PlacedProblem[]) {
      const key = JSON.stringify(next);
      if (key === placedKey) return;
      placed = next;
      placedKey = key;
      publish(snap.state);
    },
  };
  return store;
}

export type TreeStore = ReturnType<typeof createTreeStore>;
