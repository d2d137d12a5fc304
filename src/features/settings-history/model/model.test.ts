import { describe, expect, it } from 'vitest';
import { whatChanged } from '../../../lib/settings-change-name';
import { whyNoRestore } from './describe';
import { fieldChanges } from '../../../components/settings-change/fields';
import { keyDiff } from '../../../components/settings-change/key-diff';
import { restoreWrite } from './restore-body';
import { treeCounts, treeDiff } from '../../../components/settings-change/tree-diff';
import { wordDiff } from '../../../components/settings-change/word-diff';

const join = (parts: { kind: string; text: string }[], keep: string) =>
  parts
    .filter((p) => p.kind === 'same' || p.kind === keep)
    .map((p) => p.text)
    .join('');

describe('wordDiff', () => {
  it('marks the changed words only, and each side reads back whole', () => {
    const before = 'The caller asks about a charge or an invoice.';
    const after = 'The caller asks about a charge, an invoice or a payment method.';
    const parts = wordDiff(before, after);
    expect(join(parts, 'removed')).toBe(before);
    expect(join(parts, 'added')).toBe(after);
    // The five words of the common start, and one more of the rest (a longest common subsequence).
    expect(
      parts
        .filter((p) => p.kind === 'same')
        .map((p) => p.text)
        .join('')
        .split(/\s+/)
        .filter(Boolean),
    ).toHaveLength(6);
    expect(parts[0]).toEqual({ kind: 'same', text: 'The caller asks about a ' });
  });

  it('gives one part for equal texts, and all added from empty', () => {
    expect(wordDiff('same words', 'same words')).toEqual([{ kind: 'same', text: 'same words' }]);
    expect(wordDiff('', 'new text')).toEqual([{ kind: 'added', text: 'new text' }]);
    expect(wordDiff('old text', '')).toEqual([{ kind: 'removed', text: 'old text' }]);
  });

  it('finds the longest common run, not the first match', () => {
    const parts = wordDiff('a b c d', 'x a b c');
    expect(parts).toEqual([
      { kind: 'added', text: 'x ' },
      { kind: 'same', text: 'a b c' },
      { kind: 'removed', text: ' d' },
    ]);
  });
});

describe('keyDiff', () => {
  it('lists added, removed and changed keys, leaving out the unchanged', () => {
    expect(keyDiff({ a: '1', b: '2', c: '3' }, { a: '1', b: 'two', d: '4' })).toEqual([
      { kind: 'changed', key: 'b', before: '2', after: 'two' },
      { kind: 'added', key: 'd', after: '4' },
      { kind: 'removed', key: 'c', before: '3' },
    ]);
  });

  it('treats keys as data (__proto__, constructor)', () => {
    const before = JSON.parse('{"__proto__": "x", "constructor": "y"}') as unknown;
    const after = JSON.parse('{"__proto__": "z"}') as unknown;
    expect(keyDiff(before, after)).toEqual([
      { kind: 'changed', key: '__proto__', before: 'x', after: 'z' },
      { kind: 'removed', key: 'constructor', before: 'y' },
    ]);
  });

  it('diffs 5,000 keys with only the changed ones', () => {
    const before: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) before[`k${i}`] = `v${i}`;
    const after: Record<string, string> = { ...before, k10: 'changed', k4999: 'also' };
    delete after.k20;
    expect(keyDiff(before, after).map((c) => `${c.kind}:${c.key}`)).toEqual([
      'changed:k10',
      'changed:k4999',
      'removed:k20',
    ]);
  });
});

const flag = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null } as const;
const latency = (value: number) =>
  ({ type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value }) as const;
const transferred = {
  type: 'condition',
  source: 'call_metadata',
  ref: 'transferred',
  comparator: 'is_false',
  value: null,
} as const;

describe('treeDiff', () => {
  it('marks added, removed and changed conditions in their groups', () => {
    const before = {
      type: 'group',
      operator: 'or',
      children: [flag, { type: 'group', operator: 'and', children: [latency(2000), transferred] }],
    };
    const after = {
      type: 'group',
      operator: 'and',
      children: [{ type: 'group', operator: 'and', children: [latency(1500)] }],
    };
    const tree = treeDiff(before, after);
    expect(tree).toMatchObject({
      kind: 'group',
      status: 'changed',
      operator: 'and',
      beforeOperator: 'or',
      children: [
        {
          kind: 'group',
          status: 'same',
          children: [
            { kind: 'condition', status: 'changed', condition: latency(1500), before: latency(2000) },
            { kind: 'condition', status: 'removed', condition: transferred },
          ],
        },
        { kind: 'condition', status: 'removed', condition: flag },
      ],
    });
    expect(tree && treeCounts(tree)).toEqual({ added: 0, removed: 2, changed: 1 });
  });

  it('shows a tree that is new as all added, and gives null for what is not a tree', () => {
    const tree = treeDiff(null, { type: 'group', operator: 'or', children: [flag] });
    expect(tree && treeCounts(tree)).toEqual({ added: 1, removed: 0, changed: 0 });
    expect(treeDiff({ nonsense: true }, null)).toBeNull();
  });
});

