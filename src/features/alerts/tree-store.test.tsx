import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import type { ConditionNode } from '../../contract';
import { sources } from './model/model-test-helpers';
import { createTreeStore } from './tree-store';
import { TreeStoreContext, useGroupView, useRowView, useValueView } from './use-tree-editor';

const latency = (value: number | null): ConditionNode => ({
  type: 'condition',
  source: 'voice_metrics',
  ref: 'median_latency',
  comparator: 'gt',
  value,
});
const TREE: ConditionNode = { type: 'group', operator: 'or', children: [latency(1000), latency(2000), latency(3000)] };

const ids = (store: ReturnType<typeof createTreeStore>) => store.root.children.map((c) => c.id);

describe('the alert builder’s tree store', () => {
  it('applies actions, serialises the tree once per change, and keeps the serialised copy while the tree holds', () => {
    const store = createTreeStore(sources, TREE);
    const [first = ''] = ids(store);
    let heard = 0;
    store.subscribe(() => heard++);

    store.dispatch({ type: 'setValue', id: first, value: 1500 });
    expect(store.tree).toMatchObject({ children: [{ value: 1500 }, { value: 2000 }, { value: 3000 }] });
    expect(JSON.parse(store.snapshot().json)).toEqual(store.tree);
    expect(heard).toBe(1);

    // Focus moves with nothing in the tree changed: the same serialised copy.
    const json = store.snapshot().json;
    store.dispatch({ type: 'touch', id: ids(store)[1] ?? '' });
    expect(store.snapshot().json).toBe(json);

    store.dispatch({ type: 'move', id: first, delta: 1 });
    expect(store.tree).toMatchObject({ children: [{ value: 2000 }, { value: 1500 }, { value: 3000 }] });
    store.dispatch({ type: 'undo' });
    store.dispatch({ type: 'undo' });
    expect(store.tree).toEqual(TREE);
    // An action that changes nothing is not heard.
    const before = heard;
    store.dispatch({ type: 'undo' });
    expect(heard).toBe(before);
  });

  it('says on a tried save how many problems the tree has, and shows them', async () => {
    const store = createTreeStore(sources, TREE);
    const [first = ''] = ids(store);
    store.dispatch({ type: 'setValue', id: first, value: null });
    await expect(store.check()).resolves.toEqual({ problems: 1, empty: false });
    expect(store.shownProblems.get(first)?.value).toBeTruthy();
    expect(store.snapshot().complete).toBe(false);
  });

  it('draws again only the row whose condition changed', () => {
    const store = createTreeStore(sources, TREE);
    const renders = new Map<string, number>();
    // Memoized on its id as ConditionRow is: a group drawn again leaves its rows as they are.
    const Row = memo(function Row({ id }: { id: string }) {
      const view = useRowView(id);
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return (
        <p>
          {`${view?.label} ${view?.comparator} `}
          <Value id={id} />
        </p>
      );
    });
    function Value({ id }: { id: string }) {
      const view = useValueView(id);
      renders.set(`${id}:value`, (renders.get(`${id}:value`) ?? 0) + 1);
      return String(view?.value);
    }
    const count = (...keys: string[]) => keys.map((k) => renders.get(k));
    function Group({ id }: { id: string }) {
      const view = useGroupView(id);
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return (
        <>
          {view?.children.map((c) => (
            <Row key={c.id} id={c.id} />
          ))}
        </>
      );
    }
    render(
      <TreeStoreContext value={store}>
        <Group id={store.root.id} />
      </TreeStoreContext>,
    );
    const [a = '', b = '', c = ''] = ids(store);
    const rootId = store.root.id;
    const all = () => count(rootId, a, b, c, `${a}:value`, `${b}:value`, `${c}:value`);
    expect(all()).toEqual([1, 1, 1, 1, 1, 1, 1]);

    // A value typed: its field alone.
    act(() => store.dispatch({ type: 'setValue', id: b, value: 2500 }));
    expect(screen.getByText('Median latency (2) gt 2500')).toBeInTheDocument();
    expect(all()).toEqual([1, 1, 1, 1, 1, 2, 1]);

    // A comparator changed: its row (which draws its field again).
    act(() => store.dispatch({ type: 'setComparator', id: a, comparator: 'lt' }));
    expect(screen.getByText('Median latency lt 1000')).toBeInTheDocument();
    expect(all()).toEqual([1, 2, 1, 1, 2, 2, 1]);

    // A problem shown on one value draws that field (and its group, which shows hidden rows with a problem).
    act(() => store.dispatch({ type: 'setValue', id: c, value: null }));
    expect(count(a, b, `${a}:value`, `${b}:value`)).toEqual([2, 1, 2, 2]);

    // A node removed: the group draws again with what it now holds.
    act(() => store.dispatch({ type: 'remove', id: a }));
    expect(renders.get(rootId)).toBe(3);
    expect(screen.queryByText(/ 1000$/)).not.toBeInTheDocument();
  });
});
