import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../../contract';
import { cond, sources } from './model-test-helpers';
import { readBack } from './read-back';
import {
  type EditorGroup,
  addNode,
  emptyTree,
  fromConditionTree,
  listGroups,
  moveTargets,
  moveToGroup,
  moveWithin,
  newId,
  removeNode,
  setOperator,
  toConditionTree,
  updateCondition,
  wrapInGroup,
  cloneNode,
  countConditions,
  levelsIn,
} from './tree';

describe('tree operations', () => {
  const build = () => {
    let root = emptyTree();
    const a = cond('voice_metrics', 'median_latency', 'gt', 800);
    const b = cond('red_flags', 1, 'is_true', null);
    root = addNode(root, root.id, a);
    root = addNode(root, root.id, b);
    const g: EditorGroup = { type: 'group', id: newId(), operator: 'or', children: [] };
    root = addNode(root, root.id, g);
    return { root, a, b, g };
  };

  it('adds, updates, moves and removes', () => {
    const built = build();
    const { a, b, g } = built;
    let root = built.root;
    root = moveToGroup(root, b.id, g.id);
    root = addNode(root, g.id, cond('red_flag_aggregates', 'red_flag_count', 'gte', 2));
    expect(readBack(toConditionTree(root), sources)).toBe(
      'Median latency > 800 ms AND (Legal threat is present OR Number of red flags ≥ 2)',
    );
    root = moveWithin(root, a.id, 1);
    expect(root.children.map((c) => c.id)).toEqual([g.id, a.id]);
    root = moveWithin(root, a.id, 1);
    expect(root.children.map((c) => c.id)).toEqual([g.id, a.id]);
    root = updateCondition(root, a.id, { comparator: 'lt', value: 300 });
    root = setOperator(root, g.id, 'and');
    expect(readBack(toConditionTree(root), sources)).toBe(
      '(Legal threat is present AND Number of red flags ≥ 2) AND Median latency < 300 ms',
    );
    root = removeNode(root, g.id);
    expect(toConditionTree(root)).toEqual({
      type: 'group',
      operator: 'and',
      children: [{ type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'lt', value: 300 }],
    });
  });

  it('never moves a group into itself or a descendant', () => {
    const built = build();
    const { g } = built;
    let root = built.root;
    const inner: EditorGroup = { type: 'group', id: newId(), operator: 'and', children: [] };
    root = addNode(root, g.id, inner);
    expect(moveTargets(root, g.id)).toEqual([]);
    expect(moveToGroup(root, g.id, inner.id)).toBe(root);
    expect(moveTargets(root, inner.id).map((t) => t.id)).toEqual([root.id]);
    expect(listGroups(root).map((x) => [x.number, x.depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('wraps a condition in a group of its own', () => {
    const built = build();
    const { a } = built;
    let root = built.root;
    root = wrapInGroup(root, a.id);
    const first = root.children[0];
    expect(first?.type === 'group' && first.children[0]?.id).toBe(a.id);
    // The new group joins with the other operator than its parent's.
    expect(first?.type === 'group' && first.operator).toBe(root.operator === 'and' ? 'or' : 'and');
  });

  it('clones a condition or a whole group right after it, with fresh ids', () => {
    const built = build();
    const { g, a } = built;
    const { root, cloneId } = cloneNode(built.root, g.id);
    const i = root.children.findIndex((c) => c.id === g.id);
    const copy = root.children[i + 1];
    expect(copy?.id).toBe(cloneId);
    expect(copy && toConditionTree(copy)).toEqual(toConditionTree(g));
    expect(copy?.type === 'group' && copy.children.every((c, k) => c.id !== g.children[k]?.id)).toBe(true);
    const again = cloneNode(root, a.id);
    expect(countConditions(again.root)).toBe(countConditions(root) + 1);
    expect(cloneNode(root, root.id)).toEqual({ root, cloneId: null });
    expect(levelsIn(root)).toBe(2);
  });

  it('round-trips the contract tree; a lone condition is put in a group', () => {
    const tree: ConditionNode = {
      type: 'group',
      operator: 'or',
      children: [
        { type: 'condition', source: 'evals', ref: 1, comparator: 'is_false', value: null },
        {
          type: 'group',
          operator: 'and',
          children: [{ type: 'condition', source: 'custom_scores', ref: 7, comparator: 'gte', value: 3 }],
        },
      ],
    };
    expect(toConditionTree(fromConditionTree(tree))).toEqual(tree);
    const lone = fromConditionTree({
      type: 'condition',
      source: 'red_flags',
      ref: 1,
      comparator: 'is_true',
      value: null,
    });
    expect(lone.type).toBe('group');
    expect(lone.children).toHaveLength(1);
  });
});
