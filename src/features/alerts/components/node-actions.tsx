import { Button } from '@mantine/core';
import { type Dispatch, Suspense, lazy, memo, useState } from 'react';
import type { TreeAction } from '../model/tree-reducer';
import { type TreeShape, focusKey } from '../model/tree-shape';
import classes from './condition-tree.module.css';

const MoveMenu = lazy(() => import('./move-menu').then((m) => ({ default: m.MoveMenu })));

type Props = {
  dispatch: Dispatch<TreeAction>;
  shape: TreeShape;
  id: string;
  name: string;
  kind: 'condition' | 'group';
  index: number;
  count: number;
};

/**
 * Keyboard-reachable buttons that move, nest, clone and remove one node. `name` is how the node
 * is called in every button's accessible name ("Median latency", "group 2").
 * Mantine's own compact subtle Buttons, kept although they cost a little: loading a pasted tree of
 * 100 conditions (its first 20 rows drawn, six buttons each) took a longest task of 177 ms with
 * them, 143 ms with plain <button>s styled alike, and 130 ms with the former look-alikes
 * (scripts/bench-wide-tree.mjs, same sitting, medians). A one-off paste at the condition limit does
 * not justify a copy of Mantine's button that drifts on every upgrade.
 * Memoized: a key typed in a row draws the row twice and these buttons neither time (trick 4 of
 * condition-row.tsx; the figures are in components/builder.tsx).
 */
export const NodeActions = memo(function NodeActions({ dispatch, shape, id, name, kind, index, count }: Props) {
  const targets = shape.targetsFor(id);
  // The menu's code loads on the first "Move to…" click; until then a plain button stands in.
  const [menuWanted, setMenuWanted] = useState(false);
  const moveLabel = `Move ${name} to group…`;
  const moveFocus = focusKey(id, 'move-to');
  const action = { size: 'compact-xs', variant: 'subtle' } as const;
  const called = kind === 'condition' ? `condition ${name}` : name;
  return (
    <div className={classes.actions}>
      <Button
        {...action}
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        data-focus={focusKey(id, 'up')}
        onClick={() => dispatch({ type: 'move', id, delta: -1 })}
      >
        Up
      </Button>
      <Button
        {...action}
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        data-focus={focusKey(id, 'down')}
        onClick={() => dispatch({ type: 'move', id, delta: 1 })}
      >
        Down
      </Button>
      {menuWanted ? (
        <Suspense
          fallback={
            <Button {...action} loading aria-label={moveLabel} data-focus={moveFocus}>
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
        <Button
          {...action}
          aria-label={moveLabel}
          disabled={targets.length === 0}
          data-focus={moveFocus}
          onClick={() => setMenuWanted(true)}
        >
          Move to…
        </Button>
      )}
      {kind === 'condition' ? (
        <Button
          {...action}
          aria-label={`Put ${name} in a new group`}
          disabled={!shape.canNest(id)}
          onClick={() => dispatch({ type: 'nest', id })}
        >
          Nest
        </Button>
      ) : null}
      <Button {...action} aria-label={`Clone ${called}`} onClick={() => dispatch({ type: 'clone', id })}>
        Clone
      </Button>
      <Button {...action} color="red" aria-label={`Remove ${called}`} onClick={() => dispatch({ type: 'remove', id })}>
        Remove
      </Button>
    </div>
  );
});
