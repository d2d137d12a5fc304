import { Button } from '@mantine/core';
import { Suspense, lazy, useState } from 'react';
import { type TreeShape, focusKey } from '../model/tree-shape';
import { useFocusRef } from '../focus-registry';
import { useTreeStore } from '../use-tree-editor';
import classes from './condition-tree.module.css';

const MoveMenu = lazy(() => import('./move-menu').then((m) => ({ default: m.MoveMenu })));

type Props = {
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
 * One of a node's buttons: a plain <button> in the look of Mantine's compact-xs subtle Button, its
 * colours, radius and type read from Mantine's theme variables (`.action` in
 * condition-tree.module.css). A look-alike kept for its cost: a tree holds up to a hundred rows of
 * six buttons, and Mantine's Button is four components and three elements with its own inline
 * style, where this is one element (see docs/performance.md, row "The tree's buttons as plain
 * `<button>`s"). e2e/alerts-manage-builder.spec.ts checks that it still measures and colours
 * like Mantine's Button of the same size and variant (the "Move to…" menu's), so an upgrade that
 * changes Mantine's button fails there rather than drifting.
 */
function Action({ label, disabled = false, danger = false, focus, onClick, children }: ActionProps) {
  const focusRef = useFocusRef(focus);
  return (
    <button
      type="button"
      className={classes.action}
      data-danger={danger || undefined}
      disabled={disabled}
      aria-label={label}
      ref={focusRef}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * Keyboard-reachable buttons that move, nest, clone and remove one node. `name` is how the node
 * is called in every button's accessible name ("Median latency", "group 2").
 */
export function NodeActions({ shape, id, name, kind, index, count }: Props) {
  const { dispatch } = useTreeStore();
  const targets = shape.targetsFor(id);
  // The menu's code loads on the first "Move to…" click; until then a plain button stands in.
  const [menuWanted, setMenuWanted] = useState(false);
  const moveLabel = `Move ${name} to group…`;
  const moveFocus = focusKey(id, 'move-to');
  const moveRef = useFocusRef(moveFocus);
  const called = kind === 'condition' ? `condition ${name}` : name;
  return (
    <div className={classes.actions}>
      <Action
        label={`Move ${name} up`}
        disabled={index === 0}
        focus={focusKey(id, 'up')}
        onClick={() => dispatch({ type: 'move', id, delta: -1 })}
      >
        Up
      </Action>
      <Action
        label={`Move ${name} down`}
        disabled={index === count - 1}
        focus={focusKey(id, 'down')}
        onClick={() => dispatch({ type: 'move', id, delta: 1 })}
      >
        Down
      </Action>
      {menuWanted ? (
        <Suspense
          fallback={
            <Button size="compact-xs" variant="subtle" loading aria-label={moveLabel} ref={moveRef}>
              Move to…
            </Button>
          }
        >
          <MoveMenu
            disabled={targets.length === 0}
            name={name}
            focus={moveFocus}
            targets={targets}
            onMove={(groupId) => dispatch({ type: 'moveTo', id, groupId })}
          />
        </Suspense>
      ) : (
        <Action label={moveLabel} disabled={targets.length === 0} focus={moveFocus} onClick={() => setMenuWanted(true)}>
          Move to…
        </Action>
      )}
      {kind === 'condition' ? (
        <Action
          label={`Put ${name} in a new group`}
          disabled={!shape.canNest(id)}
          onClick={() => dispatch({ type: 'nest', id })}
        >
          Nest
        </Action>
      ) : null}
      <Action label={`Clone ${called}`} onClick={() => dispatch({ type: 'clone', id })}>
        Clone
      </Action>
      <Action label={`Remove ${called}`} danger onClick={() => dispatch({ type: 'remove', id })}>
        Remove
      </Action>
    </div>
  );
}