describe('fieldChanges', () => {
  it('shows each changed field by its kind, and unknown fields by name', () => {
    const before = {
      id: 1,
      name: 'A',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [flag] },
      extra: [1],
      updated_at: 'x',
    };
    const after = {
      id: 1,
      name: 'B',
      enabled: true,
      condition_tree: { type: 'group', operator: 'or', children: [] },
      extra: [2],
      updated_at: 'y',
    };
    expect(fieldChanges(before, after).map((f) => [f.key, f.kind, f.label])).toEqual([
      ['name', 'text', 'Name'],
      ['condition_tree', 'tree', 'Conditions'],
      ['extra', 'value', 'extra'],
    ]);
    expect(fieldChanges({ fields: { a: '1' } }, { fields: { a: '2' } })[0]).toMatchObject({
      kind: 'keys',
      label: 'Fields',
    });
    expect(fieldChanges(null, { label: 'New', description: 'D' }).map((f) => f.key)).toEqual(['label', 'description']);
  });
});

describe('whatChanged', () => {
  it('names the kind and the record, or the unknown kind by its name', () => {
    expect(
      whatChanged({ resource: 'call_intent', resource_id: 1, before: null, after: { label: 'Billing question' } }),
    ).toBe('Call intent Billing question');
    expect(
      whatChanged({
        resource: 'intent_detection',
        resource_id: null,
        before: { enabled: true },
        after: { enabled: false },
      }),
    ).toBe('Intent detection');
    expect(
      whatChanged({ resource: 'alert_definition', resource_id: 3, before: { name: 'Legal watch' }, after: null }),
    ).toBe('Alert definition Legal watch');
    expect(
      whatChanged({
        resource: 'rule',
        resource_id: 9,
        before: { name: 'Mentions competitor', label: 'Competitor' },
        after: null,
      }),
    ).toBe('Rule Mentions competitor');
    expect(whatChanged({ resource: 'webhook', resource_id: 4, before: null, after: {} })).toBe('webhook #4');
    expect(whyNoRestore('rule')).toMatch(/no route/);
    expect(whyNoRestore('call_intent')).toBeNull();
  });
});

describe('restoreWrite of an alert definition', () => {
  const tree = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
  const windows = [{ days: ['mon'], start: '22:00', end: '07:00', tz: 'Europe/London' }];

  it('writes every field the recorded version has: severity, channels, snooze, mute windows', () => {
    const recorded = {
      id: 1,
      name: 'Legal',
      enabled: false,
      condition_tree: tree,
      severity: 'critical',
      channel_ids: [1, 2],
      snoozed_until: null,
      mute_windows: windows,
    };
    expect(restoreWrite('alert_definition', recorded)).toEqual({
      kind: 'definition',
      body: {
        name: 'Legal',
        enabled: false,
        condition_tree: tree,
        severity: 'critical',
        channel_ids: [1, 2],
        snoozed_until: null,
        mute_windows: windows,
      },
    });
  });

  it('invents no field the recorded version did not carry', () => {
    const write = restoreWrite('alert_definition', { id: 1, name: 'Legal', enabled: true, condition_tree: tree });
    expect('body' in write ? Object.keys(write.body) : write).toEqual(['name', 'enabled', 'condition_tree']);
  });
});

describe('fieldChanges of delivery fields', () => {
  it('names them as the editors do, and keeps channels as ids to be named', () => {
    const changes = fieldChanges(
      { severity: 'warning', channel_ids: [1] },
      { severity: 'critical', channel_ids: [1, 2], mute_windows: [], snoozed_until: '2026-12-01T10:00:00Z' },
    );
    expect(changes.map((c) => [c.key, c.label])).toEqual([
      ['severity', 'Severity'],
      ['channel_ids', 'Channels'],
      ['mute_windows', 'Mute windows'],
      ['snoozed_until', 'Snoozed until'],
    ]);
    expect(changes[1]).toMatchObject({ kind: 'channels', before: [1], after: [1, 2] });
  });
});
