import type { Comparator, ConditionNode } from '../../../contract';
import { MAX_TREE_CONDITIONS } from '../../../lib/condition-tree';
import { type CatalogueItem, type CatalogueSource, findItem } from './catalogue';
import { type ConditionValue, defaultComparator, valueAfterComparatorChange } from './comparators';
import { type History, record, redo, startHistory, undo } from './history';
import {
  type EditorGroup,
  addNode,
  allIds,
  cloneNode,
  countConditions,
  emptyTree,
  findNode,
  fromConditionTree,
  moveToGroup,
  moveWithin,
  newId,
  oppositeOperator,
  removeNode,
  setOperator,
  updateCondition,
  wrapInGroup,
} from './tree';
import { focusKey, treeShape } from './tree-shape';
import { conditionLabels, kindOf } from './validate';

/** What a tried save learns of the tree: how many problems it has, and whether it has no condition. */
export type TreeCheck = { problems: number; empty: boolean };

/**
 * The alert builder's state: the tree with its undo history, the group new conditions go to,
 * which nodes show their problems (touched ones, all of a loaded tree, all once a save was tried),
 * a sentence for screen readers after each change, and where focus goes once the change is drawn.
 */
export type TreeState = {
  history: History<EditorGroup>;
  targetId: string;
  seen: ReadonlySet<string>;
  submitted: boolean;
  announcement: string;
  /** A control to focus once drawn (a new object for each request, so the same control twice is focused twice). */
  focus: { key: string } | null;
  /** A condition added from the catalogue, to bring into view while focus stays on the Add button. */
  reveal: { id: string } | null;
};

