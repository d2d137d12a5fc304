import type { Comparator, Condition, ConditionNode } from '../../contract/index.ts';
import type { AgentRecord } from '../seed.ts';

/** What a condition's item holds, as the emulated service types it. */
export type ItemType = 'boolean' | 'number' | 'count' | 'string' | 'datetime' | 'opaque';
export type Item = { name: string; type: ItemType; unit?: string | null; max?: number };

export const BOOLEAN_COMPARATORS: readonly Comparator[] = ['is_true', 'is_false'];
export const COMPARATORS_BY_TYPE: Record<ItemType, readonly Comparator[]> = {
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
  for (const m of agent.voiceMetrics)
    add('voice_metrics', m.key, { name: m.label, type: 'number', unit: m.unit, max: m.unit === '%' ? 100 : undefined });
  for (const f of agent.extractionFields) add('extraction_fields', f.id, { name: f.name, type: typeOf(f.type) });
  for (const m of agent.callMetadata) add('call_metadata', m.key, { name: m.label, type: typeOf(m.type) });
  for (const r of agent.rules)
    if (r.output === 'red_flag') add('red_flags', r.id, { name: r.label ?? r.name, type: 'boolean' });
  add('red_flag_aggregates', 'red_flag_count', { name: 'Number of red flags', type: 'count' });
  for (const [key, list] of Object.entries(agent.extraSources)) {
    sources.set(key, sources.get(key) ?? new Map());
    list.forEach((raw, i) => {
      const it = (raw ?? {}) as { id?: unknown; key?: unknown; name?: unknown; label?: unknown };
      const ref =
        typeof it.id === 'number' || typeof it.id === 'string' ? it.id : typeof it.key === 'string' ? it.key : i;
      const name = typeof it.name === 'string' ? it.name : typeof it.label === 'string' ? it.label : String(ref);
      add(key, ref, { name, type: 'opaque' });
    });
  }
  return sources;
}

export type Path = (string | number)[];
type Located = { condition: Condition; path: Path };

/** Every condition with its place in the tree (`children`, index, ...). */
export function conditionsOf(tree: ConditionNode, path: Path = []): Located[] {
  if (tree.type === 'condition') return [{ condition: tree, path }];
  return tree.children.flatMap((child, i) => conditionsOf(child, [...path, 'children', i]));
}
