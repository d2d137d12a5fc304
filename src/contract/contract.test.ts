import { describe, expect, it } from 'vitest';
import {
  errorTexts,
  isErrorText,
  availableConditionsSchema,
  callStatsSchema,
  callFilterOptionsSchema,
  conditionNodeSchema,
  errorBodySchema,
  simulationProfileBodySchema,
  voiceClipSetSchema,
} from '.';

describe('contract', () => {
  it('lets unknown keys pass and reads absent lists as empty', () => {
    const parsed = callFilterOptionsSchema.parse({
      call_intents: [{ id: 1, label: 'A', color: 'red' }],
      sentiments: null,
      extra: 1,
    });
    expect(parsed).toEqual({
      call_intents: [{ id: 1, label: 'A', color: 'red' }],
      call_outcomes: [],
      sentiments: [],
      labels_and_redflags: [],
      extra: 1,
    });
  });

  it('accepts a clip set with nothing but an id', () => {
    expect(voiceClipSetSchema.parse({ id: 3 })).toEqual({ id: 3, clips: [] });
    expect(voiceClipSetSchema.safeParse({ name: 'x' }).success).toBe(false);
  });

  it('refuses statistics whose bucket start is not a date, or whose counts are negative, saying where', () => {
    const figures = { calls: 2, duration_ms: 1000, outcomes: [{ id: 1, count: 2 }] };
    const good = { buckets: [{ start: '2026-11-02T00:00:00Z', ...figures }], total: figures };
    expect(callStatsSchema.safeParse(good).success).toBe(true);
    const badStart = callStatsSchema.safeParse({ ...good, buckets: [{ ...good.buckets[0], start: 'not a date' }] });
    expect(badStart.error?.issues[0]?.path).toEqual(['buckets', 0, 'start']);
    const negative = callStatsSchema.safeParse({ ...good, total: { ...figures, calls: -5 } });
    expect(negative.error?.issues[0]?.path).toEqual(['total', 'calls']);
    expect(callStatsSchema.safeParse({ ...good, total: { ...figures, duration_ms: -1 } }).success).toBe(false);
    const negativeOutcome = { ...good, total: { ...figures, outcomes: [{ id: 1, count: -2 }] } };
    expect(callStatsSchema.safeParse(negativeOutcome).success).toBe(false);
  });

  it('reads both shapes of validation items', () => {
    expect(errorBodySchema.safeParse({ detail: [{ loc: ['body', 'name'], msg: 'm', type: 't' }] }).success).toBe(true);
    expect(
      errorBodySchema.safeParse({ detail: [{ loc: ['body', 0], msg: 'm', type: 't', input: 1, ctx: { a: 1 } }] })
        .success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ detail: 5 }).success).toBe(false);
  });

  it('trims and requires a profile name, and keeps fields as strings', () => {
    expect(simulationProfileBodySchema.parse({ name: '  Angry  ', fields: { A: '1' } }).name).toBe('Angry');
    expect(simulationProfileBodySchema.safeParse({ name: '   ', fields: {} }).success).toBe(false);
    expect(simulationProfileBodySchema.safeParse({ name: 'x', fields: { A: 1 } }).success).toBe(false);
  });

  it('parses nested condition trees and refuses a bad node', () => {
    const tree = {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: 800 },
        {
          type: 'group',
          operator: 'or',
          children: [{ type: 'condition', source: 'red_flags', ref: 3, comparator: 'is_true', value: null }],
        },
      ],
    };
    expect(conditionNodeSchema.safeParse(tree).success).toBe(true);
    const bad = structuredClone(tree);
    (bad.children[1] as { operator: string }).operator = 'xor';
    const r = conditionNodeSchema.safeParse(bad);
    expect(r.success).toBe(false);
  });

  it('keeps unknown condition sources', () => {
    const parsed = availableConditionsSchema.parse({ evals: [{ id: 1, name: 'E' }], custom: [{ id: 1, name: 'X' }] });
    expect(parsed).toHaveProperty('custom');
  });
});

describe('isErrorText', () => {
  it('recognises each error text whatever its values, and nothing else', () => {
    expect(isErrorText(errorTexts.intentNotFound, 'Call intent with ID 3 not found for agent 1')).toBe(true);
    expect(isErrorText(errorTexts.intentNotFound, 'Call intent with ID 3 not found')).toBe(false);
    expect(
      isErrorText(errorTexts.profileNameTaken, "A simulation profile named 'O'Brien' already exists for this agent."),
    ).toBe(true);
    expect(
      isErrorText(errorTexts.profileNameTaken, "A simulation profile named 'x' already exists for this agent"),
    ).toBe(true);
    expect(isErrorText(errorTexts.noSettings, 'Agent 2 does not have settings')).toBe(true);
    expect(isErrorText(errorTexts.clipSetNotFound, 'Voice clip set with ID 9 not found!')).toBe(false);
    expect(isErrorText(errorTexts.sipNotFound, 'SIP config not found')).toBe(true);
    expect(isErrorText(errorTexts.sipNotFound, null)).toBe(false);
  });
});
