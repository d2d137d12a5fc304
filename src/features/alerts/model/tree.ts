import type { Comparator, ConditionNode } from '../../../contract';
import type { ConditionValue } from './comparators';

/** The tree as the builder holds it: the contract's nodes with ids for keys, focus and moves. */
export type EditorCondition = {
  type: 'condition';
  id: string;
  source: string;
  ref: string | number;
  comparator: Comparator;
  value: ConditionValue;
};
export type EditorGroup = { type: 'group'; id: string; operator: 'and' | 'or'; children: EditorNode[] };
export type EditorNode = EditorCondition | EditorGroup;

let seq = 0;
export const newId = (): string => `n${++seq}`;

export const emptyTree = (): EditorGroup => ({ type: 'group', id: newId(), operator: 'and', children: [] });

export function findNode(root: EditorGroup, id: string): EditorNode | null {
  if (root.id === id) return root;
  for (const child of root.children) {
    if (child.id === id) return child;
    if (child.type === 'group') {
      const found = findNode(child, id);
      if (found) return found;
    }
  }
  return null;
}

/** The group holding `id`, or null for the root or a missing node. */
export function findParent(root: EditorGroup, id: string): EditorGroup | null {
  for (const child of root.children) {
    if (child.id === id) return root;
    if (child.type === 'group') {
      const found = findParent(child, id);
      if (found) return found;
    }
  }
  return null;
}

/** Every group in reading order (the root first), each with its number as people see it. */
export function listGroups(root: EditorGroup): { group: EditorGroup; number: number; depth: number }[] {
  const out: { group: EditorGroup; number: number; depth: number }[] = [];
  const walk = (g: EditorGroup, depth: number) => {
    out.push({ group: g, number: out.length + 1, depth });
    for (const c of g.children) if (c.type === 'group') walk(c, depth + 1);
  };
  walk(root, 0);
  return out;
}

/** A copy of the tree with one group replaced through `fn`; unchanged branches are shared. */
function mapGroup(node: EditorGroup, id: string, fn: (g: EditorGroup) => EditorGroup): EditorGroup {
  if (node.id === id) return fn(node);
  let changed = false;
  const children = node.children.map((c) => {
    if (c.type !== 'group') return c;
    const next = mapGroup(c, id, fn);
    if (next !== c) changed = true;
    return next;
  });
  return changed ? { ...node, children } : node;
}

export function addNode(root: EditorGroup, groupId: string, node: EditorNode): EditorGroup {
  return mapGroup(root, groupId, (g) => ({ ...g, children: [...g.children, node] }));
}

export function removeNode(root: EditorGroup, id: string): EditorGroup {
  const parent = findParent(root, id);
  if (!parent) return root;
  return mapGroup(root, parent.id, (g) => ({ ...g, children: g.children.filter((c) => c.id !== id) }));
}

export function updateCondition(
  root: EditorGroup,
  id: string,
  patch: Partial<Omit<EditorCondition, 'type' | 'id'>>,
): EditorGroup {
  const parent = findParent(root, id);
  if (!parent) return root;
  return mapGroup(root, parent.id, (g) => ({
    ...g,
    children: g.children.map((c) => (c.id === id && c.type === 'condition' ? { ...c, ...patch } : c)),
  }));
}

export function setOperator(root: EditorGroup, groupId: string, operator: 'and' | 'or'): EditorGroup {
  return mapGroup(root, groupId, (g) => ({ ...g, operator }));
}

/** Moves a node one place up (-1) or down (+1) among its siblings; at the end it stays. */
export function moveWithin(root: EditorGroup, id: string, delta: -1 | 1): EditorGroup {
  const parent = findParent(root, id);
  if (!parent) return root;
  const i = parent.children.findIndex((c) => c.id === id);
  const j = i + delta;
  if (j < 0 || j >= parent.children.length) return root;
  return mapGroup(root, parent.id, (g) => {
    const children = g.children.filter((c) => c.id !== id);
    children.splice(j, 0, ...g.children.filter((c) => c.id === id));
    return { ...g, children };
  });
}

/** Groups `id` may move into: not its own parent, and for a group not itself or its descendants. */
export function moveTargets(root: EditorGroup, id: string): EditorGroup[] {
  const node = findNode(root, id);
  const parent = findParent(root, id);
  if (!node || !parent) return [];
  return listGroups(root)
    .map((g) => g.group)
    .filter((g) => g.id !== parent.id && !(node.type === 'group' && findNode(node, g.id)));
}

