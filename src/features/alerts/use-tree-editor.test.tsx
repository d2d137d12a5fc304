import { act, renderHook } from '@testing-library/react';
import { startTransition } from 'react';
import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../contract';
import { buildCatalogue } from './model/catalogue';
import type { TreeCheck } from './components/definition-form';
import { useTreeEditor } from './use-tree-editor';

const sources = buildCatalogue({
  voice_metrics: [{ key: 'median_latency', label: 'Median latency', unit: 'ms' }],
} as AvailableConditions);
const TREE: ConditionNode = {
  type: 'group',
  operator: 'or',
  children: [{ type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: 1500 }],
};

describe('a save tried while a typed value is still being taken up', () => {
  // A value field hands its value to the tree as a transition (ValueEditor): a Save pressed
  // before that transition is drawn must judge, and send, the tree with what was typed.
  it('waits for the value, then judges the tree with it', async () => {
    const { result } = renderHook(() => useTreeEditor(sources, TREE));
    const id = result.current.root.children[0]?.id ?? '';
    expect(result.current.problems.size).toBe(0);

    let checked: Promise<TreeCheck> | undefined;
    act(() => {
      // The field emptied; Save pressed before the tree has it.
      startTransition(() => result.current.actions.setValue(id, null));
      checked = result.current.actions.check();
      expect(result.current.tree).toEqual(TREE);
      // Meanwhile the tree on screen is not the one typed: the preview dims on this flag.
      expect(result.current.typing.get()).toBe(true);
    });

    // checkNow sets state once the value is drawn: that happens inside act too.
    await act(async () => {
      await expect(checked).resolves.toEqual({ problems: 1, empty: false });
    });
    expect(result.current.tree).toMatchObject({ children: [{ value: null }] });
    expect(result.current.shownProblems.get(id)?.value).toBeTruthy();
    expect(result.current.typing.get()).toBe(false);
  });

  it('answers at once when nothing typed is pending', async () => {
    const { result } = renderHook(() => useTreeEditor(sources, TREE));
    let checked: Promise<TreeCheck> | undefined;
    act(() => {
      checked = result.current.actions.check();
    });
    await act(async () => {
      await expect(checked).resolves.toEqual({ problems: 0, empty: false });
    });
  });
});
