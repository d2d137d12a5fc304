// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../contract/index.ts';
import { EmuError } from '../errors.ts';
import { DAY, PINNED_SEED_NOW, createSeed } from '../seed.ts';
import { voiceMetric } from './call-values.ts';
import { account, compare, holds, notEvaluated, validateTree } from './evaluate.ts';
import { eventsOf, previewTree } from './preview.ts';

const agent = () => {
  const found = createSeed(PINNED_SEED_NOW).agents.find((a) => a.id === 1);
  if (!found) throw new Error('agent 1 is seeded');
  return found;
};
const or = (...children: ConditionNode[]): ConditionNode => ({ type: 'group', operator: 'or', children });
const and = (...children: ConditionNode[]): ConditionNode => ({ type: 'group', operator: 'and', children });
const legal: ConditionNode = { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null };
const slow = (ms: number): ConditionNode => ({
  type: 'condition',
  source: 'voice_metrics',
  ref: 'median_latency',
  comparator: 'gt',
  value: ms,
});
const range = (days: number) => ({
  started_after: new Date(PINNED_SEED_NOW - days * DAY).toISOString(),
  started_before: new Date(PINNED_SEED_NOW).toISOString(),
});

describe('compare', () => {
  it('reads numbers, date-times, text and yes/no as the comparator says; a missing value never holds', () => {
    expect(compare(1600, 'gt', 1500)).toBe(true);
    expect(compare(1500, 'gt', 1500)).toBe(false);
    expect(compare(1500, 'gte', 1500)).toBe(true);
    expect(compare('2026-11-10T10:00:00Z', 'lt', '2026-11-10T10:00:01.000Z')).toBe(true);
    expect(compare('2026-11-10T10:00:00Z', 'eq', '2026-11-10T10:00:00.000Z')).toBe(true);
    expect(compare('Dana Whitfield', 'contains', 'dana')).toBe(true);
    expect(compare('Dana', 'eq', 'dana')).toBe(false);
    expect(compare(false, 'is_false', null)).toBe(true);
    expect(compare(undefined, 'neq', 3)).toBe(false);
    expect(compare(null, 'is_false', null)).toBe(false);
    expect(compare('12', 'gt', 3)).toBe(false);
  });
});

describe('holds', () => {
  it('joins children with AND and OR; an empty group holds for no call', () => {
    const a = agent();
    const flagged = a.calls.find((c) => c.labels_and_redflags.some((l) => l.id === 1));
    const clean = a.calls.find((c) => c.labels_and_redflags.length === 0);
    if (!flagged || !clean) throw new Error('the seed has flagged and clean calls');
    expect(holds(a, flagged, legal)).toBe(true);
    expect(holds(a, clean, legal)).toBe(false);
    expect(holds(a, clean, or(legal, slow(0)))).toBe(true);
    expect(holds(a, flagged, and(legal, slow(100_000)))).toBe(false);
    expect(holds(a, flagged, and())).toBe(false);
  });

  it('gives each call the same voice metrics on every run', () => {
    const a = agent();
    const call = a.calls[0];
    if (!call) throw new Error('seeded');
    expect(voiceMetric(a, call, 'median_latency')).toBe(voiceMetric(agent(), structuredClone(call), 'median_latency'));
    expect(voiceMetric(a, call, 'talk_ratio')).toBeGreaterThanOrEqual(25);
  });
});

