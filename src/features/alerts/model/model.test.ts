import { describe, expect, it } from 'vitest';
import type { AvailableConditions, ConditionNode } from '../../../contract';
import { buildCatalogue, filterCatalogue, findItem } from './catalogue';
import { comparatorsFor, parseNumberInput, valueAfterComparatorChange, valueProblem, valueShape } from './comparators';
import { readBack } from './read-back';
import {
  type EditorCondition,
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
import { conditionLabels, validateTree } from './validate';

const available = {
  evals: [{ id: 1, name: 'Greeting follows script' }],
  voice_metrics: [
    { key: 'median_latency', label: 'Median latency', unit: 'ms' },
    { key: 'talk_ratio', label: 'Agent talk ratio', unit: '%' },
  ],
  extraction_fields: [{ id: 4, name: 'order_id', type: 'number' }],
  call_metadata: [
    { key: 'caller_number', label: 'Caller number', type: 'string' },
    { key: 'transferred', label: 'Transferred to a human', type: 'boolean' },
    { key: 'started_at', label: 'Start time', type: 'datetime' },
  ],
  red_flags: [{ id: 1, label: 'Legal threat' }],
  red_flag_aggregates: [{ key: 'red_flag_count', label: 'Number of red flags' }],
  custom_scores: [{ id: 7, name: 'CSAT prediction' }, { key: 'k', label: 'By label' }, 'bare', {}],
  not_a_source: { x: 1 },
} as AvailableConditions;
const sources = buildCatalogue(available);

const cond = (
  source: string,
  ref: string | number,
  comparator: EditorCondition['comparator'],
  value: EditorCondition['value'],
): EditorCondition => ({
  type: 'condition',
  id: newId(),
  source,
  ref,
  comparator,
  value,
});

describe('catalogue', () => {
  it('lists every known source in order, then unknown ones by whatever name they carry', () => {
    expect(sources.map((s) => s.title)).toEqual([
      'Evals',
      'Voice metrics',
      'Extraction fields',
      'Call metadata',
      'Red flags',
      'Red-flag aggregates',
      'Custom scores',
    ]);
    const custom = sources[6];
    expect(custom?.known).toBe(false);
    expect(custom?.items.map((i) => [i.name, i.ref])).toEqual([
      ['CSAT prediction', 7],
      ['By label', 'k'],
      ['bare', 'bare'],
      ['Item 4', 3],
    ]);
  });

  it('types items: units, field types, red flags and aggregates', () => {
    expect(findItem(sources, 'voice_metrics', 'median_latency')).toMatchObject({ kind: 'number', unit: 'ms' });
    expect(findItem(sources, 'extraction_fields', '4')).toMatchObject({ kind: 'number', typeLabel: 'number' });
    expect(findItem(sources, 'call_metadata', 'started_at')?.kind).toBe('datetime');
    expect(findItem(sources, 'call_metadata', 'transferred')?.kind).toBe('boolean');
    expect(findItem(sources, 'red_flags', 1)?.kind).toBe('red_flag');
    expect(findItem(sources, 'red_flag_aggregates', 'red_flag_count')?.kind).toBe('count');
  });

  it('filters by name, unit or source title and keeps every source heading', () => {
    const f = filterCatalogue(sources, 'LATENCY');
    expect(f.find((s) => s.key === 'voice_metrics')?.items.map((i) => i.name)).toEqual(['Median latency']);
    expect(f.find((s) => s.key === 'evals')?.items).toEqual([]);
    expect(filterCatalogue(sources, 'red flags').find((s) => s.key === 'red_flags')?.items).toHaveLength(1);
  });
});

describe('comparators and values', () => {
  it('offers comparators that fit the item', () => {
    expect(comparatorsFor('red_flag')).toEqual(['is_true', 'is_false']);
    expect(comparatorsFor('string')).toEqual(['contains', 'eq', 'neq']);
    expect(comparatorsFor('unknown')).toHaveLength(9);
  });

  it('keeps the value while it still fits the new comparator', () => {
    expect(valueAfterComparatorChange('number', 'gt', 'gte', 800)).toBe(800);
    expect(valueAfterComparatorChange('number', 'gt', 'lte', '8x')).toBe('8x');
    expect(valueAfterComparatorChange('string', 'eq', 'contains', 'lawyer')).toBe('lawyer');
    expect(valueAfterComparatorChange('unknown', 'eq', 'gt', 'abc')).toBeNull();
    expect(valueAfterComparatorChange('unknown', 'eq', 'gt', 5)).toBe(5);
    expect(valueAfterComparatorChange('unknown', 'gt', 'is_true', 5)).toBeNull();
  });

  it('says what is wrong with a value', () => {
    expect(valueProblem(null, valueShape('number', 'gt'))).toBe('Enter a number');
    expect(valueProblem(1.5, valueShape('count', 'gte'))).toBe('Enter a whole number, 0 or more');
    expect(valueProblem('  ', valueShape('string', 'contains'))).toBe('Enter a value');
    expect(valueProblem('2026-11-20T17:00:00.000Z', valueShape('datetime', 'gt'))).toBeNull();
    expect(valueProblem('yesterday', valueShape('datetime', 'gt'))).toMatch(/date and time/);
    expect(valueProblem(null, valueShape('red_flag', 'is_true'))).toBeNull();
  });

  it('reads typed numbers', () => {
    expect(parseNumberInput('800')).toBe(800);
    expect(parseNumberInput(' -1.5 ')).toBe(-1.5);
    expect(parseNumberInput('8.')).toBe(8);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('8x')).toBe('8x');
  });
});

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

