import { describe, expect, it } from 'vitest';
import type { AvailableConditions } from '../../../contract';
import { changedElsewhere } from '../../../lib/conflict';
import { buildCatalogue } from './catalogue';
import {
  canonicalTree,
  definitionDifferences,
  mergeDefinition,
  sameVersion,
  versionOf,
  versionToSave,
} from './definition-conflict';

const sources = buildCatalogue({
  red_flags: [{ id: 1, label: 'Legal threat' }],
  voice_metrics: [{ key: 'lat', label: 'Latency', unit: 'ms' }],
} satisfies AvailableConditions);
const flag = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
const slow = { type: 'condition', source: 'voice_metrics', ref: 'lat', comparator: 'gt', value: 800 };

describe('an alert definition changed elsewhere', () => {
  const base = versionOf({ name: 'A', enabled: true, condition_tree: flag });

  it('compares trees whatever order the service gave their keys', () => {
    expect(canonicalTree({ value: null, comparator: 'is_true', ref: 1, source: 'red_flags', type: 'condition' })).toBe(
      canonicalTree(flag),
    );
  });

  it('is noticed when the saved name, state or tree is no longer the one the builder opened on', () => {
    const same = (now: unknown) => changedElsewhere({ base, now: versionOf(now as never), same: sameVersion });
    expect(same({ name: 'A', enabled: true, condition_tree: { ...flag } })).toBe(false);
    expect(same({ name: 'B', enabled: true, condition_tree: flag })).toBe(true);
    expect(same({ name: 'A', enabled: false, condition_tree: flag })).toBe(true);
    expect(same({ name: 'A', enabled: true, condition_tree: slow })).toBe(true);
  });

  it('lists the differences in words and merges by the side that changed each', () => {
    const mine = versionOf({ name: 'Mine', enabled: true, condition_tree: flag });
    const theirs = versionOf({ name: 'A', enabled: false, condition_tree: slow });
    const diffs = definitionDifferences(base, mine, theirs, sources);
    expect(diffs.map((d) => [d.label, d.mine, d.theirs, d.changedBy])).toEqual([
      ['Name', 'Mine', 'A', 'me'],
      ['State', 'Enabled', 'Disabled', 'them'],
      ['Conditions', 'Legal threat is present', 'Latency > 800 ms', 'them'],
    ]);
    expect(mergeDefinition(mine, theirs, diffs, new Map())).toEqual({
      name: 'Mine',
      enabled: false,
      tree: theirs.tree,
    });
    expect(mergeDefinition(mine, theirs, diffs, new Map([['tree', 'mine']]))).toEqual({
      name: 'Mine',
      enabled: false,
      tree: mine.tree,
    });
  });
});

describe('the version a save sends', () => {
  const held = { name: 'A', tree: flag, severity: 'warning', channelIds: [] as number[], muteWindows: [] };

  it('sends no switch or delivery field the server did not send, unless the person set it', () => {
    const base = versionOf({ name: 'A', condition_tree: flag });
    const v = versionToSave(held, base, []);
    expect(Object.keys(v).sort()).toEqual(['name', 'tree']);
    expect(versionToSave({ ...held, enabled: false, severity: 'info' }, base, [])).toMatchObject({
      enabled: false,
      severity: 'info',
    });
  });

  it('sends what the server holds, with the channels deleted since left out', () => {
    const base = versionOf({
      name: 'A',
      enabled: true,
      condition_tree: flag,
      severity: 'critical',
      channel_ids: [1, 2],
    });
    const v = versionToSave({ ...held, enabled: true, severity: 'critical', channelIds: [1, 2] }, base, [1]);
    expect(v).toMatchObject({ enabled: true, severity: 'critical', channelIds: [2] });
    expect(v.muteWindows).toBeUndefined();
  });
});
