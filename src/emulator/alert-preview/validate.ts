import type { ConditionNode, ValidationItem } from '../../contract/index.ts';
import type { AgentRecord } from '../seed.ts';
import { BOOLEAN_COMPARATORS, COMPARATORS_BY_TYPE, type Path, agentItems, conditionsOf } from './items.ts';

export const isDateTime = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

/**
 * What the service refuses in a tree that has the right shape: an unknown source or item, a
 * comparator that does not apply to the item, a value of the wrong kind or out of range.
 * Each item's `loc` points into the request: `["body", "condition_tree", "children", 1, "value"]`.
 */
export function validateTree(agent: AgentRecord, tree: ConditionNode): ValidationItem[] {
  const items = agentItems(agent);
  const problems: ValidationItem[] = [];
  const at = (path: Path, field: string) => ['body', 'condition_tree', ...path, field];
  if (tree.type === 'group' && tree.children.length === 0) {
    problems.push({
      type: 'too_short',
      loc: ['body', 'condition_tree', 'children'],
      msg: 'List should have at least 1 item after validation, not 0',
      input: [],
      ctx: { min_length: 1 },
    });
  }
  const walkGroups = (node: ConditionNode, path: Path) => {
    if (node.type !== 'group') return;
    if (node.children.length === 0 && path.length > 0) {
      problems.push({
        type: 'too_short',
        loc: at(path, 'children'),
        msg: 'List should have at least 1 item after validation, not 0',
        input: [],
        ctx: { min_length: 1 },
      });
    }
    node.children.forEach((c, i) => walkGroups(c, [...path, 'children', i]));
  };
  walkGroups(tree, []);
  for (const { condition: c, path } of conditionsOf(tree)) {
    const source = items.get(c.source);
    if (!source) {
      problems.push({
        type: 'value_error',
        loc: at(path, 'source'),
        msg: `Value error, unknown condition source '${c.source}'`,
        input: c.source,
      });
      continue;
    }
    const item = source.get(String(c.ref));
    if (!item) {
      problems.push({
        type: 'value_error',
        loc: at(path, 'ref'),
        msg: `Value error, ${c.source} has no item ${JSON.stringify(c.ref)} for this agent`,
        input: c.ref,
      });
      continue;
    }
    if (!COMPARATORS_BY_TYPE[item.type].includes(c.comparator)) {
      problems.push({
        type: 'value_error',
        loc: at(path, 'comparator'),
        msg: `Value error, '${c.comparator}' does not apply to ${item.name}`,
        input: c.comparator,
      });
      continue;
    }
    if (item.type === 'opaque' || BOOLEAN_COMPARATORS.includes(c.comparator)) continue;
    const v = c.value;
    if (item.type === 'number' || item.type === 'count') {
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        problems.push({ type: 'float_type', loc: at(path, 'value'), msg: 'Input should be a valid number', input: v });
      } else if (item.type === 'count' && (v < 0 || !Number.isInteger(v))) {
        problems.push({
          type: 'greater_than_equal',
          loc: at(path, 'value'),
          msg: 'Input should be a whole number greater than or equal to 0',
          input: v,
          ctx: { ge: 0 },
        });
      } else if (item.max !== undefined && v > item.max) {
        problems.push({
          type: 'less_than_equal',
          loc: at(path, 'value'),
          msg: `Input should be less than or equal to ${item.max}`,
          input: v,
          ctx: { le: item.max },
        });
      } else if (v < 0) {
        problems.push({
          type: 'greater_than_equal',
          loc: at(path, 'value'),
          msg: 'Input should be greater than or equal to 0',
          input: v,
          ctx: { ge: 0 },
        });
      }
    } else if (item.type === 'datetime' && !isDateTime(v)) {
      problems.push({
        type: 'datetime_parsing',
        loc: at(path, 'value'),
        msg: 'Input should be a valid datetime',
        input: v,
      });
    } else if (item.type === 'string' && (typeof v !== 'string' || v === '')) {
      problems.push({
        type: 'string_type',
        loc: at(path, 'value'),
        msg: 'Input should be a non-empty string',
        input: v,
      });
    }
  }
  return problems;
}
