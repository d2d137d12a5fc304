import { describe, expect, it } from 'vitest';
import { defaultPick, differences, mergeValues } from './merge';

const v = (name: string, fields: Record<string, string>) => ({
  name,
  fields: Object.entries(fields).map(([key, value]) => ({ key, value })),
});

describe('three-way merge of a profile', () => {
  const base = v('Calm caller', { persona: 'calm', goal: 'refund', locale: 'en' });
  const mine = v('Calm caller', { persona: 'calm', goal: 'refund please', locale: 'en', extra: '1' });
  const theirs = v('Angry caller', { persona: 'angry', goal: 'refund', __proto__x: 'y' });

  it('lists what differs and who changed it', () => {
    const diffs = differences(base, mine, theirs);
    expect(diffs.map((d) => [d.key, d.changedBy, defaultPick(d)])).toEqual([
      ['Name', 'them', 'theirs'],
      ['persona', 'them', 'theirs'],
      ['goal', 'me', 'mine'],
      ['locale', 'them', 'theirs'],
      ['extra', 'me', 'mine'],
      ['__proto__x', 'them', 'theirs'],
    ]);
  });

  it("keeps both sides' changes by default, and follows the picks", () => {
    const diffs = differences(base, mine, theirs);
    expect(mergeValues(mine, theirs, diffs, new Map())).toEqual(
      v('Angry caller', { persona: 'angry', goal: 'refund please', extra: '1', __proto__x: 'y' }),
    );
    const picks = new Map([
      ['name', 'mine' as const],
      ['field:locale', 'mine' as const],
      ['field:goal', 'theirs' as const],
    ]);
    expect(mergeValues(mine, theirs, diffs, picks)).toEqual(
      v('Calm caller', { persona: 'angry', goal: 'refund', locale: 'en', extra: '1', __proto__x: 'y' }),
    );
  });

  it('treats __proto__ as an ordinary key', () => {
    const b = { name: 'p', fields: [{ key: '__proto__', value: 'a' }] };
    const t = { name: 'p', fields: [{ key: '__proto__', value: 'b' }] };
    const diffs = differences(b, b, t);
    expect(diffs).toHaveLength(1);
    expect(mergeValues(b, t, diffs, new Map()).fields).toEqual([{ key: '__proto__', value: 'b' }]);
  });
});
