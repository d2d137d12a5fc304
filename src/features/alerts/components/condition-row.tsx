import { NativeSelect, Text } from '@mantine/core';
import { type Dispatch, memo, useId } from 'react';
import { type CatalogueSource, type ItemKind, findItem } from '../model/catalogue';
import { comparatorFits, comparatorOption, comparatorsFor, valueShape } from '../model/comparators';
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

/**
 * The one speed trick of the tree, kept because it measured: a keystroke in a value draws that
 * row alone, not every row of the tree. scripts/bench-wide-tree.mjs (100 conditions, typing 10
 * keys at 4x CPU slowdown, median interaction per run, same sitting, taking turns): every row
 * drawn 272 and 328 ms; rows memoized 72, 96, 160 ms (the earlier memoized, transition-fed
 * editor: 32, 40, 40 ms). At 1x: 168 and 96 ms against 16-24 ms.
 * A row is drawn again when its condition, name, problems, place or the tree's skeleton change.
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
  const { id } = condition;
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
          onChange={(value) => dispatch({ type: 'setValue', id, value })}
          onBlur={() => dispatch({ type: 'touch', id })}
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
