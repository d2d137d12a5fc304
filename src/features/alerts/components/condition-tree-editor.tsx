import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { type CatalogueSource, findItem, sourceTitle } from '../model/catalogue';
import { comparatorFits, comparatorOption, comparatorsFor, valueShape } from '../model/comparators';
import type { EditorCondition, EditorGroup } from '../model/tree';
import { kindOf } from '../model/validate';
import { type TreeEditor, focusKey } from '../use-tree-editor';
import { NodeActions } from './node-actions';
import { ValueEditor } from './value-editor';

type Ctx = { editor: TreeEditor; sources: readonly CatalogueSource[] };

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
export function ConditionTreeEditor({ editor, sources }: Ctx) {
  // Keyed by the root: a pasted tree (a new root) opens collapsed like a loaded one.
  return <GroupBox key={editor.root.id} group={editor.root} editor={editor} sources={sources} index={0} count={1} />;
}

function GroupBox({ group, editor, sources, index, count }: Ctx & { group: EditorGroup; index: number; count: number }) {
  const number = editor.groupNumber(group.id);
  const isRoot = group.id === editor.root.id;
  const isTarget = editor.target === group.id;
  // The top group's "add a condition" is a hint, always shown; a nested group's is a problem once touched.
  const problem = (isRoot ? editor.problems : editor.shownProblems).get(group.id)?.group;
  const legendId = useId();
  const problemId = useId();
  const { visible, hiddenCount, showAll } = useCollapsed(group, editor.shownProblems);
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
            onChange={(e) => editor.actions.setOperator(group.id, e.currentTarget.value === 'or' ? 'or' : 'and')}
            data={[
              { value: 'and', label: 'AND (all must hold)' },
              { value: 'or', label: 'OR (any may hold)' },
            ]}
          />
        </Group>
        {!isRoot ? <NodeActions editor={editor} id={group.id} name={`group ${number}`} kind="group" index={index} count={count} /> : null}
      </Group>
      <Stack gap="xs" mt="xs">
        {visible.map((child, i) =>
          child.type === 'group' ? (
            <GroupBox key={child.id} group={child} editor={editor} sources={sources} index={i} count={group.children.length} />
          ) : (
            <ConditionRow key={child.id} condition={child} editor={editor} sources={sources} index={i} count={group.children.length} />
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
            onClick={() => editor.actions.setTarget(group.id)}
            aria-label={`Add conditions to group ${number}`}
          >
            {isTarget ? 'New conditions go here' : 'Add conditions here'}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!editor.canAddGroupTo(group.id)}
            onClick={() => editor.actions.addGroup(group.id)}
            aria-label={`Add group to group ${number}`}
          >
            Add group
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ConditionRow({ condition, editor, sources, index, count }: Ctx & { condition: EditorCondition; index: number; count: number }) {
  const item = findItem(sources, condition.source, condition.ref);
  const kind = kindOf(item, condition.source);
  const label = editor.labels.get(condition.id) ?? '';
  const problems = editor.shownProblems.get(condition.id) ?? {};
  const itemProblemId = useId();
  const fitting = comparatorsFor(kind);
  // A pasted comparator that does not fit stays visible (and flagged) rather than silently changed.
  const options = comparatorFits(kind, condition.comparator) ? fitting : [condition.comparator, ...fitting];
  return (
    <Paper withBorder p="xs" role="group" aria-label={`Condition ${label}`} bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap={6}>
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {item ? sourceTitle(item.source) : sourceTitle(condition.source)}
          </Badge>
        </Group>
        <NodeActions editor={editor} id={condition.id} name={label} kind="condition" index={index} count={count} />
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
          onBlur={() => editor.actions.touch(condition.id)}
          onChange={(e) => {
            const next = options.find((c) => c === e.currentTarget.value);
            if (next) editor.actions.setComparator(condition.id, next);
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
          onChange={(v) => editor.actions.setValue(condition.id, v)}
          onBlur={() => editor.actions.touch(condition.id)}
        />
      </Group>
    </Paper>
  );
}
