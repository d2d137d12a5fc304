import { describe, expect, it } from 'vitest';
import type { AvailableConditions } from '../../../contract';
import { MAX_TREE_CONDITIONS } from '../../../lib/condition-tree';
import { buildCatalogue, findItem } from './catalogue';
import { toConditionTree } from './tree';
import { FULL_MESSAGE, type TreeAction, type TreeState, initTreeState, treeReducer } from './tree-reducer';

const sources = buildCatalogue({ voice_metrics: [{ key: 'median_latency', label: 'Median latency', unit: 'ms' }] } as AvailableConditions);
const latency = findItem(sources, 'voice_metrics', 'median_latency');
if (!latency) throw new Error('no item');
const run = (state: TreeState, ...actions: TreeAction[]) => actions.reduce((s, a) => treeReducer(s, a, sources), state);

describe('the tree editor reducer', () => {
  it('adds a condition to the target group, says so, and brings it into view', () => {
    const s = run(initTreeState(), { type: 'addItem', item: latency });
    const added = s.history.present.children[0];
    expect(added).toMatchObject({ type: 'condition', source: 'voice_metrics', ref: 'median_latency', value: null });
    expect(s.announcement).toBe('Added Median latency to group 1');
    expect(s.reveal?.id).toBe(added?.id);
  });

  it('keeps the keys typed into one value as one step of undo, and redoes it', () => {
    let s = run(initTreeState(), { type: 'addItem', item: latency });
    const id = s.history.present.children[0]?.id ?? '';
    s = run(s, { type: 'setValue', id, value: '1' }, { type: 'setValue', id, value: '15' });
    expect(toConditionTree(s.history.present)).toMatchObject({ children: [{ value: '15' }] });
    s = run(s, { type: 'undo' });
    expect(toConditionTree(s.history.present)).toMatchObject({ children: [{ value: null }] });
    expect(s.announcement).toBe('Undid the last change to the tree');
    s = run(s, { type: 'redo' });
    expect(toConditionTree(s.history.present)).toMatchObject({ children: [{ value: '15' }] });
  });

  it('adds nothing past the condition limit, and says why', () => {
    const full = Array.from({ length: MAX_TREE_CONDITIONS }, () => ({ type: 'addItem', item: latency }) as const);
    const s = run(initTreeState(), ...full, { type: 'addItem', item: latency });
    expect(s.history.present.children).toHaveLength(MAX_TREE_CONDITIONS);
    expect(s.announcement).toBe(FULL_MESSAGE);
  });

  it('moves focus to the control of a moved node, once for each move', () => {
    let s = run(initTreeState(), { type: 'addItem', item: latency }, { type: 'addItem', item: latency });
    const id = s.history.present.children[1]?.id ?? '';
    s = run(s, { type: 'move', id, delta: -1 });
    const first = s.focus;
    expect(first).toEqual({ key: `${id}:up` });
    s = run(s, { type: 'move', id, delta: 1 }, { type: 'move', id, delta: -1 });
    expect(s.focus).toEqual(first);
    expect(s.focus).not.toBe(first);
  });
});
