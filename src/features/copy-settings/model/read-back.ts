import { fieldsDiffering } from '../../../data/record-fields';
import type { Write } from './plan';

type Listed = Record<string, unknown> & { id: number };

/**
 * Whether the other agent's records, read back after an answer that could not be read, hold a
 * write: the record it updated, or a record of its name that it created, now holds every field
 * it wrote. (The plan wrote a creation only where no record of that name was there.)
 */
export function writtenIn(w: Write, records: readonly Listed[]): boolean {
  const nameKey = w.kind === 'intent' ? 'label' : 'name';
  const candidates =
    w.targetId === null
      ? records.filter((r) => Object.hasOwn(r, nameKey) && r[nameKey] === w.name)
      : records.filter((r) => r.id === w.targetId);
  return candidates.some((r) => fieldsDiffering(w.body, r).length === 0);
}
