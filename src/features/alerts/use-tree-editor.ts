import { type Dispatch, useEffect, useReducer } from 'react';
import type { ConditionNode } from '../../contract';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
import type { CatalogueSource } from './model/catalogue';
import { countConditions, listGroups, toConditionTree } from './model/tree';
import { type TreeAction, type TreeCheck, initTreeState, targetOf, treeReducer } from './model/tree-reducer';
import { treeShape } from './model/tree-shape';
import { conditionLabels, validateTree } from './model/validate';

/**
 * The builder's tree (model/tree-reducer.ts: every change is a named action sent to `dispatch`)
 * and what is read from it: its shape, problems, names and the ConditionNode it stands for.
 */
export function useTreeEditor(sources: readonly CatalogueSource[], initial?: ConditionNode) {
  // The reducer reads this render's catalogue (to name conditions and know their kinds).
  const [state, dispatch] = useReducer(
    (s: Parameters<typeof treeReducer>[0], a: TreeAction) => treeReducer(s, a, sources),
    initial,
    initTreeState,
  );
  const { history, seen, submitted } = state;
  const root = history.present;

  // Focus follows a node that moved (or goes to a new one) once the change is drawn.
  useEffect(() => {
    if (state.focus) document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(state.focus.key)}"]`)?.focus();
  }, [state.focus]);
  // A condition added from the catalogue is brought into view (on a phone the tree is far below
  // the catalogue), by its comparator, while focus stays on the Add button for the next one.
  useEffect(() => {
    if (!state.reveal) return;
    const selector = `[data-focus="${CSS.escape(state.reveal.id)}:comparator"]`;
    document.querySelector<HTMLElement>(selector)?.scrollIntoView({ block: 'center' });
  }, [state.reveal]);

  const shape = treeShape(root);
  const groups = listGroups(root);
  // The catalogue's "Add conditions to" choices, named with each group's operator.
  const groupChoices = groups.map((g) => ({
    value: g.group.id,
    label: `Group ${g.number}${g.depth === 0 ? ' (top level)' : ''} · ${g.group.operator.toUpperCase()}`,
  }));
  const conditionCount = countConditions(root);
  const problems = validateTree(root, sources);
  const shownProblems = submitted ? problems : new Map([...problems].filter(([id]) => seen.has(id)));
  const tree: ConditionNode = toConditionTree(root);

  /** A save was tried: every problem shows; says how many there are, and whether the tree has no condition. */
  const check = (): Promise<TreeCheck> => {
    dispatch({ type: 'submit' });
    return Promise.resolve({ problems: problems.size, empty: root.children.length === 0 });
  };

  return {
    root,
    tree,
    dispatch: dispatch as Dispatch<TreeAction>,
    check,
    target: targetOf(root, state.targetId),
    /** Conditions in the tree, and whether it holds MAX_TREE_CONDITIONS, the most it may. */
    conditionCount,
    full: conditionCount >= MAX_TREE_CONDITIONS,
    shape,
    groupChoices,
    problems,
    shownProblems,
    labels: conditionLabels(root, sources),
    announcement: state.announcement,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

export type TreeEditor = ReturnType<typeof useTreeEditor>;
