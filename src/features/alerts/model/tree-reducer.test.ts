import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../../contract';
import { MAX_TREE_CONDITIONS, MAX_TREE_DEPTH } from '../../../lib/condition-tree';
import { buildCatalogue, findItem } from './catalogue';
import { type EditorGroup, toConditionTree } from './tree';
import { FULL_MESSAGE, type TreeAction, type TreeState, initTreeState, targetOf, treeReducer } from './tree-reducer';

const sources = buildCatalogue({
  voice_metrics: [{ key: 'median_latency', label: 'Median latency', unit: 'ms' }],
} as AvailableConditions);
const found = findItem(sources, 'voice_metrics', 'median_latency');
if (!found) throw new Error('no item');
const latency = found;
const run = (state: TreeState, ...actions: TreeAction[]) => actions.reduce((s, a) => treeReducer(s, a, sources), state);
const cond = (value: number | null) =>
  ({ type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value }) as const;
const TWO: ConditionNode = { type: 'group', operator: 'and', children: [cond(1), cond(2)] };
const root = (s: TreeState): EditorGroup => s.history.present;
const idAt = (s: TreeState, i: number) => root(s).children[i]?.id ?? '';
const values = (s: TreeState) => root(s).children.map((c) => (c.type === 'condition' ? c.value : c.type));

