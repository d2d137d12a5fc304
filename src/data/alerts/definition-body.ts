import { type AlertDefinitionBody, alertDefinitionBodySchema } from '../../contract';

/** B.9's fields of a definition: written only where the record carries them. */
export const DELIVERY_FIELDS = ['severity', 'channel_ids', 'snoozed_until', 'mute_windows'] as const;

type Found = Record<string, unknown> | null | undefined;

const own = (record: Found, key: string): unknown => (record && Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * The whole body that writes a definition as `record` holds it (a definition the service
 * answered, or one recorded in the history): name, enabled, condition tree, and every B.9 field
 * the record carries. A field the record lacks (or holds as null where the route takes no null)
 * is left out, so the service keeps its own: nothing is invented. An absent `enabled` reads as
 * enabled (B.1's definitions carry it; the route needs it). `tree` replaces the record's tree (a
 * copy to another agent remaps its conditions). null: the record is not one the route accepts.
 */
export function definitionBody(record: Found, tree?: unknown): AlertDefinitionBody | null {
  if (!record) return null;
  const raw: Record<string, unknown> = {
    name: own(record, 'name'),
    enabled: own(record, 'enabled') ?? true,
    condition_tree: tree === undefined ? own(record, 'condition_tree') : tree,
  };
  for (const key of DELIVERY_FIELDS) {
    const value = own(record, key);
    if (value === undefined || (value === null && key !== 'snoozed_until')) continue;
    raw[key] = value;
  }
  const parsed = alertDefinitionBodySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
