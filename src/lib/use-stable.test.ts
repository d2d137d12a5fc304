import { describe, expect, it } from 'vitest';
import { shallowEqual, shareEntries } from './use-stable';

type Problems = { value?: string; item?: string };
const problems = (entries: [string, Problems][]) => new Map<string, Problems>(entries);

describe('shareEntries', () => {
  const a: Problems = { value: 'Enter a number' };
  const b: Problems = { item: 'Missing' };

  it('keeps the old map while every entry is the same', () => {
    const prev = problems([
      ['n1', a],
      ['n2', b],
    ]);
    const next = problems([
      ['n1', { ...a }],
      ['n2', { ...b }],
    ]);
    expect(shareEntries(prev, next, shallowEqual)).toBe(prev);
  });

  it('makes a new map when one entry changes, keeping the unchanged entries as they were', () => {
    const prev = problems([
      ['n1', a],
      ['n2', b],
    ]);
    const changed: Problems = { value: 'Enter a whole number' };
    const out = shareEntries(
      prev,
      problems([
        ['n1', changed],
        ['n2', { ...b }],
      ]),
      shallowEqual,
    );
    expect(out).not.toBe(prev);
    expect(out.get('n1')).toBe(changed);
    expect(out.get('n2')).toBe(b);
  });

  it('makes a new map when an entry comes or goes', () => {
    const prev = problems([['n1', a]]);
    expect(shareEntries(prev, problems([]), shallowEqual).size).toBe(0);
    const grown = shareEntries(
      prev,
      problems([
        ['n1', a],
        ['n3', a],
      ]),
      shallowEqual,
    );
    expect([...grown.keys()]).toEqual(['n1', 'n3']);
  });
});

describe('shallowEqual', () => {
  it('compares one level deep, keys included', () => {
    expect(shallowEqual({ value: 'x' }, { value: 'x' })).toBe(true);
    expect(shallowEqual<Record<string, string>>({ value: 'x' }, { item: 'x' })).toBe(false);
    expect(shallowEqual<Record<string, string>>({ value: 'x' }, { value: 'x', item: 'y' })).toBe(false);
    expect(shallowEqual({ v: { deep: 1 } }, { v: { deep: 1 } })).toBe(false);
  });
});