describe('validation and labels', () => {
  it('flags incomplete and invalid conditions, empty groups and unknown items', () => {
    let root = emptyTree();
    expect(validateTree(root, sources).get(root.id)?.group).toBe('Add at least one condition');
    const a = cond('voice_metrics', 'median_latency', 'gt', null);
    const b = cond('call_metadata', 'caller_number', 'gt', 'x');
    const c = cond('red_flags', 99, 'is_true', null);
    const g: EditorGroup = { type: 'group', id: newId(), operator: 'or', children: [] };
    for (const n of [a, b, c, g]) root = addNode(root, root.id, n);
    const p = validateTree(root, sources);
    expect(p.get(a.id)).toEqual({ value: 'Enter a number' });
    expect(p.get(b.id)?.comparator).toMatch(/does not fit Caller number/);
    expect(p.get(c.id)?.item).toBe(
      'Red flag 99 is not offered by this agent: no rule with ID 99 raises a red flag (it may have been deleted)',
    );
    expect(p.get(g.id)?.group).toMatch(/empty/);
    expect(p.has(root.id)).toBe(false);
  });

  it('names repeated items apart', () => {
    let root = emptyTree();
    const a = cond('red_flags', 1, 'is_true', null);
    const b = cond('red_flags', 1, 'is_false', null);
    root = addNode(addNode(root, root.id, a), root.id, b);
    const labels = conditionLabels(root, sources);
    expect([labels.get(a.id), labels.get(b.id)]).toEqual(['Legal threat', 'Legal threat (2)']);
  });
});

describe('read-back', () => {
  it('says every kind in words, with units and missing values', () => {
    const tree: ConditionNode = {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'condition', source: 'evals', ref: 1, comparator: 'is_false', value: null },
        { type: 'condition', source: 'voice_metrics', ref: 'talk_ratio', comparator: 'gte', value: 60 },
        { type: 'condition', source: 'call_metadata', ref: 'caller_number', comparator: 'contains', value: '+44' },
        {
          type: 'condition',
          source: 'call_metadata',
          ref: 'started_at',
          comparator: 'gt',
          value: '2026-11-20T17:00:00Z',
        },
        { type: 'condition', source: 'red_flags', ref: 1, comparator: 'is_false', value: null },
        { type: 'condition', source: 'custom_scores', ref: 7, comparator: 'eq', value: 'high' },
        { type: 'condition', source: 'voice_metrics', ref: 'median_latency', comparator: 'gt', value: null },
        { type: 'condition', source: 'mystery', ref: 3, comparator: 'lt', value: 2 },
        { type: 'group', operator: 'or', children: [] },
      ],
    };
    expect(readBack(tree, sources)).toBe(
      'Greeting follows script failed AND Agent talk ratio ≥ 60% AND Caller number contains "+44" AND Start time is after 2026-11-20T17:00:00Z AND Legal threat is absent AND CSAT prediction = "high" AND Median latency > … AND Mystery 3 < 2 AND (empty group)',
    );
    expect(readBack({ type: 'group', operator: 'and', children: [] }, sources)).toBe('No conditions yet');
  });
});
