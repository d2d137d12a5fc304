import type { SettingsChange } from '../contract';

/** The kinds of record, as the page names them; another kind is shown by its own name. */
export const RESOURCE_NAMES: ReadonlyMap<string, string> = new Map([
  ['call_intent', 'Call intent'],
  ['intent_detection', 'Intent detection'],
  ['sip_config', 'SIP configuration'],
  ['data_extraction_field', 'Data extraction field'],
  ['rule', 'Rule'],
  ['alert_definition', 'Alert definition'],
  ['simulation_profile', 'Simulation profile'],
]);

/** Kinds of which an agent has one record: named without a record name. */
const SINGLE = new Set(['intent_detection', 'sip_config']);

export const resourceName = (resource: string): string => RESOURCE_NAMES.get(resource) ?? resource;

const textOf = (record: Record<string, unknown> | null | undefined, key: string): string | null => {
  const v = record && Object.hasOwn(record, key) ? record[key] : undefined;
  return typeof v === 'string' && v.trim() !== '' ? v : null;
};

/** The record's own name (its label or name; a rule's name before its label) on the latest side that has one. */
export function recordName(change: Pick<SettingsChange, 'resource' | 'before' | 'after'>): string | null {
  const [first, second] = change.resource === 'rule' ? ['name', 'label'] : ['label', 'name'];
  for (const side of [change.after, change.before]) {
    const name = textOf(side, first ?? '') ?? textOf(side, second ?? '');
    if (name) return name;
  }
  return null;
}

/** "Call intent Billing question", "Intent detection", "Rule #9" when the record has no name. */
export function whatChanged(change: Pick<SettingsChange, 'resource' | 'resource_id' | 'before' | 'after'>): string {
  const kind = resourceName(change.resource);
  if (SINGLE.has(change.resource)) return kind;
  const name =
    recordName(change) ??
    (change.resource_id !== null && change.resource_id !== undefined ? `#${change.resource_id}` : null);
  return name ? `${kind} ${name}` : kind;
}
