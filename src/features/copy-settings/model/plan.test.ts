import { describe, expect, it } from 'vitest';
import type { AlertDefinition, ConditionNode, SimulationProfile } from '../../../contract';
import { type Catalogues, planDefinitions, planIntents, planProfiles, writesOf } from './plan';
import { indexCatalogue } from './remap';

const intents = [
  { id: 1, label: 'Billing question', description: 'About a charge.' },
  { id: 2, label: 'Cancel subscription', description: 'Wants to stop.' },
  { id: 3, label: 'Appointment booking', description: null },
  { id: 4, label: 'Billing question', description: 'A second of the same label.' },
];

describe('planIntents', () => {
  const target = [
    { id: 50, label: 'Billing question', description: 'About a charge.' },
    { id: 51, label: 'Cancel subscription', description: 'Their own wording.' },
  ];

  it('creates what is missing, leaves what is there as it is, copies a label once', () => {
    const plan = planIntents(intents, target, false);
    expect(plan.map((i) => [i.name, i.status])).toEqual([
      ['Billing question', 'same'],
      ['Cancel subscription', 'keep'],
      ['Appointment booking', 'create'],
      ['Billing question', 'blocked'],
    ]);
    expect(writesOf(plan)).toEqual([
      {
        kind: 'intent',
        name: 'Appointment booking',
        targetId: null,
        body: { label: 'Appointment booking', description: '' },
      },
    ]);
  });

  it('updates what differs when asked, by the id it has there, and never what is already the same', () => {
    const plan = planIntents(intents, target, true);
    expect(plan.map((i) => i.status)).toEqual(['same', 'update', 'create', 'blocked']);
    expect(writesOf(plan)[0]).toEqual({
      kind: 'intent',
      name: 'Cancel subscription',
      targetId: 51,
      body: { label: 'Cancel subscription', description: 'Wants to stop.' },
    });
  });
});

const profile = (id: number, name: string, fields: Record<string, string>): SimulationProfile => ({
  id,
  name,
  fields,
  created_at: null,
  updated_at: null,
});

describe('planProfiles', () => {
  it('compares the fields key by key', () => {
    const source = [profile(1, 'Frustrated', { goal: 'refund', tone: 'short' }), profile(2, 'Elderly', { a: '1' })];
    const target = [profile(9, 'Frustrated', { tone: 'short', goal: 'refund' }), profile(8, 'Elderly', { a: '2' })];
    expect(planProfiles(source, target, false).map((p) => p.status)).toEqual(['same', 'keep']);
    expect(writesOf(planProfiles(source, target, true))).toEqual([
      { kind: 'profile', name: 'Elderly', targetId: 8, body: { name: 'Elderly', fields: { a: '1' } } },
    ]);
  });
});

const cond = (source: string, ref: string | number): ConditionNode => ({
  type: 'condition',
  source,
  ref,
  comparator: 'is_true',
  value: null,
});
const group = (...children: ConditionNode[]): ConditionNode => ({ type: 'group', operator: 'and', children });
const def = (id: number, name: string, tree: unknown, enabled: boolean | null = true): AlertDefinition => ({
  id,
  name,
  enabled,
  condition_tree: tree,
});

const catalogues: Catalogues = {
  ok: true,
  from: indexCatalogue({
    red_flags: [
      { id: 81, label: 'Legal threat' },
      { id: 82, label: 'Abuse' },
    ],
    evals: [],
  }),
  to: indexCatalogue({ red_flags: [{ id: 93, label: 'Legal threat' }] }),
};
const choices = (over: Partial<{ update: boolean; drop: Set<number> }> = {}) => ({
  update: false,
  drop: new Set<number>(),
  targetName: 'Collections',
  ...over,
});