describe('previewTree', () => {
  it('counts matched of evaluated calls, by UTC day, with the matched ids newest first', () => {
    const a = agent();
    const result = previewTree(a, { condition_tree: or(legal), ...range(30) });
    const inRange = a.calls.filter((c) => Date.parse(c.started_at ?? '') >= PINNED_SEED_NOW - 30 * DAY);
    const flagged = inRange.filter((c) => c.labels_and_redflags.some((l) => l.id === 1));
    expect(result.calls_evaluated).toBe(inRange.length);
    expect(result.matched).toBe(flagged.length);
    expect(result.matched).toBeGreaterThan(3);
    expect(result.by_day).toHaveLength(31);
    expect(result.by_day.reduce((n, d) => n + d.calls, 0)).toBe(result.calls_evaluated);
    expect(result.by_day.reduce((n, d) => n + d.matched, 0)).toBe(result.matched);
    expect(result.by_day[0]?.start).toMatch(/T00:00:00\.000Z$/);
    expect(result.matched_call_ids).toEqual(flagged.map((c) => c.id).sort((x, y) => y - x));
  });

  it('refuses a range of more than 31 days with a string detail', () => {
    const run = () => previewTree(agent(), { condition_tree: legal, ...range(32) });
    expect(run).toThrow(EmuError);
    try {
      run();
    } catch (e) {
      expect(e instanceof EmuError && e.status === 400 && e.detail).toBe('The preview range may cover at most 31 days');
    }
  });

  it('refuses a tree the agent cannot evaluate, with loc into the tree', () => {
    const ratio: ConditionNode = {
      type: 'condition',
      source: 'voice_metrics',
      ref: 'talk_ratio',
      comparator: 'gt',
      value: 150,
    };
    const bad: ConditionNode = or(
      legal,
      and(ratio, { type: 'condition', source: 'red_flags', ref: 3, comparator: 'is_true', value: null }),
    );
    expect(validateTree(agent(), bad).map((p) => [p.loc, p.msg])).toEqual([
      [['body', 'condition_tree', 'children', 1, 'children', 0, 'value'], 'Input should be less than or equal to 100'],
      [
        ['body', 'condition_tree', 'children', 1, 'children', 1, 'ref'],
        'Value error, red_flags has no item 3 for this agent',
      ],
    ]);
    expect(() => previewTree(agent(), { condition_tree: bad, ...range(7) })).toThrow(EmuError);
    expect(validateTree(agent(), and()).map((p) => p.loc)).toEqual([['body', 'condition_tree', 'children']]);
  });

  it('names the conditions it cannot judge, which then hold for no call', () => {
    const late: ConditionNode = { type: 'condition', source: 'evals', ref: 3, comparator: 'is_false', value: null };
    const custom: ConditionNode = { type: 'condition', source: 'custom_scores', ref: 1, comparator: 'gt', value: 3 };
    const a = agent();
    expect(notEvaluated(a, or(late, custom), PINNED_SEED_NOW - 30 * DAY)).toEqual([
      { source: 'evals', ref: 3, reason: 'no eval results stored before 2026-11-10' },
      { source: 'custom_scores', ref: 1, reason: 'no custom scores are stored for past calls' },
    ]);
    expect(notEvaluated(a, late, PINNED_SEED_NOW - 7 * DAY)).toEqual([]);
    const month = previewTree(a, { condition_tree: or(late, custom), ...range(30) });
    expect(month.matched).toBe(0);
    expect(month.not_evaluated).toHaveLength(2);
    expect(previewTree(a, { condition_tree: late, ...range(7) }).matched).toBeGreaterThan(0);
  });
});

describe('firings', () => {
  it('keeps firings for the enabled seeded definition, newest first, with the account of each', () => {
    const a = agent();
    const events = eventsOf(a, 1);
    expect(events.length).toBeGreaterThan(10);
    const times = events.map((e) => Date.parse(e.fired_at ?? ''));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const withCall = events.find((e) => e.call_id !== null);
    const call = a.calls.find((c) => c.id === withCall?.call_id);
    if (!call) throw new Error('a firing names a call');
    expect(withCall?.matched).toBe(account(a, call, a.alertDefinitions[0]?.condition_tree as ConditionNode));
    expect(events.some((e) => e.call_id === null)).toBe(true);
    expect(events.some((e) => e.matched === 'Legal threat is present')).toBe(true);
    expect(eventsOf(a, 2)).toEqual([]);
  });
});