describe('the tree editor reducer', () => {
  it('starts a loaded tree with every node shown and no history', () => {
    const s = initTreeState(TWO);
    expect(toConditionTree(root(s))).toEqual(TWO);
    expect(s.seen.size).toBe(3);
    expect(s.history.past).toEqual([]);
    expect(initTreeState().seen.size).toBe(0);
  });

  it('addItem: adds a condition to the target group, says so, and brings it into view', () => {
    const s = run(initTreeState(), { type: 'addItem', item: latency });
    const added = root(s).children[0];
    expect(added).toMatchObject({ type: 'condition', source: 'voice_metrics', ref: 'median_latency', value: null });
    expect(s.announcement).toBe('Added Median latency to group 1');
    expect(s.reveal?.id).toBe(added?.id);
  });

  it('addItem: adds nothing past the condition limit, and says why', () => {
    const full = Array.from({ length: MAX_TREE_CONDITIONS }, () => ({ type: 'addItem', item: latency }) as const);
    const s = run(initTreeState(), ...full, { type: 'addItem', item: latency });
    expect(root(s).children).toHaveLength(MAX_TREE_CONDITIONS);
    expect(s.announcement).toBe(FULL_MESSAGE);
  });

  it('addGroup: adds a group of the other operator, makes it the target and focuses it', () => {
    const start = initTreeState(TWO);
    const next = run(start, { type: 'addGroup', parentId: root(start).id });
    const group = root(next).children[2];
    expect(group).toMatchObject({ type: 'group', operator: 'or', children: [] });
    expect(next.targetId).toBe(group?.id);
    expect(next.focus).toEqual({ key: `${group?.id}:legend` });
    expect(next.shape.groups).toHaveLength(2);
    expect(run(start, { type: 'addGroup', parentId: 'nowhere' })).toBe(start);
  });

  it('addGroup: stops at the depth limit', () => {
    let s = initTreeState();
    for (let i = 1; i < MAX_TREE_DEPTH; i++) s = run(s, { type: 'addGroup', parentId: s.targetId });
    expect(s.shape.groups).toHaveLength(MAX_TREE_DEPTH);
    expect(run(s, { type: 'addGroup', parentId: s.targetId })).toBe(s);
  });

  it('setTarget: new conditions go to the group chosen; one removed falls back to the top', () => {
    const s0 = initTreeState(TWO);
    const withGroup = run(s0, { type: 'addGroup', parentId: root(s0).id });
    const groupId = idAt(withGroup, 2);
    const s = run(withGroup, { type: 'setTarget', id: root(withGroup).id });
    expect(s.announcement).toBe('New conditions go to group 1');
    const back = run(s, { type: 'setTarget', id: groupId }, { type: 'remove', id: groupId });
    expect(targetOf(root(back), back.targetId)).toBe(root(back).id);
  });

  it('remove: removes the node, names it, and focuses the heading', () => {
    const start = initTreeState(TWO);
    const s = run(start, { type: 'remove', id: idAt(start, 0) });
    expect(values(s)).toEqual([2]);
    expect(s.announcement).toBe('Removed Median latency');
    expect(s.focus).toEqual({ key: 'tree:heading' });
  });

  it('clone: puts a copy right after the node and focuses it', () => {
    const start = initTreeState(TWO);
    const s = run(start, { type: 'clone', id: idAt(start, 0) });
    expect(values(s)).toEqual([1, 1, 2]);
    expect(idAt(s, 1)).not.toBe(idAt(s, 0));
    expect(s.focus).toEqual({ key: `${idAt(s, 1)}:comparator` });
    expect(s.announcement).toBe('Cloned Median latency; the copy follows it');
  });

  it('move: moves a node among its siblings, and focus follows it, once for each move', () => {
    const start = initTreeState(TWO);
    const id = idAt(start, 1);
    let s = run(start, { type: 'move', id, delta: -1 });
    expect(values(s)).toEqual([2, 1]);
    const first = s.focus;
    expect(first).toEqual({ key: `${id}:up` });
    s = run(s, { type: 'move', id, delta: 1 }, { type: 'move', id, delta: -1 });
    expect(s.focus).toEqual(first);
    expect(s.focus).not.toBe(first);
  });

  it('moveTo and nest: a condition goes into a group of its own, and to another group', () => {
    const start = initTreeState(TWO);
    const id = idAt(start, 0);
    const nested = run(start, { type: 'nest', id });
    expect(toConditionTree(root(nested))).toMatchObject({ children: [{ type: 'group', operator: 'or' }, cond(2)] });
    expect(nested.announcement).toBe('Put Median latency in a new group');
    const groupId = idAt(nested, 0);
    const moved = run(nested, { type: 'moveTo', id: idAt(nested, 1), groupId });
    expect(toConditionTree(root(moved))).toMatchObject({ children: [{ type: 'group', children: [cond(1), cond(2)] }] });
    expect(moved.announcement).toBe('Moved Median latency (2) to group 2');
  });

  it("setOperator: changes a group's operator", () => {
    const start = initTreeState(TWO);
    const s = run(start, { type: 'setOperator', groupId: root(start).id, operator: 'or' });
    expect(root(s).operator).toBe('or');
  });

  it('setComparator: changes the comparator, keeps a value that still fits, and shows its problems', () => {
    const start = initTreeState();
    const added = run(start, { type: 'addItem', item: latency });
    const id = idAt(added, 0);
    const s = run(added, { type: 'setValue', id, value: 5 }, { type: 'setComparator', id, comparator: 'lt' });
    expect(root(s).children[0]).toMatchObject({ comparator: 'lt', value: 5 });
    expect(s.seen.has(id)).toBe(true);
  });

  it('setValue: keeps the keys typed into one value as one step of undo, and redoes it', () => {
    let s = run(initTreeState(), { type: 'addItem', item: latency });
    const id = idAt(s, 0);
    s = run(s, { type: 'setValue', id, value: '1' }, { type: 'setValue', id, value: '15' });
    expect(values(s)).toEqual(['15']);
    expect(s.seen.has(id)).toBe(true);
    s = run(s, { type: 'undo' });
    expect(values(s)).toEqual([null]);
    expect(s.announcement).toBe('Undid the last change to the tree');
    s = run(s, { type: 'redo' });
    expect(values(s)).toEqual(['15']);
    expect(s.announcement).toBe('Redid the change to the tree');
  });

  it('setValue keeps the shape, and the untouched conditions, as they were', () => {
    const start = initTreeState(TWO);
    const s = run(start, { type: 'setValue', id: idAt(start, 0), value: 9 });
    expect(s.shape).toBe(start.shape);
    expect(root(s).children[1]).toBe(root(start).children[1]);
    expect(run(start, { type: 'remove', id: idAt(start, 0) }).shape).not.toBe(start.shape);
  });

  it("touch: shows a node's problems once, and changes nothing after", () => {
    const start = run(initTreeState(), { type: 'addItem', item: latency });
    const s = run(start, { type: 'touch', id: idAt(start, 0) });
    expect(s.seen.has(idAt(start, 0))).toBe(true);
    expect(run(s, { type: 'touch', id: idAt(start, 0) })).toBe(s);
  });

  it('undo and redo with nothing to undo or redo change nothing', () => {
    const start = initTreeState(TWO);
    expect(run(start, { type: 'undo' })).toBe(start);
    expect(run(start, { type: 'redo' })).toBe(start);
  });

  it('load: a pasted tree replaces the tree as one step, every node shown', () => {
    const start = initTreeState();
    const s = run(start, { type: 'load', tree: TWO });
    expect(toConditionTree(root(s))).toEqual(TWO);
    expect(s.seen.size).toBe(3);
    expect(s.targetId).toBe(root(s).id);
    expect(toConditionTree(root(run(s, { type: 'undo' })))).toEqual(toConditionTree(root(start)));
  });

  it('submit shows every problem; reset starts afresh with no history', () => {
    const start = run(initTreeState(), { type: 'addItem', item: latency });
    const submitted = run(start, { type: 'submit' });
    expect(submitted.submitted).toBe(true);
    expect(run(submitted, { type: 'submit' })).toBe(submitted);
    const s = run(submitted, { type: 'reset', tree: TWO });
    expect(toConditionTree(root(s))).toEqual(TWO);
    expect(s.submitted).toBe(false);
    expect(s.history.past).toEqual([]);
  });
});
