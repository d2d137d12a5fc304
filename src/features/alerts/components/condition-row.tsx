import { NativeSelect, Text } from '@mantine/core';
import { memo, useCallback, useId, useMemo } from 'react';
import type { Comparator } from '../../../contract';
import { type CatalogueSource, type ItemKind, findItem, sourceTitle } from '../model/catalogue';
import {
  type ConditionValue,
  comparatorFits,
  comparatorOption,
  comparatorsFor,
  valueShape,
} from '../model/comparators';
import type { EditorCondition } from '../model/tree';
import { type NodeProblems, kindOf } from '../model/validate';
import { type TreeEditor, type TreeShape, focusKey } from '../use-tree-editor';
import classes from './condition-tree.module.css';
import { NodeActions } from './node-actions';
import { ValueEditor } from './value-editor';

type RowProps = {
  condition: EditorCondition;
  /** The condition's name in every control's accessible name. */
  label: string;
  problems: NodeProblems | undefined;
  actions: TreeEditor['actions'];
  shape: TreeShape;
  sources: readonly CatalogueSource[];
  index: number;
  count: number;
};

const NO_PROBLEMS: NodeProblems = {};

/**
 * One condition, drawn with plain elements in Mantine's look (condition-tree.module.css): a tree
 * may hold a hundred. Memoized, and so are its parts: a keystroke in its value renders the row and
 * its value field again, not its buttons or its comparator; the tree's other rows not at all.
 */
export const ConditionRow = memo(function ConditionRow({
  condition,
  label,
  problems = NO_PROBLEMS,
  actions,
  shape,
  sources,
  index,
  count,
}: RowProps) {
  const item = findItem(sources, condition.source, condition.ref);
  const kind = kindOf(item, condition.source);
  const itemProblemId = useId();
  const { id } = condition;
  const onValue = useCallback((v: ConditionValue) => actions.setValue(id, v), [actions, id]);
  const onBlur = useCallback(() => actions.touch(id), [actions, id]);
  return (
    <div role="group" aria-label={`Condition ${label}`} className={classes.row}>
      <RowHeading
        label={label}
        source={item ? item.source : condition.source}
        actions={actions}
        shape={shape}
        id={id}
        index={index}
        count={count}
      />
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
          actions={actions}
        />
        <ValueEditor
          shape={valueShape(kind, condition.comparator)}
          item={item}
          value={condition.value}
          label={label}
          error={problems.value}
          focus={focusKey(id, 'value')}
          onChange={onValue}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
});

type HeadingProps = {
  label: string;
  source: string;
  actions: TreeEditor['actions'];
  shape: TreeShape;
  id: string;
  index: number;
  count: number;
};

const RowHeading = memo(function RowHeading({ label, source, actions, shape, id, index, count }: HeadingProps) {
  return (
    <div className={classes.rowHeading}>
      <div className={classes.rowName}>
        <span className={classes.name} dir="auto">
          {label}
        </span>
        <span className={classes.badge}>{sourceTitle(source)}</span>
      </div>
      <NodeActions actions={actions} shape={shape} id={id} name={label} kind="condition" index={index} count={count} />
    </div>
  );
});

type ComparatorProps = {
  id: string;
  kind: ItemKind;
  comparator: Comparator;
  label: string;
  error: string | true | undefined;
  describedBy: string | undefined;
  actions: TreeEditor['actions'];
};

const ComparatorField = memo(function ComparatorField({
  id,
  kind,
  comparator,
  label,
  error,
  describedBy,
  actions,
}: ComparatorProps) {
  // A pasted comparator that does not fit stays visible (and flagged) rather than silently changed.
  const options = useMemo(() => {
    const fitting = comparatorsFor(kind);
    return comparatorFits(kind, comparator) ? fitting : [comparator, ...fitting];
  }, [kind, comparator]);
  const data = useMemo(
    () =>
      options.map((c) => ({
        value: c,
        label: comparatorOption(kind, c) + (comparatorFits(kind, c) ? '' : ' (does not fit)'),
      })),
    [options, kind],
  );
  return (
    <NativeSelect
      label="Comparator"
      aria-label={`Comparator for ${label}`}
      aria-describedby={describedBy}
      value={comparator}
      error={error}
      data-focus={focusKey(id, 'comparator')}
      onBlur={() => actions.touch(id)}
      onChange={(e) => {
        const next = options.find((c) => c === e.currentTarget.value);
        if (next) actions.setComparator(id, next);
      }}
      data={data}
      w={200}
    />
  );
});