describe('planDefinitions', () => {
  const source = [
    def(1, 'Legal', group(cond('red_flags', 81))),
    def(2, 'Legal or abuse', group(cond('red_flags', 81), cond('red_flags', 82)), null),
    def(3, 'Abuse only', group(cond('red_flags', 82))),
    def(4, 'Broken', { type: 'group', operator: 'xor', children: [] }),
  ];

  it('remaps what it can, names what it cannot, and copies no definition with a condition missing there', () => {
    const plan = planDefinitions(source, [], catalogues, choices());
    expect(plan.map((d) => [d.name, d.status])).toEqual([
      ['Legal', 'create'],
      ['Legal or abuse', 'blocked'],
      ['Abuse only', 'blocked'],
      ['Broken', 'blocked'],
    ]);
    expect(plan[1]?.unmappable.map((u) => u.name)).toEqual(['Abuse']);
    expect(plan[3]?.problem).toBe('Its condition tree is not in a shape this page reads.');
    expect(writesOf(plan)).toEqual([
      {
        kind: 'definition',
        name: 'Legal',
        targetId: null,
        body: { name: 'Legal', enabled: true, condition_tree: group(cond('red_flags', 93)) },
      },
    ]);
  });

  it('copies one without those conditions once the person chooses to drop them, unless nothing is left', () => {
    const plan = planDefinitions(source, [], catalogues, choices({ drop: new Set([2, 3]) }));
    expect(plan.map((d) => d.status)).toEqual(['create', 'create', 'blocked', 'blocked']);
    expect(plan[1]?.dropped).toBe(true);
    expect(plan[1]?.write?.body).toEqual({
      name: 'Legal or abuse',
      enabled: true,
      condition_tree: group(cond('red_flags', 93)),
    });
    expect(plan[2]?.problem).toBe('Without those conditions nothing would be left of it.');
  });

  it('one already there: the same tree by its own ids is "same"; another is kept or updated', () => {
    const target = [
      def(70, 'Legal', group(cond('red_flags', 93))),
      def(71, 'Legal or abuse', group(cond('red_flags', 93)), false),
    ];
    const kept = planDefinitions(source, target, catalogues, choices({ drop: new Set([2]) }));
    expect(kept.slice(0, 2).map((d) => d.status)).toEqual(['same', 'keep']);
    // Left as it is: its conditions are not looked at, so none is named.
    expect(kept[1]?.unmappable).toEqual([]);
    const updated = planDefinitions(source, target, catalogues, choices({ update: true, drop: new Set([2]) }));
    expect(updated.slice(0, 2).map((d) => d.status)).toEqual(['same', 'update']);
    expect(updated[1]?.write).toMatchObject({ targetId: 71, body: { enabled: true } });
  });

  it('writes severity, channels, snooze and mute windows as the record has them, and compares them', () => {
    const windows = [{ days: ['sat', 'sun'], start: '22:00', end: '07:00', tz: 'Europe/London' }];
    const routed = {
      ...def(1, 'Legal', group(cond('red_flags', 81))),
      severity: 'critical',
      channel_ids: [2, 1],
      snoozed_until: '2026-12-01T10:00:00.000Z',
      mute_windows: windows,
    };
    const created = planDefinitions([routed], [], catalogues, choices());
    // Channels belong to the workspace: their ids carry over; only conditions are remapped.
    expect(created[0]?.write?.body).toEqual({
      name: 'Legal',
      enabled: true,
      condition_tree: group(cond('red_flags', 93)),
      severity: 'critical',
      channel_ids: [2, 1],
      snoozed_until: '2026-12-01T10:00:00.000Z',
      mute_windows: windows,
    });
    // There with the same tree, but delivered elsewhere: not "the same".
    const there = { ...def(70, 'Legal', group(cond('red_flags', 93))), severity: 'warning', channel_ids: [] };
    expect(planDefinitions([routed], [there], catalogues, choices())[0]?.status).toBe('keep');
    const updated = planDefinitions([routed], [there], catalogues, choices({ update: true }))[0];
    expect(updated?.status).toBe('update');
    expect(updated?.write?.body).toMatchObject({ severity: 'critical', channel_ids: [2, 1], mute_windows: windows });
    // Every field alike (channels in another order): the same.
    const alike = { ...routed, id: 70, condition_tree: group(cond('red_flags', 93)), channel_ids: [1, 2] };
    expect(planDefinitions([routed], [alike], catalogues, choices())[0]?.status).toBe('same');
  });

  it('writes no delivery field the record does not carry', () => {
    const plain = def(1, 'Legal', group(cond('red_flags', 81)));
    const body = planDefinitions([plain], [], catalogues, choices())[0]?.write?.body;
    expect(Object.keys(body ?? {})).toEqual(['name', 'enabled', 'condition_tree']);
    // The other agent's own routing is not compared against a field that is not written.
    const there = { ...def(70, 'Legal', group(cond('red_flags', 93))), severity: 'info', channel_ids: [4] };
    expect(planDefinitions([plain], [there], catalogues, choices())[0]?.status).toBe('same');
  });

  it('an agent without a catalogue takes no definition, with the service’s reason', () => {
    const plan = planDefinitions(
      source.slice(0, 1),
      [],
      { ok: false, problem: 'Agent 2 does not have settings' },
      choices(),
    );
    expect(plan[0]).toMatchObject({ status: 'blocked', problem: 'Agent 2 does not have settings', write: null });
  });
});

describe('writesOf', () => {
  it('writes intents, then profiles, then definitions', () => {
    const items = [
      ...planDefinitions([def(1, 'Legal', group(cond('red_flags', 81)))], [], catalogues, choices()),
      ...planProfiles([profile(1, 'P', {})], [], false),
      ...planIntents(intents.slice(0, 1), [], false),
    ];
    expect(writesOf(items).map((w) => w.kind)).toEqual(['intent', 'profile', 'definition']);
  });
});
