import { MAX_TREE_DEPTH } from '../../../lib/condition-tree';
import { type EditorGroup, findNode, findParent, levelsIn, listGroups, moveTargets, shapeKey } from './tree';

/**
 * The key a control registers under in the builder's focus registry (focus-registry.ts), so focus
 * can follow a node after it moves.
 */
export const focusKey = (id: string, control: string) => `${id}:${control}`;

/** A group a node may move to, by its number as people see it. */
export type MoveTarget = { id: string; number: number };

/**
 * What follows from the tree's skeleton alone (which node sits where), not from what any
 * condition says: group numbers, and what may be added, nested or moved where.
 */
export type TreeShape = {
  /** The skeleton it was worked out from (tree.ts shapeKey). */
  key: string;
  /** Every group in reading order (the root first), with its number and depth. */
  groups: { id: string; number: number; depth: number }[];
  groupNumber(id: string): number;
  /** Whether a group may get a group inside it without passing the depth limit. */
  canAddGroupTo(id: string): boolean;
  /** Whether a node may be wrapped in a group of its own. */
  canNest(id: string): boolean;
  /** Groups a node may move to: the tree's rules, and the depth limit. */
  targetsFor(id: string): MoveTarget[];
};

export function treeShape(root: EditorGroup): TreeShape {
  const groups = listGroups(root).map((g) => ({ id: g.group.id, number: g.number, depth: g.depth }));
  const numbers = new Map(groups.map((g) => [g.id, g.number]));
  const levels = new Map(groups.map((g) => [g.id, g.depth + 1]));
  const groupNumber = (id: string) => numbers.get(id) ?? 0;
  const level = (id: string) => levels.get(id) ?? 0;
  return {
    key: shapeKey(root),
    groups,
    groupNumber,
    canAddGroupTo: (id) => level(id) < MAX_TREE_DEPTH,
    canNest(id) {
      const parent = findParent(root, id);
      const node = findNode(root, id);
      return !!parent && !!node && level(parent.id) + 1 + levelsIn(node) <= MAX_TREE_DEPTH;
    },
    targetsFor(id) {
      const node = findNode(root, id);
      if (!node) return [];
      return moveTargets(root, id)
        .filter((g) => level(g.id) + levelsIn(node) <= MAX_TREE_DEPTH)
        .map((g) => ({ id: g.id, number: groupNumber(g.id) }));
    },
  };
}

/**
 * The shape of `root`: `previous` itself while the skeleton is the same (a value or comparator
 * changed), so a row that reads it is drawn again only when a node is added, removed or moved.
 * Its answers read the tree's skeleton only, which is the same in both.
 */
export function nextShape(previous: TreeShape, root: EditorGroup): TreeShape {
  return previous.key === shapeKey(root) ? previous : treeShape(root);
}
