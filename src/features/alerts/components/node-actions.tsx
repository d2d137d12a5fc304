import { Button } from '@mantine/core';
import { Suspense, lazy, memo, useState } from 'react';
import { type TreeEditor, type TreeShape, focusKey } from '../use-tree-editor';
import classes from './condition-tree.module.css';

const MoveMenu = lazy(() => import('./move-menu').then((m) => ({ default: m.MoveMenu })));

type Props = {
  actions: TreeEditor['actions'];
  shape: TreeShape;
  id: string;
  name: string;
  kind: 'condition' | 'group';
  index: number;
  count: number;
};

type ActionProps = {
  label: string;
  disabled?: boolean;
  danger?: boolean;
  focus?: string;
  onClick: () => void;
  children: string;
};

/**
 * One of a node's buttons: a plain button in the look of Mantine's subtle compact button
 * (condition-tree.module.css). A tree holds up to a hundred rows of six: one element each,
 * where Mantine's Button is three and a component of its own.
 */
function Action({ label, disabled = false, danger = false, focus, onClick, children }: ActionProps) {
  return (
    <button
      type="button"
      className={classes.action}
      data-danger={danger || undefined}
      disabled={disabled}
      aria-label={label}
      data-focus={focus}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Keyboard-reachable buttons that move, nest, clone and remove one node. `name` is how the node
 * is called in every button's accessible name ("Median latency", "group 2"). Memoized: what
 * they offer changes only with the tree's shape, not with what its conditions say.
 */
export const NodeActions = memo(function NodeActions({ actions, shape, id, name, kind, index, count }: Props) {
  const targets = shape.targetsFor(id);
  // The menu's code loads on the first "Move to…" click; until then a plain button stands in.
  const [menuWanted, setMenuWanted] = useState(false);
  const moveLabel = `Move ${name} to group…`;
  const moveFocus = focusKey(id, 'move-to');
  return (
    <div className={classes.actions}>
      <Action
        label={`Move ${name} up`}
        disabled={index === 0}
        focus={focusKey(id, 'up')}
        onClick={() => actions.move(id, -1)}
      >
        Up
      </Action>
      <Action
        label={`Move ${name} down`}
        disabled={index === count - 1}
        focus={focusKey(id, 'down')}
        onClick={() => actions.move(id, 1)}
      >
        Down
      </Action>
      {menuWanted ? (
        <Suspense
          fallback={
            <Button size="compact-xs" variant="subtle" loading aria-label={moveLabel} data-focus={moveFocus}>
              Move to…
            </Button>
          }
        >
          <MoveMenu
            disabled={targets.length === 0}
            name={name}
            focus={moveFocus}
            targets={targets}
            onMove={(groupId) => actions.moveTo(id, groupId)}
          />
        </Suspense>
      ) : (
        <Action label={moveLabel} disabled={targets.length === 0} focus={moveFocus} onClick={() => setMenuWanted(true)}>
          Move to…
        </Action>
      )}
      {kind === 'condition' ? (
        <Action label={`Put ${name} in a new group`} disabled={!shape.canNest(id)} onClick={() => actions.nest(id)}>
          Nest
        </Action>
      ) : null}
      <Action label={`Clone ${kind === 'condition' ? `condition ${name}` : name}`} onClick={() => actions.clone(id)}>
        Clone
      </Action>
      <Action
        label={`Remove ${kind === 'condition' ? `condition ${name}` : name}`}
        danger
        onClick={() => actions.remove(id)}
      >
        Remove
      </Action>
    </div>
  );
});
