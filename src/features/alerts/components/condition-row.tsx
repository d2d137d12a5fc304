import { NativeSelect, Text } from '@mantine/core';
import { type Dispatch, memo, useId, useTransition } from 'react';
import { type CatalogueSource, type ItemKind, findItem } from '../model/catalogue';
import { type ConditionValue, comparatorFits, comparatorOption, comparatorsFor, valueShape } from '../model/comparators';
import type { EditorCondition } from '../model/tree';
import type { TreeAction } from '../model/tree-reducer';
import { type TreeShape, focusKey } from '../model/tree-shape';
import { type NodeProblems, kindOf } from '../model/validate';
import classes from './condition-tree.module.css';
import { NodeActions } from './node-actions';
import { SourceBadge } from './source-badge';
import { ValueEditor } from './value-editor';

type RowProps = {
  condition: EditorCondition;
  /** The condition's name in every control's accessible name. */
  label: string;
  problems: NodeProblems | undefined;
  dispatch: Dispatch<TreeAction>;
  shape: TreeShape;
  /** The tree's skeleton (model/tree.ts shapeKey): `shape` answers the same while it does. */
  skeleton: string;
  sources: readonly CatalogueSource[];
  index: number;
  count: number;
};

/*
 * The builder's two speed tricks, both here, kept because the wide-tree bench measured them
 * (scripts/bench-wide-tree.mjs: 100 conditions in one group, 10 keys typed into one value at 4x
 * CPU slowdown, median key-to-paint per run; a loaded 2-core machine, runs taking turns).
 *  1. A key typed in a value draws that field at once (its own text, value-editor.tsx) and the
 *     tree takes the value as a transition (`startTyping`), drawn when the main thread is free.
 *     Without it every key draws the whole builder in its own frame: 464 ms, and 208 ms with the
 *     catalogue, read-back and figures memoized too (base, the earlier editor, 72 ms that sitting).
 *     With it: 80, 104, 104, 240, 312, 368 ms against base 64, 80, 96, 96, 136, 192 ms.
 *  2. The row is memoized: the tree's transition draws the row typed in, not the hundred others.
 *     Every row drawn: 272-328 ms (before the transition), longest task 1376 ms (with it); memoized:
 *     72-160 ms, longest task 599-697 ms. A row is drawn again when its condition, name, problems,
 *     place or the tree's skeleton change.
 * Leaving the field hands its value to the tree at once (`onLeave`): a Save pressed right after
 * (the press leaves the field first) judges and sends what was typed.
 */
export const ConditionRow = memo(ConditionRowView, sameRow);

const PROBLEM_KEYS = ['item', 'comparator', 'value', 'group'] as const;

function sameRow(a: RowProps, b: RowProps): boolean {
  const sameProblems = PROBLEM_KEYS.every((k) => a.problems?.[k] === b.problems?.[k]);
  return (
    sameProblems &&
    a.condition === b.condition &&
    a.label === b.label &&
    a.skeleton === b.skeleton &&
    a.index === b.index &&
    a.count === b.count &&
    a.sources === b.sources &&
    a.dispatch === b.dispatch
  );
}

/** One condition: its name and source, its buttons, its comparator and its value. */
function ConditionRowView({ condition, label, problems = {}, dispatch, shape, sources, index, count }: RowProps) {
  const item = findItem(sources, condition.source, condition.ref);
  const kind = kindOf(item, condition.source);
  const itemProblemId = useId();
  const [typing, startTyping] = useTransition();
  const { id } = condition;
  const leave = (value: ConditionValue) => {
    if (value !== condition.value) dispatch({ type: 'setValue', id, value });
    dispatch({ type: 'touch', id });
  };
  return (
    <div role="group" aria-label={`Condition ${label}`} className={classes.row}>
      <div className={classes.rowHeading}>
        <div className={classes.rowName}>
          <span className={classes.name} dir="auto">
            {label}
          </span>
          <SourceBadge source={item ? item.source : condition.source} />
        </div>
        <NodeActions
          dispatch={dispatch}
          shape={shape}
          id={id}
          name={label}
          kind="condition"
          index={index}
          count={count}
        />
      </div>
      {problems.item ? (
        <Text size="sm" c="var(--mantine-color-error)" id={itemProblemId}>
          {problems.item}
        </Text>
      ) : null}
      <div className={classes.rowBody}>
        <ComparatorField
          id={id}
          kind={kind}
          comparator={condition.comparator}
          label={label}
          error={problems.comparator ?? (problems.item ? true : undefined)}
          describedBy={problems.item ? itemProblemId : undefined}
          dispatch={dispatch}
        />
        <ValueEditor
          shape={valueShape(kind, condition.comparator)}
          item={item}
          value={condition.value}
          label={label}
          error={problems.value}
          focus={focusKey(id, 'value')}
          typing={typing}
          onChange={(value) => startTyping(() => dispatch({ type: 'setValue', id, value }))}
          onLeave={leave}
        />
      </div>
    </div>
  );
}

type ComparatorProps = {
  id: string;
  kind: ItemKind;
  comparator: EditorCondition['comparator'];
  label: string;
  error: string | true | undefined;
  describedBy: string | undefined;
  dispatch: Dispatch<TreeAction>;
};

function ComparatorField({ id, kind, comparator, label, error, describedBy, dispatch }: ComparatorProps) {
  // A pasted comparator that does not fit stays visible (and flagged) rather than silently changed.
  const options = comparatorFits(kind, comparator) ? comparatorsFor(kind) : [comparator, ...comparatorsFor(kind)];
  const data = options.map((c) => ({
    value: c,
    label: comparatorOption(kind, c) + (comparatorFits(kind, c) ? '' : ' (does not fit)'),
  }));
  return (
    <NativeSelect
      label="Comparator"
      aria-label={`Comparator for ${label}`}
      aria-describedby={describedBy}
      value={comparator}
      error={error}
      data-focus={focusKey(id, 'comparator')}
      onBlur={() => dispatch({ type: 'touch', id })}
      onChange={(e) => {
        const next = options.find((c) => c === e.currentTarget.value);
        if (next) dispatch({ type: 'setComparator', id, comparator: next });
      }}
      data={data}
      w={200}
    />
  );
}