/** Moves a node to the end of another group; refused (tree unchanged) where it would not fit. */
export function moveToGroup(root: EditorGroup, id: string, targetId: string): EditorGroup {
  const node = findNode(root, id);
  if (!node || !moveTargets(root, id).some((g) => g.id === targetId)) return root;
  return addNode(removeNode(root, id), targetId, node);
}

/**
 * Wraps a node in a new group of its own, where it was: the way to nest what exists. The new
 * group joins with the other operator than its parent's: a nested group of the same operator
 * would mean nothing more than its parent.
 */
export function wrapInGroup(root: EditorGroup, id: string): EditorGroup {
  const parent = findParent(root, id);
  if (!parent) return root;
  const operator = parent.operator === 'and' ? 'or' : 'and';
  return mapGroup(root, parent.id, (g) => ({
    ...g,
    children: g.children.map((c) => (c.id === id ? { type: 'group', id: newId(), operator, children: [c] } : c)),
  }));
}

/** The contract's condition_tree, ids dropped. */
export function toConditionTree(node: EditorNode): ConditionNode {
  if (node.type === 'group')
    return { type: 'group', operator: node.operator, children: node.children.map(toConditionTree) };
  const { source, ref, comparator, value } = node;
  return { type: 'condition', source, ref, comparator, value };
}

/** A contract tree made editable. A lone condition is put in a group: the builder's root is one. */
export function fromConditionTree(node: ConditionNode): EditorGroup {
  const edit = (n: ConditionNode): EditorNode =>
    n.type === 'group'
      ? { type: 'group', id: newId(), operator: n.operator, children: n.children.map(edit) }
      : { ...n, id: newId() };
  const root = edit(node);
  return root.type === 'group' ? root : { type: 'group', id: newId(), operator: 'and', children: [root] };
}

export function countConditions(node: EditorNode): number {
  return node.type === 'condition' ? 1 : node.children.reduce((n, c) => n + countConditions(c), 0);
}

/** The same node with fresh ids throughout, so the copy is edited apart from the original. */
export function copyWithNewIds(node: EditorNode): EditorNode {
  return node.type === 'group'
    ? { ...node, id: newId(), children: node.children.map(copyWithNewIds) }
    : { ...node, id: newId() };
}

/** Puts a copy of a condition or group right after it; returns the tree and the copy's id. */
export function cloneNode(root: EditorGroup, id: string): { root: EditorGroup; cloneId: string | null } {
  const parent = findParent(root, id);
  const node = findNode(root, id);
  if (!parent || !node) return { root, cloneId: null };
  const copy = copyWithNewIds(node);
  const next = mapGroup(root, parent.id, (g) => {
    const i = g.children.findIndex((c) => c.id === id);
    const children = [...g.children];
    children.splice(i + 1, 0, copy);
    return { ...g, children };
  });
  return { root: next, cloneId: copy.id };
}

export const oppositeOperator = (operator: 'and' | 'or'): 'and' | 'or' => (operator === 'and' ? 'or' : 'and');

/** Levels of groups from the root down to and including group `id` (the root is 1); 0 if absent. */
export function groupLevel(root: EditorGroup, id: string): number {
  return (listGroups(root).find((g) => g.group.id === id)?.depth ?? -1) + 1;
}

/** Levels of groups inside a node, itself included (a condition has none). */
export function levelsIn(node: EditorNode): number {
  return node.type === 'condition' ? 0 : 1 + Math.max(0, ...node.children.map(levelsIn));
}

/** Every node id, for marking a loaded tree as seen. */
export function allIds(node: EditorNode): string[] {
  return node.type === 'condition' ? [node.id] : [node.id, ...node.children.flatMap(allIds)];
}

/**
 * The tree's skeleton as text: every node's id and where it sits, nothing of what a condition
 * says. Moves, nesting and group numbers depend on it alone, so what follows from them is worked
 * out again only when it changes, not on every keystroke in a value.
 */
export function shapeKey(node: EditorNode): string {
  return node.type === 'condition' ? node.id : `(${node.id} ${node.children.map(shapeKey).join(' ')})`;
}
