import { type Condition, type ConditionGroup, type ConditionNode, conditionNodeSchema } from '../../contract';

export type NodeStatus = 'same' | 'added' | 'removed' | 'changed';

/** A condition tree with each node marked against the other version. */
export type DiffNode =
  | { kind: 'condition'; status: NodeStatus; condition: Condition; before?: Condition }
  | { kind: 'group'; status: NodeStatus; operator: string; beforeOperator?: string; children: DiffNode[] };

const conditionKey = (c: Condition) => `${c.source}\u0000${String(c.ref)}`;
const sameCondition = (a: Condition, b: Condition) => a.comparator === b.comparator && a.value === b.value;

/** A whole subtree that exists on one side only. */
function oneSided(node: ConditionNode, status: 'added' | 'removed'): DiffNode {
  if (node.type === 'condition') return { kind: 'condition', status, condition: node };
  return { kind: 'group', status, operator: node.operator, children: node.children.map((c) => oneSided(c, status)) };
}

/**
 * Pairs a group's children: a condition with the other side's condition on the same item (source
 * and ref; the n-th with the n-th when one is used twice), a group with the other side's group
 * in the same place among groups. The rest is added or removed.
 */
function diffGroup(before: ConditionGroup, after: ConditionGroup): DiffNode {
  const conditionsBefore = new Map<string, Condition[]>();
  const groupsBefore: ConditionGroup[] = [];
  for (const child of before.children) {
    if (child.type === 'group') groupsBefore.push(child);
    else conditionsBefore.set(conditionKey(child), [...(conditionsBefore.get(conditionKey(child)) ?? []), child]);
  }
  let groupIndex = 0;
  const children: DiffNode[] = [];
  for (const child of after.children) {
    if (child.type === 'group') {
      const match = groupsBefore[groupIndex++];
      children.push(match ? diffGroup(match, child) : oneSided(child, 'added'));
      continue;
    }
    const match = conditionsBefore.get(conditionKey(child))?.shift();
    if (!match) children.push({ kind: 'condition', status: 'added', condition: child });
    else if (sameCondition(match, child)) children.push({ kind: 'condition', status: 'same', condition: child });
    else children.push({ kind: 'condition', status: 'changed', condition: child, before: match });
  }
  for (const rest of conditionsBefore.values()) for (const c of rest) children.push(oneSided(c, 'removed'));
  for (const g of groupsBefore.slice(groupIndex)) children.push(oneSided(g, 'removed'));
  const operatorChanged = before.operator !== after.operator;
  return {
    kind: 'group',
    status: operatorChanged ? 'changed' : 'same',
    operator: after.operator,
    ...(operatorChanged ? { beforeOperator: before.operator } : {}),
    children,
  };
}

const asGroup = (node: ConditionNode): ConditionGroup =>
  node.type === 'group' ? node : { type: 'group', operator: 'and', children: [node] };

/** The two trees as one, each node marked; null when either side is not a condition tree. */
export function treeDiff(before: unknown, after: unknown): DiffNode | null {
  const b = before === null || before === undefined ? null : conditionNodeSchema.safeParse(before);
  const a = after === null || after === undefined ? null : conditionNodeSchema.safeParse(after);
  if ((b && !b.success) || (a && !a.success)) return null;
  if (b && a) return diffGroup(asGroup(b.data), asGroup(a.data));
  if (a) return oneSided(a.data, 'added');
  if (b) return oneSided(b.data, 'removed');
  return null;
}

/** How many conditions were added, removed and changed. */
export function treeCounts(node: DiffNode): Record<'added' | 'removed' | 'changed', number> {
  const counts = { added: 0, removed: 0, changed: 0 };
  const walk = (n: DiffNode) => {
    if (n.kind === 'group') n.children.forEach(walk);
    else if (n.status !== 'same') counts[n.status]++;
  };
  walk(node);
  return counts;
}
