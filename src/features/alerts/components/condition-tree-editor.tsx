import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { memo, useId, useMemo, useState } from 'react';
import { shallowEqual, useSharedMap } from '../../../lib/use-stable';
import classes from './condition-tree.module.css';
import { type CatalogueSource, findItem, sourceTitle } from '../model/catalogue';
import { comparatorFits, comparatorOption, comparatorsFor, valueShape } from '../model/comparators';
import type { EditorCondition, EditorGroup } from '../model/tree';
import { type NodeProblems, kindOf } from '../model/validate';
import { type TreeEditor, type TreeShape, focusKey } from '../use-tree-editor';
import { NodeActions } from './node-actions';
import { ValueEditor } from './value-editor';

/**
 * What every group and row reads besides its own node. Each part keeps its identity while it
 * holds the same (the actions always, the shape until a node moves, the maps while no problem
 * or name changes), so a keystroke in one value re-renders that row and the groups holding it,
 * not the tree's other rows.
 */
type TreeCtx = {
  actions: TreeEditor['actions'];
  sources: readonly CatalogueSource[];
  shape: TreeShape;
  /** Problems shown, by node id. */
  problems: ReadonlyMap<string, NodeProblems>;
  labels: ReadonlyMap<string, string>;
  target: string;
};

/**
 * A group of more than COLLAPSE_OVER items shows its first COLLAPSED_ROWS until asked for the
 * rest: a pasted tree of a hundred conditions in one group opens at once and stays quick to type
 * in. Items added later, and hidden ones with a problem to show, are shown.
 */
const COLLAPSE_OVER = 25;
const COLLAPSED_ROWS = 20;

function useCollapsed(group: EditorGroup, shownProblems: ReadonlyMap<string, unknown>) {
  const n = group.children.length;
  const [view, setView] = useState(() => ({ length: n, shown: n > COLLAPSE_OVER ? COLLAPSED_ROWS : n }));
  // Items added since: shown too (a new condition goes to the end of its group).
  if (n !== view.length) setView({ length: n, shown: Math.max(0, view.shown + n - view.length) });
  const hidden = group.children.slice(view.shown);
  const all = hidden.length === 0 || hidden.some((c) => shownProblems.has(c.id));
  return { visible: all ? group.children : group.children.slice(0, view.shown), hiddenCount: all ? 0 : hidden.length, showAll: () => setView({ length: n, shown: n }) };
}

/** The condition tree as nested groups; every change is a button or a field, no dragging. */
export function ConditionTreeEditor({ editor, sources }: { editor: TreeEditor; sources: readonly CatalogueSource[] }) {
  const problems = useSharedMap(editor.shownProblems, shallowEqual);
  const labels = useSharedMap(editor.labels, Object.is);
  const { actions, shape, target } = editor;
  const ctx = useMemo(() => ({ actions, sources, shape, problems, labels, target }), [actions, sources, shape, problems, labels, target]);
  // The top group's "add a condition" is a hint, always shown.
  const hint = editor.problems.get(editor.root.id)?.group;
  // Keyed by the root: a pasted tree (a new root) opens collapsed like a loaded one.
  return <GroupBox key={editor.root.id} group={editor.root} ctx={ctx} index={0} count={1} isRoot hint={hint} />;
}

type GroupProps = { group: EditorGroup; ctx: TreeCtx; index: number; count: number; isRoot?: boolean; hint?: string };

