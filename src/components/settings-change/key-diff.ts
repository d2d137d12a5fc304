/** One key of a key/value map that differs between two versions. */
export type KeyChange =
  | { kind: 'added'; key: string; after: unknown }
  | { kind: 'removed'; key: string; before: unknown }
  | { kind: 'changed'; key: string; before: unknown; after: unknown };

const entriesOf = (v: unknown): [string, unknown][] =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : [];

const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);

/**
 * The keys added, removed and changed from `before` to `after` (unchanged keys left out), in
 * `after`'s order then the removed ones. One pass over each side through a Map: a profile of
 * thousands of keys stays linear. Keys are data (`__proto__` too): never looked up on an object.
 */
export function keyDiff(before: unknown, after: unknown): KeyChange[] {
  const old = new Map(entriesOf(before));
  const changes: KeyChange[] = [];
  const seen = new Set<string>();
  for (const [key, value] of entriesOf(after)) {
    seen.add(key);
    if (!old.has(key)) changes.push({ kind: 'added', key, after: value });
    else if (!same(old.get(key), value)) changes.push({ kind: 'changed', key, before: old.get(key), after: value });
  }
  for (const [key, value] of old) if (!seen.has(key)) changes.push({ kind: 'removed', key, before: value });
  return changes;
}
