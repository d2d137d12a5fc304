import * as z from 'zod/mini';
import { muteWindowSchema } from '../../contract';
import { muteWindowsText } from '../../lib/mute-windows';
import { type KeyChange, keyDiff } from './key-diff';
import { type DiffNode, treeDiff } from './tree-diff';

type Side = Record<string, unknown> | null | undefined;

/** One field of a record that differs between two versions, with how to show it. */
export type FieldChange =
  | { kind: 'text'; key: string; label: string; before: string | null; after: string | null }
  | { kind: 'tree'; key: string; label: string; tree: DiffNode }
  | { kind: 'keys'; key: string; label: string; keys: KeyChange[] }
  /** A definition's channels (B.9): ids, named when shown (a channel may be gone since). */
  | { kind: 'channels'; key: string; label: string; before: unknown; after: unknown }
  | { kind: 'time'; key: string; label: string; before: string | null; after: string | null }
  | { kind: 'value'; key: string; label: string; before: unknown; after: unknown };

/** Bookkeeping the service keeps beside a record: not shown as a change. */
const BOOKKEEPING = new Set(['id', 'agent_id', 'settings_id', 'workspace_id', 'created_at', 'updated_at']);

const LABELS: ReadonlyMap<string, string> = new Map([
  ['label', 'Label'],
  ['name', 'Name'],
  ['description', 'Description'],
  ['enabled', 'Enabled'],
  ['condition_tree', 'Conditions'],
  ['fields', 'Fields'],
  ['sip_url', 'SIP URL'],
  ['sip_username', 'Username'],
  ['sip_password_set', 'Password set'],
  ['is_sip_verified', 'Verified'],
  ['output', 'Output'],
  ['type', 'Type'],
  ['is_system', 'System field'],
  // B.9, as the alert editor names them.
  ['severity', 'Severity'],
  ['channel_ids', 'Channels'],
  ['snoozed_until', 'Snoozed until'],
  ['mute_windows', 'Mute windows'],
]);

/** A field's name as the editors show it; an unknown field by its own name. */
export const fieldLabel = (key: string): string => LABELS.get(key) ?? key;

const muteWindowsSchema = z.array(muteWindowSchema);
/** Mute windows read back in words; null when absent; undefined when not windows this page reads. */
export function windowsText(v: unknown): string | null | undefined {
  if (v === undefined || v === null) return null;
  const parsed = muteWindowsSchema.safeParse(v);
  return parsed.success ? muteWindowsText(parsed.data) : undefined;
}

const own = (side: Side, key: string): unknown => (side && Object.hasOwn(side, key) ? side[key] : undefined);
const isText = (v: unknown) => typeof v === 'string' || v === undefined || v === null;
const isStringMap = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string');
const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);

function fieldChange(key: string, before: unknown, after: unknown): FieldChange {
  const label = fieldLabel(key);
  if (key === 'channel_ids') return { kind: 'channels', key, label, before, after };
  if (key === 'snoozed_until' && isText(before) && isText(after)) {
    return {
      kind: 'time',
      key,
      label,
      before: (before as string | null) ?? null,
      after: (after as string | null) ?? null,
    };
  }
  if (key === 'mute_windows') {
    const [b, a] = [windowsText(before), windowsText(after)];
    if (b !== undefined && a !== undefined) return { kind: 'text', key, label, before: b, after: a };
  }
  if (key === 'condition_tree') {
    const tree = treeDiff(before, after);
    if (tree) return { kind: 'tree', key, label, tree };
  }
  const maps = [before, after].filter((v) => v !== undefined && v !== null);
  if (maps.length > 0 && maps.every(isStringMap)) return { kind: 'keys', key, label, keys: keyDiff(before, after) };
  if (isText(before) && isText(after) && (typeof before === 'string' || typeof after === 'string')) {
    return {
      kind: 'text',
      key,
      label,
      before: (before as string | null | undefined) ?? null,
      after: (after as string | null | undefined) ?? null,
    };
  }
  return { kind: 'value', key, label, before, after };
}

/** The fields that differ between two versions of a record (one side null: every field of the other). */
export function fieldChanges(before: Side, after: Side): FieldChange[] {
  const keys = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  const changes: FieldChange[] = [];
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    const b = own(before, key);
    const a = own(after, key);
    if (same(b, a)) continue;
    changes.push(fieldChange(key, b, a));
  }
  return changes;
}
