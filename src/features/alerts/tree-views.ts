import type { EditorCondition, EditorGroup } from './model/tree';
import type { TreeShape } from './model/tree-shape';
import type { NodeProblems } from './model/validate';

/**
 * What a condition row draws: its item and comparator, its name, its place and the problems shown
 * on them. Its value is a view of its own (ValueView): a key typed draws the value field alone.
 */
export type RowView = {
  kind: 'condition';
  source: EditorCondition['source'];
  ref: EditorCondition['ref'];
  comparator: EditorCondition['comparator'];
  label: string;
  index: number;
  count: number;
  itemProblem: string | undefined;
  comparatorProblem: string | undefined;
  shape: TreeShape;
};

/** What a condition's value field draws: the value, and the problem shown on it. */
export type ValueView = { value: EditorCondition['value']; problem: string | undefined };

/** A group's child: its id, and whether it is a group. */
export type Child = { id: string; group: boolean };

/** What a group's box draws (its children by id: each draws from its own view). */
export type GroupView = {
  kind: 'group';
  id: string;
  operator: EditorGroup['operator'];
  children: readonly Child[];
  index: number;
  count: number;
  isTarget: boolean;
  /** The group's own problem as shown ("add a condition"). */
  problem: string | undefined;
  /** The last child with a problem shown, or -1: a collapsed group shows its hidden items then. */
  lastFlagged: number;
  shape: TreeShape;
};

export type NodeView = RowView | GroupView;

type Inputs = {
  root: EditorGroup;
  labels: ReadonlyMap<string, string>;
  shown: ReadonlyMap<string, NodeProblems>;
  target: string;
  shape: TreeShape;
  /** The top group's "add a condition", a hint shown whether touched or not. */
  rootProblem: string | undefined;
};

const sameChildren = (a: readonly Child[], b: readonly Child[]) =>
  a.length === b.length && a.every((c, i) => c.id === b[i]?.id && c.group === b[i]?.group);

/** Whether two views say the same, field by field (a group's children by their ids). */
function sameView(a: NodeView, b: NodeView): boolean {
  if (a.kind !== b.kind) return false;
  const x: Record<string, unknown> = a;
  const y: Record<string, unknown> = b;
  for (const key of Object.keys(x)) {
    if (x[key] === y[key]) continue;
    if (key !== 'children' || a.kind !== 'group' || b.kind !== 'group') return false;
    if (!sameChildren(a.children, b.children)) return false;
  }
  return true;
}

/**
 * Every node's view, keeping the previous object where it says the same: the ids of the nodes
 * whose view changed (or went) are returned, for only their subscribers to hear of it.
 */
export function nodeViews(
  previous: { views: ReadonlyMap<string, NodeView>; values: ReadonlyMap<string, ValueView> },
  { root, labels, shown, target, shape, rootProblem }: Inputs,
): { views: Map<string, NodeView>; values: Map<string, ValueView>; changed: Set<string> } {
  const views = new Map<string, NodeView>();
  const values = new Map<string, ValueView>();
  const changed = new Set<string>();
  const keepIn =
    <V>(into: Map<string, V>, from: ReadonlyMap<string, V>, same: (a: V, b: V) => boolean) =>
    (id: string, view: V) => {
      const before = from.get(id);
      if (before && same(before, view)) into.set(id, before);
      else {
        into.set(id, view);
        changed.add(id);
      }
    };
  const keep = keepIn(views, previous.views, sameView);
  const keepValue = keepIn(values, previous.values, (a, b) => a.value === b.value && a.problem === b.problem);
  const walk = (group: EditorGroup, index: number, count: number) => {
    const n = group.children.length;
    let lastFlagged = -1;
    group.children.forEach((child, i) => {
      if (shown.has(child.id)) lastFlagged = i;
      if (child.type === 'group') return walk(child, i, n);
      const p = shown.get(child.id);
      keepValue(child.id, { value: child.value, problem: p?.value });
      keep(child.id, {
        kind: 'condition',
        source: child.source,
        ref: child.ref,
        comparator: child.comparator,
        label: labels.get(child.id) ?? '',
        index: i,
        count: n,
        itemProblem: p?.item,
        comparatorProblem: p?.comparator,
        shape,
      });
    });
    const before = previous.views.get(group.id);
    const children = group.children.map((c) => ({ id: c.id, group: c.type === 'group' }));
    keep(group.id, {
      kind: 'group',
      id: group.id,
      operator: group.operator,
      children: before?.kind === 'group' && sameChildren(before.children, children) ? before.children : children,
      index,
      count,
      isTarget: target === group.id,
      problem: group === root ? rootProblem : shown.get(group.id)?.group,
      lastFlagged,
      shape,
    });
  };
  walk(root, 0, 1);
  for (const id of previous.views.keys()) if (!views.has(id)) changed.add(id);
  return { views, values, changed };
}
