import { NativeSelect, Text } from '@mantine/core';
import { memo, useId, useState, useTransition } from 'react';
import type { Comparator } from '../../../contract';
import { type CatalogueItem, type CatalogueSource, type ItemKind, findItem } from '../model/catalogue';
import {
  type ConditionValue,
  type ValueShape,
  comparatorFits,
  comparatorOption,
  comparatorsFor,
  valueShape,
} from '../model/comparators';
import { focusKey } from '../model/tree-shape';
import { kindOf } from '../model/validate';
import { useFocusRef } from '../focus-registry';
import type { Child } from '../tree-views';
import { useRowView, useTreeStore, useValueView } from '../use-tree-editor';
import classes from './condition-tree.module.css';
import { NodeActions } from './node-actions';
import { SourceBadge } from './source-badge';
import { ValueEditor } from './value-editor';

type RowProps = { id: string; sources: readonly CatalogueSource[] };

/*
 * A row subscribes to its own node's view in the tree's store (use-tree-editor.ts useRowView): a
 * change elsewhere in the tree leaves it as it is, and its value field subscribes to the value
 * alone (`ValueField`), so a key typed draws the field, not the row. Memoized on its id and the catalogue, so a
 * group drawn again (a node added to it, its operator changed) leaves its rows as they are (see
 * docs/performance.md, row "Condition rows memoized").
 */
export const ConditionRow = memo(function ConditionRow({ id, sources }: RowProps) {
  const view = useRowView(id);
  const itemProblemId = useId();
  if (!view) return null;
  const { source, comparator, label, itemProblem, shape, index, count } = view;
  const item = findItem(sources, source, view.ref);
  const kind = kindOf(item, source);
  return (
    <div role="group" aria-label={`Condition ${label}`} className={classes.row}>
      <div className={classes.rowHeading}>
        <div className={classes.rowName}>
          <span className={classes.name} dir="auto">
            {label}
          </span>
          <SourceBadge source={item ? item.source : source} />
        </div>
        <NodeActions shape={shape} id={id} name={label} kind="condition" index={index} count={count} />
      </div>
      {itemProblem ? (
        <Text size="sm" c="var(--mantine-color-error)" id={itemProblemId}>
          {itemProblem}
        </Text>
      ) : null}
      <div className={classes.rowBody}>
        <ComparatorField
          id={id}
          kind={kind}
          comparator={comparator}
          label={label}
          error={view.comparatorProblem ?? (itemProblem ? true : undefined)}
          describedBy={itemProblem ? itemProblemId : undefined}
        />
        <ValueField id={id} shape={valueShape(kind, comparator)} item={item} label={label} />
      </div>
    </div>
  );
});

type ValueProps = { id: string; shape: ValueShape; item: CatalogueItem | null; label: string };

/**
 * The condition's value, subscribed to its own view: a key typed draws this field, not its row.
 * Leaving it hands its value to the tree (`leave`): a Save pressed right after (the press leaves
 * the field first) judges and sends what was typed.
 */
function ValueField({ id, shape, item, label }: ValueProps) {
  const { dispatch } = useTreeStore();
  const view = useValueView(id);
  const leave = (value: ConditionValue) => {
    if (value !== view?.value) dispatch({ type: 'setValue', id, value });
    dispatch({ type: 'touch', id });
  };
  return (
    <ValueEditor
      shape={shape}
      item={item}
      value={view?.value ?? null}
      label={label}
      error={view?.problem}
      focus={focusKey(id, 'value')}
      onChange={(value) => dispatch({ type: 'setValue', id, value })}
      onLeave={leave}
    />
  );
}

type ComparatorProps = {
  id: string;
  kind: ItemKind;
  comparator: Comparator;
  label: string;
  error: string | true | undefined;
  describedBy: string | undefined;
};

function ComparatorField({ id, kind, comparator, label, error, describedBy }: ComparatorProps) {
  const { dispatch } = useTreeStore();
  // A pasted comparator that does not fit stays visible (and flagged) rather than silently changed.
  const fitting = comparatorsFor(kind);
  const options = comparatorFits(kind, comparator) ? fitting : [comparator, ...fitting];
  const focusRef = useFocusRef(focusKey(id, 'comparator'));
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
      ref={focusRef}
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

/**
 * A group of more than COLLAPSE_OVER items shows its first COLLAPSED_ROWS until asked for the
 * rest: a pasted tree of a hundred conditions in one group opens at once. Items added later,
 * and hidden ones with a problem to show, are shown.
 */
const COLLAPSE_OVER = 25;
const COLLAPSED_ROWS = 20;

export function useCollapsed(children: readonly Child[], lastFlagged: number) {
  const n = children.length;
  const [view, setView] = useState(() => ({ length: n, shown: n > COLLAPSE_OVER ? COLLAPSED_ROWS : n }));
  // The rest are drawn as a transition: the click is answered at once (the button loading) while
  // the rows are drawn (see docs/performance.md, row "A group's hidden rows drawn as a transition").
  const [showing, startShowing] = useTransition();
  // Items added since: shown too (a new condition goes to the end of its group).
  if (n !== view.length) setView({ length: n, shown: Math.max(0, view.shown + n - view.length) });
  // A hidden item with a problem to show: all are shown.
  const all = view.shown >= n || lastFlagged >= view.shown;
  return {
    visible: all ? children : children.slice(0, view.shown),
    hiddenCount: all ? 0 : n - view.shown,
    showing,
    showAll: () => startShowing(() => setView({ length: n, shown: n })),
  };
}
