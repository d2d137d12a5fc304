import { describe, expect, it } from 'vitest';
import type { AlertDefinition } from '../contract';
import {
  MAX_TREE_CONDITIONS,
  MAX_TREE_DEPTH,
  conditionCount,
  conditionItems,
  definitionsUsing,
  groupDepth,
  isTooDeep,
  isTooWide,
  tooWideMessage,
} from './condition-tree';

const redFlag = (ref: number | string) => ({
  type: 'condition',
  source: 'red_flags',
  ref,
  comparator: 'is_true',
  value: null,
});
const field = (ref: number) => ({ type: 'condition', source: 'extraction_fields', ref, comparator: 'gt', value: 0 });
const def = (id: number, tree: unknown): AlertDefinition => ({
  id,
  name: `Alert ${id}`,
  enabled: true,
  condition_tree: tree,
});

describe('tracing definitions to rules and fields (service interface B.2)', () => {
  const defs = [
    def(1, {
      type: 'group',
      operator: 'or',
      children: [redFlag(1), { type: 'group', operator: 'and', children: [field(4)] }],
    }),
    def(2, { type: 'group', operator: 'and', children: [redFlag('1'), field(5)] }),
    def(3, redFlag(2)),
    def(4, 'not a tree'),
    def(5, null),
  ];

  it('finds every definition whose conditions name the rule or field, at any depth; ids match as text', () => {
    expect(definitionsUsing(defs, { source: 'red_flags', ref: 1 }).map((d) => d.id)).toEqual([1, 2]);
    expect(definitionsUsing(defs, { source: 'extraction_fields', ref: 4 }).map((d) => d.id)).toEqual([1]);
    expect(definitionsUsing(defs, { source: 'red_flags', ref: 2 }).map((d) => d.id)).toEqual([3]);
    // Same id, other source: a field 1 is not rule 1.
    expect(definitionsUsing(defs, { source: 'extraction_fields', ref: 1 })).toEqual([]);
  });

  it('lists condition items in reading order and skips what is not a condition', () => {
    expect(conditionItems(defs[0]?.condition_tree)).toEqual([
      { source: 'red_flags', ref: 1 },
      { source: 'extraction_fields', ref: 4 },
    ]);
    expect(conditionItems({ type: 'group', children: [null, 3, { source: 'x' }] })).toEqual([]);
  });

  it('walks a tree of any depth without recursion', () => {
    let deep: unknown = redFlag(7);
    for (let i = 0; i < 200_000; i++) deep = { type: 'group', operator: 'and', children: [deep] };
    expect(conditionItems(deep)).toEqual([{ source: 'red_flags', ref: 7 }]);
    expect(definitionsUsing([def(9, deep)], { source: 'red_flags', ref: 7 })).toHaveLength(1);
    expect(isTooDeep(deep)).toBe(true);
    expect(groupDepth(deep, MAX_TREE_DEPTH)).toBe(MAX_TREE_DEPTH + 1);
    expect(isTooDeep(defs[0]?.condition_tree)).toBe(false);
    expect(groupDepth(redFlag(1))).toBe(0);
  });
});

describe('how wide a tree may be', () => {
  const wide = (n: number) => ({
    type: 'group',
    operator: 'and',
    children: Array.from({ length: n }, (_, i) => redFlag(i)),
  });

  it('counts conditions at any depth, and stops counting past the limit', () => {
    expect(
      conditionCount({
        type: 'group',
        operator: 'or',
        children: [redFlag(1), { type: 'group', operator: 'and', children: [field(4), field(5)] }],
      }),
    ).toBe(3);
    expect(conditionCount(redFlag(1))).toBe(1);
    expect(conditionCount(wide(10_000), 5)).toBe(6);
  });

  it(`takes ${MAX_TREE_CONDITIONS} conditions and refuses one more, saying how many and the limit`, () => {
    expect(isTooWide(wide(MAX_TREE_CONDITIONS))).toBe(false);
    expect(isTooWide(wide(MAX_TREE_CONDITIONS + 1))).toBe(true);
    expect(tooWideMessage('The pasted tree', wide(10_000))).toBe(
      `The pasted tree has 10,000 conditions; the builder takes at most ${MAX_TREE_CONDITIONS}. Split it into several alert definitions.`,
    );
  });
});