export type TreeAction =
  | { type: 'addItem'; item: CatalogueItem }
  | { type: 'addGroup'; parentId: string }
  | { type: 'setTarget'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clone'; id: string }
  | { type: 'move'; id: string; delta: -1 | 1 }
  | { type: 'moveTo'; id: string; groupId: string }
  | { type: 'nest'; id: string }
  | { type: 'setOperator'; groupId: string; operator: 'and' | 'or' }
  | { type: 'setComparator'; id: string; comparator: Comparator }
  | { type: 'setValue'; id: string; value: ConditionValue }
  /** A field of this node lost focus: its problems may show now. */
  | { type: 'touch'; id: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A pasted tree replaces the one being built, as one step that can be undone. */
  | { type: 'load'; tree: ConditionNode }
  /** A save was tried: every problem shows. */
  | { type: 'submit' }
  /** Starts afresh from `tree` (or an empty tree) with no history: after a save, or a definition loaded anew. */
  | { type: 'reset'; tree?: ConditionNode };

export function initTreeState(initial?: ConditionNode): TreeState {
  const root = initial ? fromConditionTree(initial) : emptyTree();
  // A loaded tree shows its problems at once: nobody typed those.
  const seen = new Set(initial ? allIds(root) : []);
  const history = startHistory(root);
  return { history, targetId: root.id, seen, submitted: false, announcement: '', focus: null, reveal: null };
}

export const FULL_MESSAGE =
  `The tree holds ${MAX_TREE_CONDITIONS} conditions, the most it may: remove one before adding another`;

/** The group new conditions go to: one removed (or undone away) falls back to the top group. */
export function targetOf(root: EditorGroup, targetId: string): string {
  return findNode(root, targetId)?.type === 'group' ? targetId : root.id;
}

const touched = (seen: ReadonlySet<string>, id: string) => (seen.has(id) ? seen : new Set(seen).add(id));

/** Every change to the builder's tree, through the pure tree ops; `sources` names the conditions. */
export function treeReducer(state: TreeState, action: TreeAction, sources: readonly CatalogueSource[]): TreeState {
  const root = state.history.present;
  const shape = treeShape(root);
  const change = (next: EditorGroup, key: string | null = null) => ({
    ...state,
    history: record(state.history, next, key),
  });
  const say = (s: TreeState, announcement: string, focus?: string): TreeState => ({
    ...s,
    announcement,
    focus: focus === undefined ? s.focus : { key: focus },
  });
  const nameOf = (id: string): string => {
    const node = findNode(root, id);
    if (!node) return '';
    return node.type === 'group' ? `group ${shape.groupNumber(id)}` : (conditionLabels(root, sources).get(id) ?? '');
  };

  switch (action.type) {
    case 'addItem': {
      if (countConditions(root) >= MAX_TREE_CONDITIONS) return say(state, FULL_MESSAGE);
      const { item } = action;
      const target = targetOf(root, state.targetId);
      const comparator = defaultComparator(item.kind);
      const condition = { type: 'condition' as const, id: newId(), source: item.source, ref: item.ref, comparator, value: null };
      const next = change(addNode(root, target, condition));
      return { ...say(next, `Added ${item.name} to group ${shape.groupNumber(target)}`), reveal: { id: condition.id } };
    }
    case 'addGroup': {
      const parent = findNode(root, action.parentId);
      if (!parent || parent.type !== 'group' || !shape.canAddGroupTo(parent.id)) return state;
      const id = newId();
      const operator = oppositeOperator(parent.operator);
      const next = { ...change(addNode(root, parent.id, { type: 'group', id, operator, children: [] })), targetId: id };
      const where = `inside group ${shape.groupNumber(parent.id)}`;
      const said = `Added a group joined with ${operator.toUpperCase()} ${where}; new conditions go to it`;
      return say(next, said, focusKey(id, 'legend'));
    }
    case 'setTarget':
      return say({ ...state, targetId: action.id }, `New conditions go to group ${shape.groupNumber(action.id)}`);
    case 'remove':
      return say(change(removeNode(root, action.id)), `Removed ${nameOf(action.id)}`, focusKey('tree', 'heading'));
    case 'clone': {
      const node = findNode(root, action.id);
      const next = cloneNode(root, action.id);
      if (!node || !next.cloneId) return state;
      if (countConditions(next.root) > MAX_TREE_CONDITIONS) return say(state, FULL_MESSAGE);
      const focus = focusKey(next.cloneId, node.type === 'group' ? 'legend' : 'comparator');
      return say(change(next.root), `Cloned ${nameOf(action.id)}; the copy follows it`, focus);
    }
    case 'move': {
      const { id, delta } = action;
      const way = delta < 0 ? 'up' : 'down';
      return say(change(moveWithin(root, id, delta)), `Moved ${nameOf(id)} ${way}`, focusKey(id, way));
    }
    case 'moveTo': {
      const { id, groupId } = action;
      const said = `Moved ${nameOf(id)} to group ${shape.groupNumber(groupId)}`;
      return say(change(moveToGroup(root, id, groupId)), said, focusKey(id, 'move-to'));
    }
    case 'nest':
      if (!shape.canNest(action.id)) return state;
      return say(
        change(wrapInGroup(root, action.id)),
        `Put ${nameOf(action.id)} in a new group`,
        focusKey(action.id, 'move-to'),
      );
    case 'setOperator':
      return change(setOperator(root, action.groupId, action.operator));
    case 'setComparator': {
      const { id, comparator } = action;
      const node = findNode(root, id);
      if (!node || node.type !== 'condition') return state;
      const kind = kindOf(findItem(sources, node.source, node.ref), node.source);
      const value = valueAfterComparatorChange(kind, node.comparator, comparator, node.value);
      return { ...change(updateCondition(root, id, { comparator, value })), seen: touched(state.seen, id) };
    }
    case 'setValue': {
      // Keys typed into one field are one step of the history.
      const next = change(updateCondition(root, action.id, { value: action.value }), `value:${action.id}`);
      return { ...next, seen: touched(state.seen, action.id) };
    }
    case 'touch':
      return state.seen.has(action.id) ? state : { ...state, seen: touched(state.seen, action.id) };
    case 'undo':
      if (state.history.past.length === 0) return state;
      return say({ ...state, history: undo(state.history) }, 'Undid the last change to the tree');
    case 'redo':
      if (state.history.future.length === 0) return state;
      return say({ ...state, history: redo(state.history) }, 'Redid the change to the tree');
    case 'load': {
      const edited = fromConditionTree(action.tree);
      const seen = new Set([...state.seen, ...allIds(edited)]);
      return say({ ...change(edited), seen, targetId: edited.id }, 'Loaded the pasted condition tree');
    }
    case 'submit':
      return state.submitted ? state : { ...state, submitted: true };
    case 'reset':
      return { ...initTreeState(action.tree), announcement: state.announcement };
  }
}
