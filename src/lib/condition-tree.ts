import type { AlertDefinition } from '../contract';

/**
 * How deeply groups may nest in a condition tree. Deeper trees are refused, whether they come
 * from the service or a paste: the read-back, the builder and zod's recursive schema all walk
 * the tree recursively, and a hostile or broken tree thousands of levels deep would overflow
 * the stack. Nobody writes an alert twenty groups deep on purpose.
 */
export const MAX_TREE_DEPTH = 20;

type Frame = { node: unknown; depth: number };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const childrenOf = (node: Record<string, unknown>): unknown[] | null => {
  const children = node.children;
  return Array.isArray(children) ? children : null;
};

/**
 * Levels of groups on the deepest path (a group holding conditions is 1, a lone condition 0),
 * walked with a stack of its own. Stops as soon as `limit` is passed, so a tree millions deep
 * costs no more than one just over the limit.
 */
export function groupDepth(tree: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Frame[] = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack.pop();
    if (!frame || !isObject(frame.node)) continue;
    const children = childrenOf(frame.node);
    if (!children) continue;
    const depth = frame.depth + 1;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of children) stack.push({ node: child, depth });
  }
  return deepest;
}

export const isTooDeep = (tree: unknown): boolean => groupDepth(tree, MAX_TREE_DEPTH) > MAX_TREE_DEPTH;

/** The message for a tree nested past the limit, wherever it came from. */
export const tooDeepMessage = (origin: string): string =>
  `${origin} is nested more than ${MAX_TREE_DEPTH} groups deep; this page refuses trees deeper than ${MAX_TREE_DEPTH} levels.`;

/**
 * How many conditions a tree may hold. Wider trees are refused, from a paste, from the service
 * and in the builder: each condition is a row of fields, and a tree of thousands froze the tab
 * (a rule of a hundred conditions is already past what a person reads in one sentence).
 */
export const MAX_TREE_CONDITIONS = 100;

/** The conditions (leaves) of a tree from anywhere (unchecked JSON), in order, walked without recursion. */
function* conditionsOf(tree: unknown): Generator<Record<string, unknown>> {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    const children = childrenOf(node);
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    else yield node;
  }
}

/** Conditions in a tree from anywhere (unchecked JSON); stops past `limit`. */
export function conditionCount(tree: unknown, limit = Infinity): number {
  let count = 0;
  for (const _ of conditionsOf(tree)) if (++count > limit) return count;
  return count;
}

export const isTooWide = (tree: unknown): boolean => conditionCount(tree, MAX_TREE_CONDITIONS) > MAX_TREE_CONDITIONS;

/** The message for a tree of more conditions than the builder takes, wherever it came from. */
export const tooWideMessage = (origin: string, tree: unknown): string =>
  `${origin} has ${conditionCount(tree).toLocaleString('en')} conditions; the builder takes at most ${MAX_TREE_CONDITIONS}. Split it into several alert definitions.`;

/** A condition's item: which source, and the id or key of the item in it. */
export type ItemRef = { source: string; ref: string | number };

/** Every condition's item in a tree from anywhere (unchecked JSON), in order. */
export function conditionItems(tree: unknown): ItemRef[] {
  const out: ItemRef[] = [];
  for (const { source, ref } of conditionsOf(tree))
    if (typeof source === 'string' && (typeof ref === 'string' || typeof ref === 'number')) out.push({ source, ref });
  return out;
}

/** Ids and keys compare as text: "1" and 1 name the same item. */
export const sameItem = (a: ItemRef, b: ItemRef): boolean => a.source === b.source && String(a.ref) === String(b.ref);

/**
 * The definitions whose condition names the item. Service interface B.2: a `red_flags` item's id is the id
 * of the rule that raises it, an `extraction_fields` item's id is the field's id; so deleting
 * rule 3 affects the definitions using `{source: "red_flags", ref: 3}`.
 */
export function definitionsUsing(definitions: readonly AlertDefinition[], item: ItemRef): AlertDefinition[] {
  return definitions.filter((d) => conditionItems(d.condition_tree).some((used) => sameItem(used, item)));
}
