import { describe, expect, it } from 'vitest';
import { cond } from '../model/model-test-helpers';
import { addNode, emptyTree, setOperator, updateCondition, type EditorGroup } from '../model/tree';
import { nextShape, treeShape } from '../model/tree-shape';
import { groupChoiceLines } from './condition-catalogue';

describe('groupChoiceLines', () => {
  it('names each group with its operator, and says the same while only a value changes', () => {
    const c = cond('voice_metrics', 'median_latency', 'gt', 1000);
    const inner = emptyTree();
    const top = emptyTree();
    let root: EditorGroup = addNode(addNode(top, top.id, c), top.id, inner);
    let shape = treeShape(root);
    const labels = () =>
      groupChoiceLines(shape, root)
        .split('\n')
        .map((l) => l.slice(l.indexOf(' ') + 1));
    expect(labels()).toEqual(['Group 1 (top level) · AND', 'Group 2 · AND']);
    const first = groupChoiceLines(shape, root);

    // A value typed: a new tree, the same skeleton and operators, the same choices (the catalogue is not drawn again).
    root = updateCondition(root, c.id, { value: 1001 });
    shape = nextShape(shape, root);
    expect(groupChoiceLines(shape, root)).toBe(first);

    // A group joined with OR: the choices say so.
    root = setOperator(root, inner.id, 'or');
    shape = nextShape(shape, root);
    expect(labels()).toEqual(['Group 1 (top level) · AND', 'Group 2 · OR']);
  });
});
