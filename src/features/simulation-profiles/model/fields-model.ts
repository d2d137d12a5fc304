import { errorTexts, isErrorText } from '../../../contract';
/** The rows of the key/value editor and the checks made on them. */
export type FieldRow = { key: string; value: string };

export const rowsFromFields = (fields: Record<string, string>): FieldRow[] =>
  Object.entries(fields).map(([key, value]) => ({ key, value }));

/**
 * The body's object. Keys keep the rows' order (JSON objects keep insertion order). Keys are
 * data: a null-prototype object takes `__proto__` as an ordinary key, and JSON.stringify sends it.
 */
export function fieldsFromRows(rows: readonly FieldRow[]): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const r of rows) out[r.key.trim()] = r.value;
  return out;
}

export type RowProblem = { kind: 'empty' | 'duplicate'; message: string };

/**
 * Per row: an empty key, or a key another row already has (compared trimmed, as sent). Every
 * row of a duplicate pair after the first is flagged, naming the row it repeats.
 */
export function findRowProblems(rows: readonly FieldRow[]): (RowProblem | null)[] {
  const firstRow = new Map<string, number>();
  return rows.map((r, i) => {
    const key = r.key.trim();
    if (key === '') return { kind: 'empty', message: 'Key is required' };
    const first = firstRow.get(key);
    if (first !== undefined) {
      return { kind: 'duplicate', message: `Duplicate key: "${key}" is also used in row ${first + 1}` };
    }
    firstRow.set(key, i);
    return null;
  });
}

/**
 * Merges imported pairs into rows: a key already present gets the new value in place, a new
 * key is added at the end. Returns the rows and how many were added and replaced.
 */
export function mergeRows(rows: readonly FieldRow[], pairs: readonly FieldRow[]) {
  const out = rows.map((r) => ({ ...r }));
  // One index of the keys and one list of blank rows: thousands of pairs merge in one pass.
  const rowOf = new Map<string, number>();
  const blanks: number[] = [];
  out.forEach((r, i) => {
    const key = r.key.trim();
    if (key === '' && r.value === '') blanks.push(i);
    else if (!rowOf.has(key)) rowOf.set(key, i);
  });
  let nextBlank = 0;
  let added = 0;
  let replaced = 0;
  for (const p of pairs) {
    const at = rowOf.get(p.key);
    const row = at === undefined ? undefined : out[at];
    if (row) {
      row.value = p.value;
      replaced++;
      continue;
    }
    // An empty row (left by "Add field") is filled rather than kept empty.
    const blank = blanks[nextBlank];
    const next = { key: p.key, value: p.value };
    if (blank !== undefined) {
      nextBlank++;
      out[blank] = next;
      rowOf.set(p.key, blank);
    } else {
      rowOf.set(p.key, out.length);
      out.push(next);
    }
    added++;
  }
  return { rows: out, added, replaced };
}

/** Profile values as compared for "unsaved changes": trimmed name, rows in order. */
export type ProfileValues = { name: string; fields: FieldRow[] };

export function sameValues(a: ProfileValues, b: ProfileValues): boolean {
  if (a.name.trim() !== b.name.trim() || a.fields.length !== b.fields.length) return false;
  return a.fields.every((r, i) => {
    const o = b.fields[i];
    return o !== undefined && o.key.trim() === r.key.trim() && o.value === r.value;
  });
}

/** Reads JSON text as profile fields: an object of string values, or a reason it is not. */
export function parseFieldsJson(text: string): { ok: true; rows: FieldRow[] } | { ok: false; message: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `Invalid JSON: ${e instanceof Error ? e.message : 'cannot be read'}` };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: 'The fields must be a JSON object, like {"key": "value"}' };
  }
  const rows: FieldRow[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') return { ok: false, message: `The value of "${key}" must be a string` };
    rows.push({ key, value });
  }
  return { ok: true, rows };
}

/** The service's text for a taken name (Part A); recognised by its words, not its status. */
export const isNameTakenDetail = (detail: string | null | undefined): boolean =>
  isErrorText(errorTexts.profileNameTaken, detail);
export const nameTakenMessage = errorTexts.profileNameTaken;
