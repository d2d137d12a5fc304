import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../../contract';
import { placeProblems, withServiceProblems } from './service-problems';
import { fromConditionTree, toConditionTree } from './tree';

const tree: ConditionNode = {
  type: 'group',
  operator: 'or',
  children: [
    { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_true', value: null },
    {
      type: 'group',
      operator: 'and',
      children: [{ type: 'condition', source: 'voice_metrics', ref: 'talk_ratio', comparator: 'gt', value: 150 }],
    },
  ],
};

describe('placeProblems', () => {
  it('follows loc into the tree as the builder holds it', () => {
    const root = fromConditionTree(tree);
    expect(toConditionTree(root)).toEqual(tree);
    const inner = root.children[1];
    const ratio = inner?.type === 'group' ? inner.children[0] : undefined;
    const placed = placeProblems(root, [
      {
        loc: ['body', 'condition_tree', 'children', 1, 'children', 0, 'value'],
        msg: 'Input should be less than or equal to 100',
      },
      { loc: ['body', 'condition_tree', 'children', 0, 'ref'], msg: 'No such flag' },
      { loc: ['body', 'condition_tree', 'children', 1, 'operator'], msg: 'Bad operator' },
      { loc: ['body', 'started_after'], msg: 'Input should be a valid datetime' },
      { loc: ['body', 'condition_tree', 'children', 9, 'value'], msg: 'Out of the tree' },
    ]);
    expect(placed).toEqual([
      { nodeId: ratio?.id, field: 'value', message: 'Input should be less than or equal to 100' },
      { nodeId: root.children[0]?.id, field: 'item', message: 'No such flag' },
      { nodeId: inner?.id, field: 'group', message: 'Bad operator' },
      { nodeId: null, field: null, message: 'Input should be a valid datetime' },
      { nodeId: root.id, field: 'group', message: 'Out of the tree' },
    ]);
  });

  it('adds the service problems to the builder problems without hiding the builder own', () => {
    const root = fromConditionTree(tree);
    const first = root.children[0]?.id ?? '';
    const merged = withServiceProblems(new Map([[first, { value: 'Enter a number' }]]), [
      { nodeId: first, field: 'value', message: 'from the service' },
      { nodeId: first, field: 'comparator', message: 'does not apply' },
      { nodeId: null, field: null, message: 'elsewhere' },
    ]);
    expect(merged.get(first)).toEqual({ value: 'Enter a number', comparator: 'does not apply' });
  });
});
