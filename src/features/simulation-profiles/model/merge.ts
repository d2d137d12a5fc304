import { changedBy, type Difference as ItemDifference, pickOf, type Side } from '../../../lib/conflict';
import { fieldsFromRows, type FieldRow, type ProfileValues } from './fields-model';

export { defaultPick, type Side } from '../../../lib/conflict';

/**
 * A three-way comparison for a profile changed elsewhere while it was being edited (src/lib/
 * conflict.ts): `base` is what the form was opened from, `mine` the form, `theirs` the service's
 * record now. One name or key where mine and theirs differ; `undefined`: the field is absent.
 */
export type Difference = ItemDifference & { what: 'name' | 'field'; key: string };

const asMap = (rows: readonly FieldRow[]) => new Map(Object.entries(fieldsFromRows(rows)));

export function differences(base: ProfileValues, mine: ProfileValues, theirs: ProfileValues): Difference[] {
  const out: Difference[] = [];
  const [bn, mn, tn] = [base.name.trim(), mine.name.trim(), theirs.name.trim()];
  if (mn !== tn)
    out.push({
      id: 'name',
      what: 'name',
      key: 'Name',
      label: 'Name',
      base: bn,
      mine: mn,
      theirs: tn,
      changedBy: changedBy(bn, mn, tn),
    });
  const b = asMap(base.fields);
  const m = asMap(mine.fields);
  const t = asMap(theirs.fields);
  const keys = new Set([...m.keys(), ...t.keys()]);
  for (const key of keys) {
    const [bv, mv, tv] = [b.get(key), m.get(key), t.get(key)];
    if (mv === tv) continue;
    out.push({
      id: `field:${key}`,
      what: 'field',
      key,
      label: key,
      base: bv,
      mine: mv,
      theirs: tv,
      changedBy: changedBy(bv, mv, tv),
    });
  }
  return out;
}

/**
 * Mine with each difference resolved by its pick. Keys keep mine's order; a key only theirs
 * has, when picked, is added at the end in theirs' order.
 */
export function mergeValues(
  mine: ProfileValues,
  theirs: ProfileValues,
  diffs: readonly Difference[],
  picks: ReadonlyMap<string, Side>,
): ProfileValues {
  const pick = (d: Difference) => pickOf(d, picks);
  const byKey = new Map(diffs.filter((d) => d.what === 'field').map((d) => [d.key, d]));
  const nameDiff = diffs.find((d) => d.what === 'name');
  const name = nameDiff && pick(nameDiff) === 'theirs' ? theirs.name : mine.name;
  const fields: FieldRow[] = [];
  const seen = new Set<string>();
  for (const r of mine.fields) {
    const key = r.key.trim();
    seen.add(key);
    const d = byKey.get(key);
    if (!d || pick(d) === 'mine') fields.push({ key, value: r.value });
    else if (d.theirs !== undefined) fields.push({ key, value: d.theirs });
  }
  for (const r of theirs.fields) {
    const d = byKey.get(r.key);
    if (!seen.has(r.key) && d && pick(d) === 'theirs' && d.theirs !== undefined)
      fields.push({ key: r.key, value: d.theirs });
  }
  return { name, fields };
}
