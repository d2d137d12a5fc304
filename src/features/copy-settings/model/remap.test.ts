import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../../contract';
import { indexCatalogue, remapTree, sameTree } from './remap';

const here = indexCatalogue({
  evals: [{ id: 1, name: 'Greeting follows script' }],
  voice_metrics: [
    { key: 'median_latency', label: 'Median latency', unit: 'ms' },
    { key: 'talk_ratio', label: 'Agent talk ratio', unit: '%' },
  ],
  extraction_fields: [{ id: 4, name: 'order_id', type: 'number' }],
  call_metadata: [{ key: 'transferred', label: 'Transferred to a human', type: 'boolean' }],
  red_flags: [
    { id: 81, label: 'Legal threat' },
    { id: 82, label: 'Abuse' },
  ],
  red_flag_aggregates: [{ key: 'red_flag_count', label: 'Number of red flags' }],
  custom_scores: [{ id: 5, name: 'CSAT prediction' }],
} as AvailableConditions);

const there = indexCatalogue({
  evals: [{ id: 7, name: 'Greeting follows script' }],
  // The same key under another label is the same metric; a label alone is not.
  voice_metrics: [
    { key: 'median_latency', label: 'Median response time', unit: 'ms' },
    { key: 'talk_share', label: 'Agent talk ratio', unit: '%' },
  ],
  extraction_fields: [{ id: 12, name: 'order_id', type: 'number' }],
  call_metadata: [{ key: 'transferred', label: 'Transferred', type: 'boolean' }],
  red_flags: [
    { id: 93, label: 'Legal threat' },
    { id: 94, label: 'Abuse' },
    { id: 95, label: 'Abuse' },
  ],
  red_flag_aggregates: [{ key: 'red_flag_count', label: 'Number of red flags' }],
  custom_scores: [{ id: 9, name: 'CSAT prediction' }],
} as AvailableConditions);

const cond = (source: string, ref: string | number, value: string | number | null = null): ConditionNode => ({
  type: 'condition',
  source,
  ref,
  comparator: value === null ? 'is_true' : 'gt',
  value,
});
const group = (operator: 'and' | 'or', ...children: ConditionNode[]): ConditionNode => ({
  type: 'group',
  operator,
  children,
});
const opts = (drop: boolean) => ({ drop, targetName: 'Collections' });

describe('remapTree', () => {
  it('gives each condition the id the other agent has for the same name, keys staying keys', () => {
    const tree = group(
      'and',
      cond('red_flags', 81),
      cond('evals', 1),
      cond('extraction_fields', '4', 3),
      cond('voice_metrics', 'median_latency', 1500),
      cond('call_metadata', 'transferred'),
      cond('red_flag_aggregates', 'red_flag_count', 1),
      cond('custom_scores', 5, 4),
    );
    const out = remapTree(tree, here, there, opts(false));
    expect(out.unmappable).toEqual([]);
    expect(out.tree).toEqual(
      group(
        'and',
        cond('red_flags', 93),
        cond('evals', 7),
        cond('extraction_fields', 12, 3),
        cond('voice_metrics', 'median_latency', 1500),
        cond('call_metadata', 'transferred'),
        cond('red_flag_aggregates', 'red_flag_count', 1),
        cond('custom_scores', 9, 4),
      ),
    );
  });

  it('names each condition without a counterpart, with why, in nested groups too', () => {
    const tree = group(
      'or',
      cond('red_flags', 81),
      group('and', cond('voice_metrics', 'talk_ratio', 60), group('or', cond('red_flags', 82), cond('red_flags', 404))),
    );
    const out = remapTree(tree, here, there, opts(false));
    expect(out.unmappable).toEqual([
      {
        source: 'voice_metrics',
        ref: 'talk_ratio',
        name: 'Agent talk ratio',
        known: true,
        reason: 'Collections has no voice metric with the key “talk_ratio”',
      },
      {
        source: 'red_flags',
        ref: 82,
        name: 'Abuse',
        known: true,
        reason: 'Collections has 2 items named “Abuse”: which one is meant cannot be told',
      },
      {
        source: 'red_flags',
        ref: 404,
        name: '404',
        known: false,
        reason: "not in this agent's catalogue, so it has no name to look for",
      },
    ]);
    // Kept as it was: the definition is not copied like this.
    expect(out.tree).toEqual(
      group('or', cond('red_flags', 93), (tree as { children: ConditionNode[] }).children[1] as ConditionNode),
    );
  });

  it('a source the other agent lacks altogether leaves its conditions without a counterpart', () => {
    const out = remapTree(cond('evals', 1), here, indexCatalogue({ red_flags: [] }), opts(false));
    const reasons = out.unmappable.map((u) => u.reason);
    expect(reasons).toEqual(['Collections has no eval named “Greeting follows script”']);
  });

  it('dropping leaves the conditions out and every group they emptied, keeping the tree valid', () => {
    const tree = group(
      'or',
      cond('red_flags', 81),
      group('and', cond('voice_metrics', 'talk_ratio', 60), group('or', cond('red_flags', 82))),
      group('and'),
    );
    const out = remapTree(tree, here, there, opts(true));
    expect(out.unmappable).toHaveLength(2);
    // The inner groups held only dropped conditions; the group that was empty already stays.
    expect(out.tree).toEqual(group('or', cond('red_flags', 93), group('and')));
  });

  it('dropping every condition leaves nothing', () => {
    const out = remapTree(group('and', group('or', cond('red_flags', 82))), here, there, opts(true));
    expect(out.tree).toBeNull();
  });

  it('reads prototype names as plain names', () => {
    const from = indexCatalogue({ red_flags: [{ id: 1, label: 'constructor' }] });
    const out = remapTree(cond('red_flags', 1), from, indexCatalogue({ red_flags: [] }), opts(false));
    expect(out.unmappable[0]?.reason).toBe('Collections has no red flag named “constructor”');
  });
});

describe('sameTree', () => {
  it('compares refs as text, and everything else exactly', () => {
    expect(sameTree(group('and', cond('red_flags', 93)), group('and', cond('red_flags', '93')))).toBe(true);
    expect(sameTree(group('and', cond('red_flags', 93)), group('or', cond('red_flags', 93)))).toBe(false);
    expect(sameTree(cond('evals', 1), cond('evals', 1, 3))).toBe(false);
    expect(sameTree(group('and'), group('and', cond('evals', 1)))).toBe(false);
  });
});
