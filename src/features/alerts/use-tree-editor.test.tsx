import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../contract';
import { buildCatalogue } from './model/catalogue';
import type { TreeCheck } from './model/tree-reducer';
import { useTreeEditor } from './use-tree-editor';

const sources = buildCatalogue({
  voice_metrics: [{ key: 'median_latency', label: 'Median latency', unit: 'ms' }],
} as AvailableConditions);
const TREE: ConditionNode = {
  type: 'group',
  operator: 'or',
  children: [{ type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: 1500 }],
};

describe('a save tried right after a value is typed', () => {
  it('judges the tree with the value typed, and shows its problem', async () => {
    const { result } = renderHook(() => useTreeEditor(sources, TREE));
    const id = result.current.root.children[0]?.id ?? '';
    expect(result.current.problems.size).toBe(0);
    const { dispatch } = result.current;

    // The field emptied: the key's event is one, the Save press the next.
    act(() => dispatch({ type: 'setValue', id, value: null }));
    expect(result.current.tree).toMatchObject({ children: [{ value: null }] });
    let checked: Promise<TreeCheck> | undefined;
    act(() => {
      checked = result.current.check();
    });
    await expect(checked).resolves.toEqual({ problems: 1, empty: false });
    expect(result.current.shownProblems.get(id)?.value).toBeTruthy();
    // One dispatch for the editor's life.
    expect(result.current.dispatch).toBe(dispatch);
  });

  it('answers for an empty tree that it has no condition', async () => {
    const { result } = renderHook(() => useTreeEditor(sources));
    let checked: Promise<TreeCheck> | undefined;
    act(() => {
      checked = result.current.check();
    });
    await expect(checked).resolves.toMatchObject({ empty: true });
  });
});
