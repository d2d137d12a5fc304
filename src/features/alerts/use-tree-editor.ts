import { useEffect, useMemo, useReducer } from 'react';
import type { ConditionNode } from '../../contract';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
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
import { conditionLabels, validateTree } from './model/validate';

/** Focus follows a node that moved (or goes to a new one), once the change is drawn. */
function useFocusAfterChange({ focus, reveal }: Pick<TreeState, 'focus' | 'reveal'>) {
  useEffect(() => {
    if (focus) document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focus.key)}"]`)?.focus();
  }, [focus]);
  // A condition added from the catalogue is brought into view (on a phone the tree is far below
  // the catalogue) by its comparator, while focus stays on the Add button for the next one.
  useEffect(() => {
    if (!reveal) return;
    const selector = `[data-focus="${CSS.escape(reveal.id)}:comparator"]`;
    document.querySelector<HTMLElement>(selector)?.scrollIntoView({ block: 'center' });
  }, [reveal]);
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
  useFocusAfterChange(state);
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
    /** A save was tried: every problem shows. Says how many there are, and whether the tree has no condition. */
    check(): Promise<TreeCheck> {
      dispatch({ type: 'submit' });
      return Promise.resolve({ problems: problems.size, empty: root.children.length === 0 });
    },
    target: targetOf(root, state.targetId),
    /** Conditions in the tree, and whether it holds MAX_TREE_CONDITIONS, the most it may. */
    conditionCount,
    full: conditionCount >= MAX_TREE_CONDITIONS,
    shape,
    problems,
    shownProblems,
    labels,
    announcement: state.announcement,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
