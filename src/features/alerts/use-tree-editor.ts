import { useEffect, useMemo, useReducer, useState } from 'react';
import type { ConditionNode } from '../../contract';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
import { type FocusRegistry, createFocusRegistry, firstProblemKey } from './focus-registry';
import type { CatalogueSource } from './model/catalogue';
import { countConditions, toConditionTree } from './model/tree';
import {
  type TreeAction,
  type TreeCheck,
  type TreeState,
  initTreeState,
  targetOf,
  treeReducer,
} from './model/tree-reducer';
import { focusKey } from './model/tree-shape';
import { conditionLabels, validateTree } from './model/validate';

type FocusRequest = { key: string } | null;

/**
 * Focus follows a node that moved (or goes to a new one), and goes to the first flagged field
 * when a save is refused for the tree (`checked`), once the change is drawn: the controls
 * register with `registry` as they are drawn (focus-registry.ts).
 */
function useFocusAfterChange(
  registry: FocusRegistry,
  { focus, reveal }: Pick<TreeState, 'focus' | 'reveal'>,
  checked: FocusRequest,
) {
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

/**
 * The builder's tree (model/tree-reducer.ts: every change is a named action sent to `dispatch`,
 * the same function for the editor's life) and what is read from it: its problems, the names
 * of its conditions and the ConditionNode it stands for.
 */
export function useTreeEditor(sources: readonly CatalogueSource[], initial?: ConditionNode) {
  // The reducer reads this render's catalogue (to name conditions and know their kinds).
  const [state, dispatch] = useReducer(
    (s: TreeState, a: TreeAction) => treeReducer(s, a, sources),
    initial,
    initTreeState,
  );
  // One registry for the editor's life (components/builder.tsx hands it to the tree's controls).
  const [focusRegistry] = useState(createFocusRegistry);
  // A new object for each refused save: the same field twice is focused twice.
  const [checked, setChecked] = useState<FocusRequest>(null);
  useFocusAfterChange(focusRegistry, state, checked);
  const { history, seen, submitted, shape } = state;
  const root = history.present;
  const conditionCount = countConditions(root);
  // Worked out again only when the tree, the catalogue or what shows changed: a preview's answer
  // then redraws neither the tree nor its read-back (components/builder.tsx, where the figures are).
  const { problems, shownProblems, labels, tree } = useMemo(() => {
    const found = validateTree(root, sources);
    return {
      problems: found,
      shownProblems: submitted ? found : new Map([...found].filter(([id]) => seen.has(id))),
      labels: conditionLabels(root, sources),
      tree: toConditionTree(root),
    };
  }, [root, sources, seen, submitted]);

  return {
    root,
    tree,
    dispatch,
    /**
     * A save was tried: every problem shows, and focus goes to the first flagged field. Says how
     * many problems there are, and whether the tree has no condition.
     */
    check(): Promise<TreeCheck> {
      dispatch({ type: 'submit' });
      const key = firstProblemKey(root, problems);
      if (key !== null) setChecked({ key });
      return Promise.resolve({ problems: problems.size, empty: root.children.length === 0 });
    },
    target: targetOf(root, state.targetId),
    /** Conditions in the tree, and whether it holds MAX_TREE_CONDITIONS, the most it may. */
    conditionCount,
    full: conditionCount >= MAX_TREE_CONDITIONS,
    shape,
    focusRegistry,
    problems,
    shownProblems,
    labels,
    announcement: state.announcement,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
