import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { type Dispatch, memo, useId } from 'react';
import type { CatalogueSource } from '../model/catalogue';
import type { EditorGroup } from '../model/tree';
import type { TreeAction } from '../model/tree-reducer';
import { type TreeShape, focusKey } from '../model/tree-shape';
import type { NodeProblems } from '../model/validate';
import { useFocusRef } from '../focus-registry';
import classes from './condition-tree.module.css';
import { ConditionRow, useCollapsed } from './condition-row';
import { NodeActions } from './node-actions';

/** What every group and row reads besides its own node. */
type TreeCtx = {
  dispatch: Dispatch<TreeAction>;
  sources: readonly CatalogueSource[];
  shape: TreeShape;
  /** Problems shown, by node id. */
  problems: ReadonlyMap<string, NodeProblems>;
  labels: ReadonlyMap<string, string>;
  target: string;
};

type EditorProps = {
  root: EditorGroup;
  dispatch: Dispatch<TreeAction>;
  shape: TreeShape;
  target: string;
  labels: ReadonlyMap<string, string>;
  /** Every problem of the tree, and those shown (touched nodes, all once a save was tried). */
  problems: ReadonlyMap<string, NodeProblems>;
  shownProblems: ReadonlyMap<string, NodeProblems>;
  sources: readonly CatalogueSource[];
};

/** The condition tree as nested groups; every change is a button or a field, no dragging. */
export function ConditionTreeEditor({
  root,
  dispatch,
  shape,
  target,
  labels,
  problems,
  shownProblems,
  sources,
}: EditorProps) {
  const ctx = { dispatch, sources, shape, problems: shownProblems, labels, target };
  // The top group's "add a condition" is a hint, always shown.
  const hint = problems.get(root.id)?.group;
  // Keyed by the root: a pasted tree (a new root) opens collapsed like a loaded one.
  return <GroupBox key={root.id} group={root} ctx={ctx} index={0} count={1} isRoot hint={hint} />;
}

type GroupProps = { group: EditorGroup; ctx: TreeCtx; index: number; count: number; isRoot?: boolean; hint?: string };

function GroupBox({ group, ctx, index, count, isRoot = false, hint }: GroupProps) {
  const { dispatch, shape } = ctx;
  const number = shape.groupNumber(group.id);
  const isTarget = ctx.target === group.id;
  // A nested group's "add a condition" is a problem once touched.
  const problem = isRoot ? hint : ctx.problems.get(group.id)?.group;
  const legendId = useId();
  const problemId = useId();
  const { visible, hiddenCount, showing, showAll } = useCollapsed(group, ctx.problems);
  return (
    <div
      role="group"
      className={classes.group}
      aria-labelledby={legendId}
      aria-describedby={problem && !isRoot ? problemId : undefined}
      style={{ borderColor: isTarget ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Heading
        id={group.id}
        operator={group.operator}
        legendId={legendId}
        isRoot={isRoot}
        dispatch={dispatch}
        shape={shape}
        index={index}
        count={count}
      />
      <div className={classes.items}>
        {visible.map((child, i) => {
          if (child.type === 'group')
            return <GroupBox key={child.id} group={child} ctx={ctx} index={i} count={group.children.length} />;
          const problems = ctx.problems.get(child.id);
          return (
            <ConditionRow
              key={child.id}
              condition={child}
              label={ctx.labels.get(child.id) ?? ''}
              itemProblem={problems?.item}
              comparatorProblem={problems?.comparator}
              valueProblem={problems?.value}
              dispatch={dispatch}
              shape={shape}
              sources={ctx.sources}
              index={i}
              count={group.children.length}
            />
          );
        })}
        {hiddenCount > 0 ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={showing}
            onClick={showAll}
            aria-label={`Show the other ${hiddenCount} items of group ${number}`}
          >
            Show the other {hiddenCount} items
          </Button>
        ) : null}
        {problem ? (
          <Text size="sm" c={isRoot ? 'dimmed' : 'red.9'} id={problemId}>
            {isRoot ? 'No conditions yet: add one from the available conditions.' : problem}
          </Text>
        ) : null}
        <Buttons id={group.id} number={number} isTarget={isTarget} shape={shape} dispatch={dispatch} />
      </div>
    </div>
  );
}

type HeadingProps = {
  id: string;
  operator: EditorGroup['operator'];
  legendId: string;
  isRoot: boolean;
  dispatch: Dispatch<TreeAction>;
  shape: TreeShape;
  index: number;
  count: number;
};

/*
 * A group's heading and buttons are memoized (their props are plain values, or keep their identity
 * while what they say holds): a key typed in a value draws its group again, not these (see
 * docs/performance.md, row "A group's heading and buttons memoized").
 */
const Heading = memo(GroupHeading);
const Buttons = memo(GroupButtons);

/** A group's name, its operator and (below the top level) its buttons. */
function GroupHeading({ id, operator, legendId, isRoot, dispatch, shape, index, count }: HeadingProps) {
  const number = shape.groupNumber(id);
  const legendRef = useFocusRef(focusKey(id, 'legend'));
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
      <Group gap="xs" align="flex-end">
        <Text component="span" id={legendId} fw={600} size="sm" tabIndex={-1} ref={legendRef}>
          Group {number}
          {isRoot ? ' (top level)' : ''}
        </Text>
        <NativeSelect
          size="xs"
          label="Join with"
          aria-label={`Join group ${number} with`}
          value={operator}
          onChange={(e) =>
            dispatch({ type: 'setOperator', groupId: id, operator: e.currentTarget.value === 'or' ? 'or' : 'and' })
          }
          data={OPERATORS}
        />
      </Group>
      {!isRoot ? (
        <NodeActions
          dispatch={dispatch}
          shape={shape}
          id={id}
          name={`group ${number}`}
          kind="group"
          index={index}
          count={count}
        />
      ) : null}
    </Group>
  );
}

const OPERATORS = [
  { value: 'and', label: 'AND (all must hold)' },
  { value: 'or', label: 'OR (any may hold)' },
];

type ButtonsProps = {
  id: string;
  number: number;
  isTarget: boolean;
  shape: TreeShape;
  dispatch: Dispatch<TreeAction>;
};

function GroupButtons({ id, number, isTarget, shape, dispatch }: ButtonsProps) {
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant={isTarget ? 'filled' : 'default'}
        aria-pressed={isTarget}
        onClick={() => dispatch({ type: 'setTarget', id })}
        aria-label={`Add conditions to group ${number}`}
      >
        {isTarget ? 'New conditions go here' : 'Add conditions here'}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={!shape.canAddGroupTo(id)}
        onClick={() => dispatch({ type: 'addGroup', parentId: id })}
        aria-label={`Add group to group ${number}`}
      >
        Add group
      </Button>
    </Group>
  );
}