const GroupBox = memo(function GroupBox({ group, ctx, index, count, isRoot = false, hint }: GroupProps) {
  const { actions, shape } = ctx;
  const number = shape.groupNumber(group.id);
  const isTarget = ctx.target === group.id;
  // A nested group's "add a condition" is a problem once touched.
  const problem = isRoot ? hint : ctx.problems.get(group.id)?.group;
  const legendId = useId();
  const problemId = useId();
  const { visible, hiddenCount, showAll } = useCollapsed(group, ctx.problems);
  return (
    <Paper
      role="group"
      withBorder
      p="sm"
      aria-labelledby={legendId}
      aria-describedby={problem && !isRoot ? problemId : undefined}
      style={{ borderColor: isTarget ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Group gap="xs" align="flex-end">
          <Text component="span" id={legendId} fw={600} size="sm" tabIndex={-1} data-focus={focusKey(group.id, 'legend')}>
            Group {number}
            {isRoot ? ' (top level)' : ''}
          </Text>
          <NativeSelect
            size="xs"
            label="Join with"
            aria-label={`Join group ${number} with`}
            value={group.operator}
            onChange={(e) => actions.setOperator(group.id, e.currentTarget.value === 'or' ? 'or' : 'and')}
            data={[
              { value: 'and', label: 'AND (all must hold)' },
              { value: 'or', label: 'OR (any may hold)' },
            ]}
          />
        </Group>
        {!isRoot ? <NodeActions actions={actions} shape={shape} id={group.id} name={`group ${number}`} kind="group" index={index} count={count} /> : null}
      </Group>
      <Stack gap="xs" mt="xs">
        {visible.map((child, i) =>
          child.type === 'group' ? (
            <GroupBox key={child.id} group={child} ctx={ctx} index={i} count={group.children.length} />
          ) : (
            <ConditionRow
              key={child.id}
              condition={child}
              label={ctx.labels.get(child.id) ?? ''}
              problems={ctx.problems.get(child.id)}
              actions={actions}
              shape={shape}
              sources={ctx.sources}
              index={i}
              count={group.children.length}
            />
          ),
        )}
        {hiddenCount > 0 ? (
          <Button size="compact-sm" variant="light" onClick={showAll} aria-label={`Show the other ${hiddenCount} items of group ${number}`}>
            Show the other {hiddenCount} items
          </Button>
        ) : null}
        {problem ? (
          <Text size="sm" c={isRoot ? 'dimmed' : 'red.9'} id={problemId}>
            {isRoot ? 'No conditions yet: add one from the available conditions.' : problem}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant={isTarget ? 'filled' : 'default'}
            aria-pressed={isTarget}
            onClick={() => actions.setTarget(group.id)}
            aria-label={`Add conditions to group ${number}`}
          >
            {isTarget ? 'New conditions go here' : 'Add conditions here'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!shape.canAddGroupTo(group.id)}
            onClick={() => actions.addGroup(group.id)}
            aria-label={`Add group to group ${number}`}
          >
            Add group
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
});

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

/** One condition. Memoized: it renders again only when its own node, name, problems or place change. */
const ConditionRow = memo(function ConditionRow({ condition, label, problems = NO_PROBLEMS, actions, shape, sources, index, count }: RowProps) {
  const item = findItem(sources, condition.source, condition.ref);
  const kind = kindOf(item, condition.source);
  const itemProblemId = useId();
  const fitting = comparatorsFor(kind);
  // A pasted comparator that does not fit stays visible (and flagged) rather than silently changed.
  const options = comparatorFits(kind, condition.comparator) ? fitting : [condition.comparator, ...fitting];
  return (
    <Paper withBorder p="xs" role="group" aria-label={`Condition ${label}`} className={classes.row} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {item ? sourceTitle(item.source) : sourceTitle(condition.source)}
          </Badge>
        </Group>
        <NodeActions actions={actions} shape={shape} id={condition.id} name={label} kind="condition" index={index} count={count} />
      </Group>
      {problems.item ? (
        <Text size="sm" c="var(--mantine-color-error)" id={itemProblemId}>
          {problems.item}
        </Text>
      ) : null}
      <Group align="flex-start" gap="sm" mt={4} wrap="wrap">
        <NativeSelect
          label="Comparator"
          aria-label={`Comparator for ${label}`}
          aria-describedby={problems.item ? itemProblemId : undefined}
          value={condition.comparator}
          error={problems.comparator ?? (problems.item ? true : undefined)}
          data-focus={focusKey(condition.id, 'comparator')}
          onBlur={() => actions.touch(condition.id)}
          onChange={(e) => {
            const next = options.find((c) => c === e.currentTarget.value);
            if (next) actions.setComparator(condition.id, next);
          }}
          data={options.map((c) => ({ value: c, label: comparatorOption(kind, c) + (comparatorFits(kind, c) ? '' : ' (does not fit)') }))}
          w={200}
        />
        <ValueEditor
          shape={valueShape(kind, condition.comparator)}
          item={item}
          value={condition.value}
          label={label}
          error={problems.value}
          focus={focusKey(condition.id, 'value')}
          onChange={(v) => actions.setValue(condition.id, v)}
          onBlur={() => actions.touch(condition.id)}
        />
      </Group>
    </Paper>
  );
});

const NO_PROBLEMS: NodeProblems = {};
