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
import { type TreeShape, focusKey, nextShape, treeShape } from './tree-shape';
import { conditionLabels, kindOf } from './validate';

/** What a tried save learns of the tree: how many problems it has, and whether it has no condition. */
export type TreeCheck = { problems: number; empty: boolean };

/**
 * The alert builder's state: the tree with its undo history and its shape, the group new
 * conditions go to, which nodes show their problems (touched ones, all of a loaded tree, all
 * once a save was tried), a sentence for screen readers after each change, and where focus goes
 * once the change is drawn.
 */
export type TreeState = {
  history: History<EditorGroup>;
  shape: TreeShape;
  targetId: string;
  seen: ReadonlySet<string>;
  submitted: boolean;
  announcement: string;
  /** A control to focus once drawn (a new object for each request: the same control twice is focused twice). */
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
  return {
    history: startHistory(root),
    shape: treeShape(root),
    targetId: root.id,
    // A loaded tree shows its problems at once: nobody typed those.
    seen: new Set(initial ? allIds(root) : []),
    submitted: false,
    announcement: '',
    focus: null,
    reveal: null,
  };
}

export const FULL_MESSAGE =
  `The tree holds ${MAX_TREE_CONDITIONS} conditions, the most it may: ` + 'remove one before adding another';

/** The group new conditions go to: one removed (or undone away) falls back to the top group. */
export function targetOf(root: EditorGroup, targetId: string): string {
  return findNode(root, targetId)?.type === 'group' ? targetId : root.id;
}

const touched = (seen: ReadonlySet<string>, id: string) => (seen.has(id) ? seen : new Set(seen).add(id));

/** `state` with the tree `history` holds, and the shape that goes with it. */
function withHistory(state: TreeState, history: History<EditorGroup>): TreeState {
  return history === state.history ? state : { ...state, history, shape: nextShape(state.shape, history.present) };
}

/** `state` with `next` as a step of the history (`key`: keys typed into one field are one step). */
const change = (state: TreeState, next: EditorGroup, key: string | null = null) =>
  withHistory(state, record(state.history, next, key));

/** `state` saying `announcement`, and focusing `focus` once drawn. */
const say = (state: TreeState, announcement: string, focus?: string): TreeState => ({
  ...state,
  announcement,
  focus: focus === undefined ? state.focus : { key: focus },
});

/** Every change to the builder's tree, through the pure tree ops; `sources` names the conditions. */
export function treeReducer(state: TreeState, action: TreeAction, sources: readonly CatalogueSource[]): TreeState {
  const root = state.history.present;
  const { groupNumber } = state.shape;
  const nameOf = (id: string): string =>
    findNode(root, id)?.type === 'group' ? `group ${groupNumber(id)}` : (conditionLabels(root, sources).get(id) ?? '');
  switch (action.type) {
    case 'addItem':
      return addItem(state, action.item);
    case 'addGroup':
      return addGroup(state, action.parentId);
    case 'setTarget':
      return say({ ...state, targetId: action.id }, `New conditions go to group ${groupNumber(action.id)}`);
    case 'remove':
      return say(change(state, removeNode(root, action.id)), `Removed ${nameOf(action.id)}`, 'tree:heading');
    case 'clone':
      return clone(state, action.id, nameOf(action.id));
    case 'move': {
      const way = action.delta < 0 ? 'up' : 'down';
      const moved = change(state, moveWithin(root, action.id, action.delta));
      return say(moved, `Moved ${nameOf(action.id)} ${way}`, focusKey(action.id, way));
    }
    case 'moveTo': {
      const moved = change(state, moveToGroup(root, action.id, action.groupId));
      const said = `Moved ${nameOf(action.id)} to group ${groupNumber(action.groupId)}`;
      return say(moved, said, focusKey(action.id, 'move-to'));
    }
    case 'nest':
      if (!state.shape.canNest(action.id)) return state;
      return say(
        change(state, wrapInGroup(root, action.id)),
        `Put ${nameOf(action.id)} in a new group`,
        focusKey(action.id, 'move-to'),
      );
    case 'setOperator':
      return change(state, setOperator(root, action.groupId, action.operator));
    case 'setComparator':
      return { ...setComparator(state, action.id, action.comparator, sources), seen: touched(state.seen, action.id) };
    case 'setValue': {
      const next = change(state, updateCondition(root, action.id, { value: action.value }), `value:${action.id}`);
      return { ...next, seen: touched(state.seen, action.id) };
    }
    case 'touch':
      return state.seen.has(action.id) ? state : { ...state, seen: touched(state.seen, action.id) };
    case 'undo':
      if (state.history.past.length === 0) return state;
      return say(withHistory(state, undo(state.history)), 'Undid the last change to the tree');
    case 'redo':
      if (state.history.future.length === 0) return state;
      return say(withHistory(state, redo(state.history)), 'Redid the change to the tree');
    case 'load': {
      const edited = fromConditionTree(action.tree);
      const seen = new Set([...state.seen, ...allIds(edited)]);
      return say({ ...change(state, edited), seen, targetId: edited.id }, 'Loaded the pasted condition tree');
    }
    case 'submit':
      return state.submitted ? state : { ...state, submitted: true };
    case 'reset':
      return { ...initTreeState(action.tree), announcement: state.announcement };
  }
}

function addItem(state: TreeState, item: CatalogueItem): TreeState {
  const root = state.history.present;
  if (countConditions(root) >= MAX_TREE_CONDITIONS) return say(state, FULL_MESSAGE);
  const target = targetOf(root, state.targetId);
  const id = newId();
  const condition = { type: 'condition' as const, id, source: item.source, ref: item.ref, value: null };
  const next = change(state, addNode(root, target, { ...condition, comparator: defaultComparator(item.kind) }));
  return { ...say(next, `Added ${item.name} to group ${state.shape.groupNumber(target)}`), reveal: { id } };
}

function addGroup(state: TreeState, parentId: string): TreeState {
  const root = state.history.present;
  const parent = findNode(root, parentId);
  if (!parent || parent.type !== 'group' || !state.shape.canAddGroupTo(parentId)) return state;
  const id = newId();
  const operator = oppositeOperator(parent.operator);
  const next = {
    ...change(state, addNode(root, parentId, { type: 'group', id, operator, children: [] })),
    targetId: id,
  };
  const where = `inside group ${state.shape.groupNumber(parentId)}`;
  return say(
    next,
    `Added a group joined with ${operator.toUpperCase()} ${where}; new conditions go to it`,
    focusKey(id, 'legend'),
  );
}

function clone(state: TreeState, id: string, name: string): TreeState {
  const root = state.history.present;
  const node = findNode(root, id);
  const next = cloneNode(root, id);
  if (!node || !next.cloneId) return state;
  if (countConditions(next.root) > MAX_TREE_CONDITIONS) return say(state, FULL_MESSAGE);
  const focus = focusKey(next.cloneId, node.type === 'group' ? 'legend' : 'comparator');
  return say(change(state, next.root), `Cloned ${name}; the copy follows it`, focus);
}

function setComparator(
  state: TreeState,
  id: string,
  comparator: Comparator,
  sources: readonly CatalogueSource[],
): TreeState {
  const root = state.history.present;
  const node = findNode(root, id);
  if (!node || node.type !== 'condition') return state;
  const kind = kindOf(findItem(sources, node.source, node.ref), node.source);
  const value = valueAfterComparatorChange(kind, node.comparator, comparator, node.value);
  return change(state, updateCondition(root, id, { comparator, value }));
}
