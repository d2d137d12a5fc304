import { NativeSelect, Text } from '@mantine/core';
import { type Dispatch, memo, useId, useState, useTransition } from 'react';
import type { Comparator } from '../../../contract';
import { type CatalogueSource, type ItemKind, findItem } from '../model/catalogue';
import {
  type ConditionValue,
  comparatorFits,
  comparatorOption,
  comparatorsFor,
  valueShape,
} from '../model/comparators';
import type { EditorCondition, EditorGroup } from '../model/tree';
import type { TreeAction } from '../model/tree-reducer';
import { type TreeShape, focusKey } from '../model/tree-shape';
import { kindOf } from '../model/validate';
import { useFocusRef } from '../focus-registry';
import classes from './condition-tree.module.css';
import { NodeActions } from './node-actions';
import { SourceBadge } from './source-badge';
import { ValueEditor } from './value-editor';

type RowProps = {
  condition: EditorCondition;
  /** The condition's name in every control's accessible name. */
  label: string;
  /** What is wrong with its item, comparator and value, as shown (model/validate.ts NodeProblems). */
  itemProblem: string | undefined;
  comparatorProblem: string | undefined;
  valueProblem: string | undefined;
  dispatch: Dispatch<TreeAction>;
  shape: TreeShape;
  sources: readonly CatalogueSource[];
  index: number;
  count: number;
};

/*
 * The builder's speed tricks, all here, each a row of docs/performance.md with what
 * scripts/bench-wide-tree.mjs or scripts/count-alert-renders.mjs shows of it.
 *  1. A key typed in a value draws its field at once (the field's own text, value-editor.tsx)
 *     and the tree takes the value as a transition, drawn when the main thread is free; the
 *     transition is the field's own, so the key's first render is the field alone, not its row
 *     (row "A value typed drawn in its field at once"). The preview's figures are `data-typing`
 *     meanwhile, which dims them at once (value-editor.tsx, useDimWhileTyping, has its own row).
 *  2. The row is memoized: the tree's change draws the row typed in, not the hundred others.
 *     Every prop is a plain value or keeps its identity while what it says holds (the condition
 *     object, `dispatch`, the shape until a node moves, the catalogue) (row "Condition rows
 *     memoized").
 *  3. A group's hidden rows ("Show the other 80 items", `useCollapsed`) are drawn as a
 *     transition: the click is answered at once (the button loading) while the rows are drawn
 *     (row "A group's hidden rows drawn as a transition").
 *  4. A row's buttons (NodeActions, memoized in node-actions.tsx) and its comparator (`ComparatorPicker`):
 *     the row typed in is drawn again, these are not (row "A row's buttons and comparator memoized").
 * Leaving the field hands its value to the tree at once (`leave`): a Save pressed right after
 * (the press leaves the field first) judges and sends what was typed.
 */
export const ConditionRow = memo(function ConditionRow(props: RowProps) {
  const { condition, label, itemProblem, dispatch, shape, sources, index, count } = props;
  const item = findItem(sources, condition.source, condition.ref);
  const kind = kindOf(item, condition.source);
  const itemProblemId = useId();
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
      {itemProblem ? (
        <Text size="sm" c="var(--mantine-color-error)" id={itemProblemId}>
          {itemProblem}
        </Text>
      ) : null}
      <div className={classes.rowBody}>
        <ComparatorPicker
          id={id}
          kind={kind}
          comparator={condition.comparator}
          label={label}
          error={props.comparatorProblem ?? (itemProblem ? true : undefined)}
          describedBy={itemProblem ? itemProblemId : undefined}
          dispatch={dispatch}
        />
        <ValueEditor
          shape={valueShape(kind, condition.comparator)}
          item={item}
          value={condition.value}
          label={label}
          error={props.valueProblem}
          focus={focusKey(id, 'value')}
          onChange={(value) => dispatch({ type: 'setValue', id, value })}
          onLeave={leave}
        />
      </div>
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
  dispatch: Dispatch<TreeAction>;
};

/** Memoized with the row's buttons (trick 4, above, has the figures): a key typed in the value draws neither. */
const ComparatorPicker = memo(ComparatorField);

function ComparatorField({ id, kind, comparator, label, error, describedBy, dispatch }: ComparatorProps) {
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

export function useCollapsed(group: EditorGroup, shownProblems: ReadonlyMap<string, unknown>) {
  const n = group.children.length;
  const [view, setView] = useState(() => ({ length: n, shown: n > COLLAPSE_OVER ? COLLAPSED_ROWS : n }));
  // Trick 3 (above): the rest are drawn as a transition.
  const [showing, startShowing] = useTransition();
  // Items added since: shown too (a new condition goes to the end of its group).
  if (n !== view.length) setView({ length: n, shown: Math.max(0, view.shown + n - view.length) });
  const hidden = group.children.slice(view.shown);
  const all = hidden.length === 0 || hidden.some((c) => shownProblems.has(c.id));
  return {
    visible: all ? group.children : group.children.slice(0, view.shown),
    hiddenCount: all ? 0 : hidden.length,
    showing,
    showAll: () => startShowing(() => setView({ length: n, shown: n })),
  };
}
