import type { ConditionNode, ValidationItem } from '../../contract/index.ts';
import type { AgentRecord } from '../seed.ts';
import { BOOLEAN_COMPARATORS, COMPARATORS_BY_TYPE, type Item, type Path, agentItems, conditionsOf } from './items.ts';

export const isDateTime = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

type Loc = ValidationItem['loc'];
type Condition = Extract<ConditionNode, { type: 'condition' }>;

const at = (path: Path, field: string): Loc => ['body', 'condition_tree', ...path, field];

const tooShort = (loc: Loc): ValidationItem => ({
  type: 'too_short',
  loc,
  msg: 'List should have at least 1 item after validation, not 0',
  input: [],
  ctx: { min_length: 1 },
});

/**
 * What the service refuses in a tree that has the right shape: an unknown source or item, a
 * comparator that does not apply to the item, a value of the wrong kind or out of range.
 * Each item's `loc` points into the request: `["body", "condition_tree", "children", 1, "value"]`.
 */
export function validateTree(agent: AgentRecord, tree: ConditionNode): ValidationItem[] {
  const items = agentItems(agent);
  const problems: ValidationItem[] = [];
  if (tree.type === 'group' && tree.children.length === 0)
    problems.push(tooShort(['body', 'condition_tree', 'children']));
  problems.push(...emptyInnerGroups(tree, []));
  for (const { condition, path } of conditionsOf(tree)) {
    const problem = conditionProblem(items, condition, path);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Groups below the root with no children. */
function emptyInnerGroups(node: ConditionNode, path: Path): ValidationItem[] {
  if (node.type !== 'group') return [];
  return [
    ...(node.children.length === 0 && path.length > 0 ? [tooShort(at(path, 'children'))] : []),
    ...node.children.flatMap((c, i) => emptyInnerGroups(c, [...path, 'children', i])),
  ];
}

/** The first thing refused in one condition: its source, its item, its comparator, then its value. */
function conditionProblem(items: Map<string, Map<string, Item>>, c: Condition, path: Path): ValidationItem | null {
  const source = items.get(c.source);
  if (!source) {
    const msg = `Value error, unknown condition source '${c.source}'`;
    return { type: 'value_error', loc: at(path, 'source'), msg, input: c.source };
  }
  const item = source.get(String(c.ref));
  if (!item) {
    const msg = `Value error, ${c.source} has no item ${JSON.stringify(c.ref)} for this agent`;
    return { type: 'value_error', loc: at(path, 'ref'), msg, input: c.ref };
  }
  if (!COMPARATORS_BY_TYPE[item.type].includes(c.comparator)) {
    const msg = `Value error, '${c.comparator}' does not apply to ${item.name}`;
    return { type: 'value_error', loc: at(path, 'comparator'), msg, input: c.comparator };
  }
  if (item.type === 'opaque' || BOOLEAN_COMPARATORS.includes(c.comparator)) return null;
  return valueProblem(item, c.value, at(path, 'value'));
}

/** What is wrong with a condition's value for its item: its kind, or its range for a number or a count. */
function valueProblem(item: Item, v: unknown, loc: Loc): ValidationItem | null {
  if (item.type === 'number' || item.type === 'count') {
    if (typeof v !== 'number' || !Number.isFinite(v))
      return { type: 'float_type', loc, msg: 'Input should be a valid number', input: v };
    if (item.type === 'count' && (v < 0 || !Number.isInteger(v))) {
      const msg = 'Input should be a whole number greater than or equal to 0';
      return { type: 'greater_than_equal', loc, msg, input: v, ctx: { ge: 0 } };
    }
    if (item.max !== undefined && v > item.max) {
      const msg = `Input should be less than or equal to ${item.max}`;
      return { type: 'less_than_equal', loc, msg, input: v, ctx: { le: item.max } };
    }
    if (v < 0)
      return {
        type: 'greater_than_equal',
        loc,
        msg: 'Input should be greater than or equal to 0',
        input: v,
        ctx: { ge: 0 },
      };
    return null;
  }
  if (item.type === 'datetime' && !isDateTime(v))
    return { type: 'datetime_parsing', loc, msg: 'Input should be a valid datetime', input: v };
  if (item.type === 'string' && (typeof v !== 'string' || v === ''))
    return { type: 'string_type', loc, msg: 'Input should be a non-empty string', input: v };
  return null;
}
