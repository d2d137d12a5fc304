import { describe, expect, it } from 'vitest';
import { createFocusRegistry, firstProblemKey } from './focus-registry';
import type { EditorCondition, EditorGroup } from './model/tree';

// Stand-ins: the registry only keeps and hands back what it is given.
const button = () => ({}) as HTMLElement;

describe('the builder’s focus registry', () => {
  it('finds a control by its key while it is drawn, and forgets it once it is gone', () => {
    const registry = createFocusRegistry();
    const el = button();
    const detach = registry.ref('a:up')(el);
    expect(registry.get('a:up')).toBe(el);
    expect(registry.ref('a:up')).toBe(registry.ref('a:up'));
    if (typeof detach === 'function') detach();
    expect(registry.get('a:up')).toBeUndefined();
  });

  it('keeps the control that took a key over when the one before it goes', () => {
    const registry = createFocusRegistry();
    const standIn = button();
    const menu = button();
    const detachStandIn = registry.ref('a:move-to')(standIn);
    registry.ref('a:move-to')(menu);
    if (typeof detachStandIn === 'function') detachStandIn();
    expect(registry.get('a:move-to')).toBe(menu);
  });
});

const condition = (id: string): EditorCondition => ({
  type: 'condition',
  id,
  source: 'voice_metrics',
  ref: 'median_latency',
  comparator: 'gt',
  value: null,
});

describe('the first flagged control', () => {
  const tree: EditorGroup = {
    type: 'group',
    id: 'root',
    operator: 'and',
    children: [
      condition('a'),
      { type: 'group', id: 'g', operator: 'or', children: [condition('b'), condition('c')] },
      condition('d'),
    ],
  };

  it('is the first in the order the tree is drawn, nested groups included', () => {
    const problems = new Map([
      ['d', { value: 'Enter a number' }],
      ['c', { value: 'Enter a number' }],
    ]);
    expect(firstProblemKey(tree, problems)).toBe('c:value');
  });

  it('is the comparator where the item or the comparator does not fit, and passes over a group', () => {
    expect(
      firstProblemKey(
        tree,
        new Map([
          ['g', { group: 'empty' }],
          ['b', { item: 'gone', value: 'x' }],
        ]),
      ),
    ).toBe('b:comparator');
    expect(firstProblemKey(tree, new Map([['a', { comparator: 'no fit' }]]))).toBe('a:comparator');
  });

  it('is none when only a group has a problem', () => {
    expect(firstProblemKey(tree, new Map([['g', { group: 'empty' }]]))).toBeNull();
  });
});
