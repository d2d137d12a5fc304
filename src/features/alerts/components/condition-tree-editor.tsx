import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import type { CatalogueSource } from '../model/catalogue';
import { focusKey } from '../model/tree-shape';
import { useFocusRef } from '../focus-registry';
import type { GroupView } from '../tree-views';
import { useGroupView, useTreeStore, useTreeValue } from '../use-tree-editor';
import classes from './condition-tree.module.css';
import { ConditionRow, useCollapsed } from './condition-row';
import { NodeActions } from './node-actions';

/** The condition tree as nested groups; every change is a button or a field, no dragging. */
export function ConditionTreeEditor({ sources }: { sources: readonly CatalogueSource[] }) {
  const store = useTreeStore();
  const rootId = useTreeValue(store, (s) => s.root.id);
  // Keyed by the root: a pasted tree (a new root) opens collapsed like a loaded one.
  return <GroupBox key={rootId} id={rootId} sources={sources} isRoot />;
}

type GroupProps = { id: string; sources: readonly CatalogueSource[]; isRoot?: boolean };

/** A group, drawn again when its own view changes (its operator, its children, its problem). */
function GroupBox({ id, sources, isRoot = false }: GroupProps) {
  const group = useGroupView(id);
  const legendId = useId();
  const problemId = useId();
  const { visible, hiddenCount, showing, showAll } = useCollapsed(group?.children ?? [], group?.lastFlagged ?? -1);
  if (!group) return null;
  const { shape, isTarget, problem } = group;
  const number = shape.groupNumber(id);
  return (
    <div
      role="group"
      className={classes.group}
      aria-labelledby={legendId}
      aria-describedby={problem && !isRoot ? problemId : undefined}
      style={{ borderColor: isTarget ? 'var(--mantine-primary-color-filled)' : undefined }}
    >
      <GroupHeading group={group} legendId={legendId} isRoot={isRoot} />
      <div className={classes.items}>
        {visible.map((child) =>
          child.group ? (
            <GroupBox key={child.id} id={child.id} sources={sources} />
          ) : (
            <ConditionRow key={child.id} id={child.id} sources={sources} />
          ),
        )}
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
        <GroupButtons id={id} number={number} isTarget={isTarget} canAddGroup={shape.canAddGroupTo(id)} />
      </div>
    </div>
  );
}

type HeadingProps = { group: GroupView; legendId: string; isRoot: boolean };

/** A group's name, its operator and (below the top level) its buttons. */
function GroupHeading({ group, legendId, isRoot }: HeadingProps) {
  const { dispatch } = useTreeStore();
  const { id, operator, shape, index, count } = group;
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
        <NodeActions shape={shape} id={id} name={`group ${number}`} kind="group" index={index} count={count} />
      ) : null}
    </Group>
  );
}

const OPERATORS = [
  { value: 'and', label: 'AND (all must hold)' },
  { value: 'or', label: 'OR (any may hold)' },
];

type ButtonsProps = { id: string; number: number; isTarget: boolean; canAddGroup: boolean };

function GroupButtons({ id, number, isTarget, canAddGroup }: ButtonsProps) {
  const { dispatch } = useTreeStore();
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
        disabled={!canAddGroup}
        onClick={() => dispatch({ type: 'addGroup', parentId: id })}
        aria-label={`Add group to group ${number}`}
      >
        Add group
      </Button>
    </Group>
  );
}
