type Found = Record<string, unknown> | null | undefined;

const own = (record: Found, key: string): unknown => (record && Object.hasOwn(record, key) ? record[key] : undefined);

/** A value with its object keys in one order, so that two equal values print alike. */
function canonical(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => canonical(v));
    // The channels a firing goes to are a set: their order says nothing.
    return key === 'channel_ids' ? items.map((v) => JSON.stringify(v)).sort() : items;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // A condition's ref is an id or a key: 81 and "81" name the same item.
    return entries.map(([k, v]) => [k, k === 'ref' && typeof v === 'number' ? String(v) : canonical(v, k)]);
  }
  return value;
}

/**
 * The fields of `body` that `record` holds otherwise (every field the write carries, the tree
 * and the B.9 fields included): none means writing the body would change nothing.
 */
export function fieldsDiffering(body: object, record: Found): string[] {
  return Object.entries(body)
    .filter(([key, value]) => {
      const there = own(record, key);
      const mine = key === 'enabled' ? (value ?? true) : value;
      const theirs = key === 'enabled' ? (there ?? true) : there;
      return JSON.stringify(canonical(mine, key)) !== JSON.stringify(canonical(theirs, key));
    })
    .map(([key]) => key);
}
