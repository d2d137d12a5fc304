import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../../contract';
import { cond, sources } from './model-test-helpers';
import { readBack } from './read-back';
import { type EditorGroup, addNode, emptyTree, newId } from './tree';
import { conditionLabels, validateTree } from './validate';

describe('validation and labels', () => {
  it('flags incomplete and invalid conditions, empty groups and unknown items', () => {
    let root = emptyTree();
    expect(validateTree(root, sources).get(root.id)?.group).toBe('Add at least one condition');
    const a = cond('voice_metrics', 'median_latency', 'gt', null);
    const b = cond('call_metadata', 'caller_number', 'gt', 'x');
    const c = cond('red_flags', 99, 'is_true', null);
    const g: EditorGroup = { type: 'group', id: newId(), operator: 'or', children: [] };
    for (const n of [a, b, c, g]) root = addNode(root, root.id, n);
    const p = validateTree(root, sources);
    expect(p.get(a.id)).toEqual({ value: 'Enter a number' });
    expect(p.get(b.id)?.comparator).toMatch(/does not fit Caller number/);
    expect(p.get(c.id)?.item).toBe(
      'Red flag 99 is not offered by this agent: no rule with ID 99 raises a red flag (it may have been deleted)',
    );
    expect(p.get(g.id)?.group).toMatch(/empty/);
    expect(p.has(root.id)).toBe(false);
  });

  it('names repeated items apart', () => {
    let root = emptyTree();
    const a = cond('red_flags', 1, 'is_true', null);
    const b = cond('red_flags', 1, 'is_false', null);
    root = addNode(addNode(root, root.id, a), root.id, b);
    const labels = conditionLabels(root, sources);
    expect([labels.get(a.id), labels.get(b.id)]).toEqual(['Legal threat', 'Legal threat (2)']);
  });
});

describe('read-back', () => {
  it('says every kind in words, with units and missing values', () => {
    const tree: ConditionNode = {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'condition', source: 'evals', ref: 1, comparator: 'is_false', value: null },
        { type: 'condition', source: 'voice_metrics', ref: 'talk_ratio', comparator: 'gte', value: 60 },
        { type: 'condition', source: 'call_metadata', ref: 'caller_number', comparator: 'contains', value: '+44' },
        {
          type: 'condition',
          source: 'call_metadata',
          ref: 'started_at',
          comparator: 'gt',
          value: '2026-11-20T17:00:00Z',
        },
        { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_false', value: null },
        { type: 'condition', source: 'custom_scores', ref: 7, comparator: 'eq', value: 'high' },
        { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: null },
        { type: 'condition', source: 'mystery', ref: 3, comparator: 'lt', value: 2 },
        { type: 'group', operator: 'or', children: [] },
      ],
    };
    expect(readBack(tree, sources)).toBe(
      'Greeting follows script failed AND Agent talk ratio ≥ 60% AND Caller number contains "+44" AND Start time is after 2026-11-20T17:00:00Z AND Legal threat is absent AND CSAT prediction = "high" AND Median latency > … AND Mystery 3 < 2 AND (empty group)',
    );
    expect(readBack({ type: 'group', operator: 'and', children: [] }, sources)).toBe('No conditions yet');
  });
});
