import type { Call, Comparator, Condition, ConditionNode, NotEvaluated, ValidationItem } from '../../contract/index.ts';
import type { AgentRecord } from '../seed.ts';
import { type CallValue, valueOf } from './call-values.ts';

/** What a condition's item holds, as the emulated service types it. */
type ItemType = 'boolean' | 'number' | 'count' | 'string' | 'datetime' | 'opaque';
type Item = { name: string; type: ItemType; unit?: string | null; max?: number };

const BOOLEAN_COMPARATORS: readonly Comparator[] = ['is_true', 'is_false'];
const COMPARATORS_BY_TYPE: Record<ItemType, readonly Comparator[]> = {
  boolean: BOOLEAN_COMPARATORS,
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'],
  count: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'],
  datetime: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'],
  string: ['eq', 'neq', 'contains'],
  opaque: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'is_true', 'is_false'],
};

const typeOf = (type: string | null | undefined): ItemType => {
  const t = (type ?? 'string').toLowerCase();
  if (t === 'number' || t === 'integer' || t === 'float') return 'number';
  if (t === 'boolean') return 'boolean';
  if (t === 'datetime') return 'datetime';
  return 'string';
};

/** The items each source offers this agent, as endpoint 7 lists them. */
export function agentItems(agent: AgentRecord): Map<string, Map<string, Item>> {
  const sources = new Map<string, Map<string, Item>>();
  const add = (source: string, ref: string | number, item: Item) => {
    const items = sources.get(source) ?? new Map<string, Item>();
    items.set(String(ref), item);
    sources.set(source, items);
  };
  for (const e of agent.evals) add('evals', e.id, { name: e.name, type: 'boolean' });
  for (const m of agent.voiceMetrics) add('voice_metrics', m.key, { name: m.label, type: 'number', unit: m.unit, max: m.unit === '%' ? 100 : undefined });
  for (const f of agent.extractionFields) add('extraction_fields', f.id, { name: f.name, type: typeOf(f.type) });
  for (const m of agent.callMetadata) add('call_metadata', m.key, { name: m.label, type: typeOf(m.type) });
  for (const r of agent.rules) if (r.output === 'red_flag') add('red_flags', r.id, { name: r.label ?? r.name, type: 'boolean' });
  add('red_flag_aggregates', 'red_flag_count', { name: 'Number of red flags', type: 'count' });
  for (const [key, list] of Object.entries(agent.extraSources)) {
    sources.set(key, sources.get(key) ?? new Map());
    list.forEach((raw, i) => {
      const it = (raw ?? {}) as { id?: unknown; key?: unknown; name?: unknown; label?: unknown };
      const ref = typeof it.id === 'number' || typeof it.id === 'string' ? it.id : typeof it.key === 'string' ? it.key : i;
      const name = typeof it.name === 'string' ? it.name : typeof it.label === 'string' ? it.label : String(ref);
      add(key, ref, { name, type: 'opaque' });
    });
  }
  return sources;
}

type Path = (string | number)[];
type Located = { condition: Condition; path: Path };

/** Every condition with its place in the tree (`children`, index, ...). */
export function conditionsOf(tree: ConditionNode, path: Path = []): Located[] {
  if (tree.type === 'condition') return [{ condition: tree, path }];
  return tree.children.flatMap((child, i) => conditionsOf(child, [...path, 'children', i]));
}

const isDateTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

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
    problems.push({ type: 'too_short', loc: ['body', 'condition_tree', 'children'], msg: 'List should have at least 1 item after validation, not 0', input: [], ctx: { min_length: 1 } });
  }
  const walkGroups = (node: ConditionNode, path: Path) => {
    if (node.type !== 'group') return;
    if (node.children.length === 0 && path.length > 0) {
      problems.push({ type: 'too_short', loc: at(path, 'children'), msg: 'List should have at least 1 item after validation, not 0', input: [], ctx: { min_length: 1 } });
    }
    node.children.forEach((c, i) => walkGroups(c, [...path, 'children', i]));
  };
  walkGroups(tree, []);
  for (const { condition: c, path } of conditionsOf(tree)) {
    const source = items.get(c.source);
    if (!source) {
      problems.push({ type: 'value_error', loc: at(path, 'source'), msg: `Value error, unknown condition source '${c.source}'`, input: c.source });
      continue;
    }
    const item = source.get(String(c.ref));
    if (!item) {
      problems.push({ type: 'value_error', loc: at(path, 'ref'), msg: `Value error, ${c.source} has no item ${JSON.stringify(c.ref)} for this agent`, input: c.ref });
      continue;
    }
    if (!COMPARATORS_BY_TYPE[item.type].includes(c.comparator)) {
      problems.push({ type: 'value_error', loc: at(path, 'comparator'), msg: `Value error, '${c.comparator}' does not apply to ${item.name}`, input: c.comparator });
      continue;
    }
    if (item.type === 'opaque' || BOOLEAN_COMPARATORS.includes(c.comparator)) continue;
    const v = c.value;
    if (item.type === 'number' || item.type === 'count') {
      if (typeof v !== 'number' || !Number.isFinite(v)) {
        problems.push({ type: 'float_type', loc: at(path, 'value'), msg: 'Input should be a valid number', input: v });
      } else if (item.type === 'count' && (v < 0 || !Number.isInteger(v))) {
        problems.push({ type: 'greater_than_equal', loc: at(path, 'value'), msg: 'Input should be a whole number greater than or equal to 0', input: v, ctx: { ge: 0 } });
      } else if (item.max !== undefined && v > item.max) {
        problems.push({ type: 'less_than_equal', loc: at(path, 'value'), msg: `Input should be less than or equal to ${item.max}`, input: v, ctx: { le: item.max } });
      } else if (v < 0) {
        problems.push({ type: 'greater_than_equal', loc: at(path, 'value'), msg: 'Input should be greater than or equal to 0', input: v, ctx: { ge: 0 } });
      }
    } else if (item.type === 'datetime' && !isDateTime(v)) {
      problems.push({ type: 'datetime_parsing', loc: at(path, 'value'), msg: 'Input should be a valid datetime', input: v });
    } else if (item.type === 'string' && (typeof v !== 'string' || v === '')) {
      problems.push({ type: 'string_type', loc: at(path, 'value'), msg: 'Input should be a non-empty string', input: v });
    }
  }
  return problems;
}

/** Whether a value meets a comparator; a call without a value never does. */
export function compare(actual: CallValue, comparator: Comparator, value: Condition['value']): boolean {
  if (actual === undefined || actual === null) return false;
  switch (comparator) {
    case 'is_true':
      return actual === true;
    case 'is_false':
      return actual === false;
    case 'contains':
      return typeof actual === 'string' && typeof value === 'string' && actual.toLowerCase().includes(value.toLowerCase());
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
    if (since !== undefined && after < since) reason = `no eval results stored before ${new Date(since).toISOString().slice(0, 10)}`;
    if (reason) {
      seen.add(key);
      out.push({ source: c.source, ref: c.ref, reason });
    }
  }
  return out;
}

const skipKey = (c: Pick<Condition, 'source' | 'ref'>) => `${c.source}\u0000${String(c.ref)}`;

/** Whether the tree holds for a call; conditions in `skip` (not evaluated) count as not holding. */
export function holds(agent: AgentRecord, call: Call, node: ConditionNode, skip: ReadonlySet<string> = new Set()): boolean {
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

const PHRASES: Record<Comparator, string> = { eq: '=', neq: '≠', gt: '>', gte: '≥', lt: '<', lte: '≤', contains: 'contains', is_true: 'is true', is_false: 'is false' };

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
