import type { Call, Comparator, Condition, ConditionNode, NotEvaluated } from '../../contract/index.ts';
import type { AgentRecord } from '../seed.ts';
import { type CallValue, valueOf } from './call-values.ts';
import { agentItems, conditionsOf } from './items.ts';

import { isDateTime } from './validate.ts';

export { validateTree } from './validate.ts';

/** Whether a value meets a comparator; a call without a value never does. */
export function compare(actual: CallValue, comparator: Comparator, value: Condition['value']): boolean {
  if (actual === undefined || actual === null) return false;
  switch (comparator) {
    case 'is_true':
      return actual === true;
    case 'is_false':
      return actual === false;
    case 'contains':
      return (
        typeof actual === 'string' && typeof value === 'string' && actual.toLowerCase().includes(value.toLowerCase())
      );
    default:
      break;
  }
  let a: number | string | boolean = actual;
  let b: Condition['value'] = value;
  if (isDateTime(actual) && isDateTime(value)) {
    a = Date.parse(actual);
    b = Date.parse(value);
  }
  if (comparator === 'eq') return a === b;
  if (comparator === 'neq') return a !== b;
  if (typeof a !== 'number' || typeof b !== 'number') return false;
  if (comparator === 'gt') return a > b;
  if (comparator === 'gte') return a >= b;
  if (comparator === 'lt') return a < b;
  return a <= b;
}

/** Conditions the service cannot judge over [after, before): items of sources it stores nothing for, evals stored later. */
export function notEvaluated(agent: AgentRecord, tree: ConditionNode, after: number): NotEvaluated[] {
  const items = agentItems(agent);
  const out: NotEvaluated[] = [];
  const seen = new Set<string>();
  for (const { condition: c } of conditionsOf(tree)) {
    const key = `${c.source}\u0000${String(c.ref)}`;
    if (seen.has(key)) continue;
    const item = items.get(c.source)?.get(String(c.ref));
    let reason: string | null = null;
    if (item?.type === 'opaque') reason = `no ${c.source.replace(/_/g, ' ')} are stored for past calls`;
    const since = c.source === 'evals' ? agent.evalsStoredSince.get(Number(c.ref)) : undefined;
    if (since !== undefined && after < since)
      reason = `no eval results stored before ${new Date(since).toISOString().slice(0, 10)}`;
    if (reason) {
      seen.add(key);
      out.push({ source: c.source, ref: c.ref, reason });
    }
  }
  return out;
}

const skipKey = (c: Pick<Condition, 'source' | 'ref'>) => `${c.source}\u0000${String(c.ref)}`;

/** Whether the tree holds for a call; conditions in `skip` (not evaluated) count as not holding. */
export function holds(
  agent: AgentRecord,
  call: Call,
  node: ConditionNode,
  skip: ReadonlySet<string> = new Set(),
): boolean {
  if (node.type === 'condition') {
    if (skip.has(skipKey(node))) return false;
    return compare(valueOf(agent, call, node.source, node.ref), node.comparator, node.value);
  }
  if (node.children.length === 0) return false;
  return node.operator === 'and'
    ? node.children.every((c) => holds(agent, call, c, skip))
    : node.children.some((c) => holds(agent, call, c, skip));
}

export const skipSet = (list: readonly NotEvaluated[]): Set<string> => new Set(list.map(skipKey));

const PHRASES: Record<Comparator, string> = {
  eq: '=',
  neq: '≠',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  contains: 'contains',
  is_true: 'is true',
  is_false: 'is false',
};

/** The service's one-line account of why a tree held for a call ("Legal threat is present"). */
export function account(agent: AgentRecord, call: Call, node: ConditionNode): string {
  const items = agentItems(agent);
  const say = (n: ConditionNode): string[] => {
    if (n.type === 'group') {
      const holding = n.children.filter((c) => holds(agent, call, c));
      const first = holding[0];
      return n.operator === 'or' ? (first ? say(first) : []) : holding.flatMap(say);
    }
    const item = items.get(n.source)?.get(String(n.ref));
    const name = item?.name ?? `${n.source} ${String(n.ref)}`;
    if (n.source === 'red_flags') return [`${name} is ${n.comparator === 'is_true' ? 'present' : 'absent'}`];
    if (n.source === 'evals') return [`${name} ${n.comparator === 'is_true' ? 'passed' : 'failed'}`];
    if (n.comparator === 'is_true' || n.comparator === 'is_false') return [`${name} ${PHRASES[n.comparator]}`];
    const actual = valueOf(agent, call, n.source, n.ref);
    const unit = item?.unit ? (item.unit === '%' ? '%' : ` ${item.unit}`) : '';
    return [`${name} was ${String(actual)}${unit} (${PHRASES[n.comparator]} ${String(n.value)}${unit})`];
  };
  return say(node).join(' and ');
}
