import { describe, expect, it } from 'vitest';
import { changedElsewhere, defaultPick, differencesOf, pickOf } from './conflict';

const same = (a: { name: string }, b: { name: string }) => a.name === b.name;

describe('a record changed elsewhere', () => {
  it('is noticed when the record read now is no longer the one the editor opened on', () => {
    expect(changedElsewhere({ base: { name: 'a' }, now: { name: 'b' }, same })).toBe(true);
    expect(changedElsewhere({ base: { name: 'a' }, now: { name: 'a' }, same })).toBe(false);
    // Not readable now: the save goes on, and the service answers for the record.
    expect(changedElsewhere({ base: { name: 'a' }, now: undefined, same })).toBe(false);
  });

  it('trusts the same version stamp, and otherwise compares values', () => {
    expect(
      changedElsewhere({ base: { name: 'a' }, now: { name: 'b' }, same, version: { base: 't1', now: 't1' } }),
    ).toBe(false);
    expect(
      changedElsewhere({ base: { name: 'a' }, now: { name: 'a' }, same, version: { base: 't1', now: 't2' } }),
    ).toBe(false);
    expect(
      changedElsewhere({ base: { name: 'a' }, now: { name: 'b' }, same, version: { base: null, now: 't2' } }),
    ).toBe(true);
  });

  it('lists the items that differ, who changed each, and keeps the changing side by default', () => {
    const diffs = differencesOf([
      { id: 'name', label: 'Name', base: 'a', mine: 'a', theirs: 'b' },
      { id: 'enabled', label: 'Enabled', base: 'yes', mine: 'no', theirs: 'yes' },
      { id: 'tree', label: 'Conditions', base: 'x', mine: 'y', theirs: 'z' },
      { id: 'same', label: 'Same', base: 'x', mine: 'y', theirs: 'y' },
    ]);
    expect(diffs.map((d) => [d.id, d.changedBy, defaultPick(d)])).toEqual([
      ['name', 'them', 'theirs'],
      ['enabled', 'me', 'mine'],
      ['tree', 'both', 'mine'],
    ]);
    const [first] = diffs;
    expect(first && pickOf(first, new Map([['name', 'mine']]))).toBe('mine');
  });
});
