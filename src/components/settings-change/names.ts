import type { AvailableConditions, Condition } from '../../contract';

/** Names a condition's item (`source`, `ref`) by the alert catalogue's names. */
export type ItemNamer = (source: string, ref: string | number) => string;

const SOURCE_NAMES: ReadonlyMap<string, string> = new Map([
  ['evals', 'Eval'],
  ['voice_metrics', 'Voice metric'],
  ['extraction_fields', 'Extraction field'],
  ['call_metadata', 'Call metadata'],
  ['red_flags', 'Red flag'],
  ['red_flag_aggregates', 'Red flags'],
]);

const COMPARATOR_WORDS: ReadonlyMap<string, string> = new Map([
  ['eq', 'is'],
  ['neq', 'is not'],
  ['gt', 'is greater than'],
  ['gte', 'is at least'],
  ['lt', 'is less than'],
  ['lte', 'is at most'],
  ['contains', 'contains'],
  ['is_true', 'is true'],
  ['is_false', 'is false'],
]);

const nameOf = (item: unknown): string | null => {
  if (item === null || typeof item !== 'object') return null;
  const rec = item as Record<string, unknown>;
  const name = Object.hasOwn(rec, 'label') ? rec.label : Object.hasOwn(rec, 'name') ? rec.name : null;
  return typeof name === 'string' ? name : null;
};
const refOf = (item: unknown): string | null => {
  if (item === null || typeof item !== 'object') return null;
  const rec = item as Record<string, unknown>;
  const ref = Object.hasOwn(rec, 'id') ? rec.id : Object.hasOwn(rec, 'key') ? rec.key : null;
  return typeof ref === 'string' || typeof ref === 'number' ? String(ref) : null;
};

/** The catalogue's name for each item, or the source and ref when the catalogue has none. */
export function itemNamer(catalogue: AvailableConditions | undefined): ItemNamer {
  const names = new Map<string, string>();
  for (const [source, items] of Object.entries(catalogue ?? {})) {
    if (!Array.isArray(items)) continue;
    for (const item of items) {
      const ref = refOf(item);
      const name = nameOf(item);
      if (ref !== null && name !== null) names.set(`${source}\u0000${ref}`, name);
    }
  }
  return (source, ref) => {
    const name = names.get(`${source}\u0000${String(ref)}`);
    const kind = SOURCE_NAMES.get(source) ?? source;
    return name ? `${kind} "${name}"` : `${kind} ${String(ref)}`;
  };
}

/** `Voice metric "Median latency" is greater than 1500`. */
export function conditionText(c: Condition, name: ItemNamer): string {
  const words = COMPARATOR_WORDS.get(c.comparator) ?? c.comparator;
  const value = c.value === null ? '' : ` ${typeof c.value === 'string' ? `"${c.value}"` : String(c.value)}`;
  return `${name(c.source, c.ref)} ${words}${value}`;
}
