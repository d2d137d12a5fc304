import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cond } from '../model/model-test-helpers';
import { addNode, emptyTree, setOperator, updateCondition, type EditorGroup } from '../model/tree';
import { nextShape, treeShape } from '../model/tree-shape';
import { useGroupChoices } from './condition-catalogue';

describe('useGroupChoices', () => {
  it('names each group with its operator, and keeps the same choices while only a value changes', () => {
    const c = cond('voice_metrics', 'median_latency', 'gt', 1000);
    const inner = emptyTree();
    const top = emptyTree();
    let root: EditorGroup = addNode(addNode(top, top.id, c), top.id, inner);
    let shape = treeShape(root);
    const { result, rerender } = renderHook(({ r, s }) => useGroupChoices(s, r), {
      initialProps: { r: root, s: shape },
    });
    expect(result.current.map((g) => g.label)).toEqual(['Group 1 (top level) · AND', 'Group 2 · AND']);
    const first = result.current;

    // A value typed: a new tree, the same skeleton and operators, the same choices (the memoized catalogue stays).
    root = updateCondition(root, c.id, { value: 1001 });
    shape = nextShape(shape, root);
    rerender({ r: root, s: shape });
    expect(result.current).toBe(first);

    // A group joined with OR: the choices say so.
    root = setOperator(root, inner.id, 'or');
    shape = nextShape(shape, root);
    rerender({ r: root, s: shape });
    expect(result.current.map((g) => g.label)).toEqual(['Group 1 (top level) · AND', 'Group 2 · OR']);
  });
});
