import { describe, expect, it } from 'vitest';
import {
  fieldsFromRows,
  findRowProblems,
  isNameTakenDetail,
  mergeRows,
  parseFieldsJson,
  rowsFromFields,
  sameValues,
} from './fields-model';

describe('findRowProblems', () => {
  it('flags empty keys and every repeat of a key, naming the first row', () => {
    const problems = findRowProblems([
      { key: 'persona', value: 'a' },
      { key: '  ', value: 'b' },
      { key: 'goal', value: '' },
      { key: ' persona ', value: 'c' },
      { key: 'persona', value: 'd' },
    ]);
    expect(problems.map((p) => p?.kind ?? null)).toEqual([null, 'empty', null, 'duplicate', 'duplicate']);
    expect(problems[3]?.message).toBe('Duplicate key: "persona" is also used in row 1');
  });

  it('finds nothing in distinct keys (case matters, as in the body)', () => {
    expect(
      findRowProblems([
        { key: 'a', value: '' },
        { key: 'A', value: '' },
      ]),
    ).toEqual([null, null]);
  });
});

describe('rows and the body', () => {
  it('keeps order and trims keys, not values', () => {
    const rows = rowsFromFields({ b: '2', a: ' 1 ' });
    expect(rows).toEqual([
      { key: 'b', value: '2' },
      { key: 'a', value: ' 1 ' },
    ]);
    expect(Object.entries(fieldsFromRows([{ key: ' z ', value: ' v ' }, ...rows]))).toEqual([
      ['z', ' v '],
      ['b', '2'],
      ['a', ' 1 '],
    ]);
  });

  it('compares with saved values: undone changes are no change, order counts', () => {
    const saved = {
      name: 'P',
      fields: [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
    };
    expect(
      sameValues(
        {
          name: ' P ',
          fields: [
            { key: 'a ', value: '1' },
            { key: 'b', value: '2' },
          ],
        },
        saved,
      ),
    ).toBe(true);
    expect(
      sameValues(
        {
          name: 'P',
          fields: [
            { key: 'b', value: '2' },
            { key: 'a', value: '1' },
          ],
        },
        saved,
      ),
    ).toBe(false);
    expect(
      sameValues(
        {
          name: 'P',
          fields: [
            { key: 'a', value: '1 ' },
            { key: 'b', value: '2' },
          ],
        },
        saved,
      ),
    ).toBe(false);
    expect(sameValues({ name: 'P', fields: saved.fields.slice(0, 1) }, saved)).toBe(false);
  });

  it('merges imported pairs: replaces same keys in place, fills a blank row, appends the rest', () => {
    const r = mergeRows(
      [
        { key: 'a', value: '1' },
        { key: '', value: '' },
      ],
      [
        { key: 'a', value: 'new' },
        { key: 'b', value: '2' },
        { key: 'c', value: '3' },
      ],
    );
    expect(r.rows).toEqual([
      { key: 'a', value: 'new' },
      { key: 'b', value: '2' },
      { key: 'c', value: '3' },
    ]);
    expect([r.added, r.replaced]).toEqual([2, 1]);
  });
});

describe('parseFieldsJson', () => {
  it('accepts an object of strings', () => {
    expect(parseFieldsJson('{"a": "1", "b": "x\\ny"}')).toEqual({
      ok: true,
      rows: [
        { key: 'a', value: '1' },
        { key: 'b', value: 'x\ny' },
      ],
    });
  });
  it('reports invalid JSON, non-objects and non-string values', () => {
    expect(parseFieldsJson('{"a": ').ok).toBe(false);
    expect(parseFieldsJson('[]')).toEqual({
      ok: false,
      message: 'The fields must be a JSON object, like {"key": "value"}',
    });
    expect(parseFieldsJson('{"n": 1}')).toEqual({ ok: false, message: 'The value of "n" must be a string' });
  });
});

describe('service texts', () => {
  it('recognises the taken-name detail by its words', () => {
    expect(isNameTakenDetail("A simulation profile named 'O'Brien' already exists for this agent.")).toBe(true);
    expect(isNameTakenDetail('Name taken')).toBe(false);
    expect(isNameTakenDetail(null)).toBe(false);
  });
});

describe('keys are data', () => {
  const hostile = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

  it('sends __proto__ and friends as ordinary keys, through rows, JSON and merge', () => {
    const rows = hostile.map((key, i) => ({ key, value: `v${i}` }));
    const body = fieldsFromRows(rows);
    expect(JSON.parse(JSON.stringify(body), (_k, v: unknown) => v)).toEqual(
      JSON.parse('{"__proto__":"v0","constructor":"v1","toString":"v2","hasOwnProperty":"v3"}'),
    );
    expect(JSON.stringify(body)).toBe('{"__proto__":"v0","constructor":"v1","toString":"v2","hasOwnProperty":"v3"}');
    expect(findRowProblems(rows)).toEqual([null, null, null, null]);

    const parsed = parseFieldsJson('{"__proto__": "x", "constructor": "y"}');
    expect(parsed.ok && parsed.rows).toEqual([
      { key: '__proto__', value: 'x' },
      { key: 'constructor', value: 'y' },
    ]);
    const merged = mergeRows(rows, [
      { key: '__proto__', value: 'new' },
      { key: 'valueOf', value: 'w' },
    ]);
    expect(merged.rows[0]).toEqual({ key: '__proto__', value: 'new' });
    expect(merged).toMatchObject({ added: 1, replaced: 1 });
  });

  it('merges thousands of pairs in one pass, filling blank rows first', () => {
    const rows = [
      { key: 'a', value: '1' },
      { key: '', value: '' },
    ];
    const pairs = Array.from({ length: 3000 }, (_, i) => ({ key: `k${i}`, value: String(i) }));
    const merged = mergeRows(rows, [...pairs, { key: 'a', value: '2' }]);
    expect(merged.rows).toHaveLength(3001);
    expect(merged.rows[1]).toEqual({ key: 'k0', value: '0' });
    expect(merged.rows[0]).toEqual({ key: 'a', value: '2' });
    expect(merged).toMatchObject({ added: 3000, replaced: 1 });
  });
});
