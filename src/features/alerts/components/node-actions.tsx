import { Button, Group } from '@mantine/core';
import { Suspense, lazy, memo, useState } from 'react';
import { type TreeEditor, type TreeShape, focusKey } from '../use-tree-editor';

const MoveMenu = lazy(() => import('./move-menu').then((m) => ({ default: m.MoveMenu })));

type Props = { actions: TreeEditor['actions']; shape: TreeShape; id: string; name: string; kind: 'condition' | 'group'; index: number; count: number };

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
  const plainMove = (loading: boolean) => (
    <Button
      size="compact-xs"
      variant="subtle"
      disabled={targets.length === 0}
      loading={loading}
      onClick={() => setMenuWanted(true)}
      aria-label={moveLabel}
      data-focus={focusKey(id, 'move-to')}
    >
      Move to…
    </Button>
  );
  return (
    <Group gap={4} wrap="wrap">
      <Button size="compact-xs" variant="subtle" disabled={index === 0} onClick={() => actions.move(id, -1)} aria-label={`Move ${name} up`} data-focus={focusKey(id, 'up')}>
        Up
      </Button>
      <Button size="compact-xs" variant="subtle" disabled={index === count - 1} onClick={() => actions.move(id, 1)} aria-label={`Move ${name} down`} data-focus={focusKey(id, 'down')}>
        Down
      </Button>
      {menuWanted ? (
        <Suspense fallback={plainMove(true)}>
          <MoveMenu disabled={targets.length === 0} name={name} focus={focusKey(id, 'move-to')} targets={targets} onMove={(groupId) => actions.moveTo(id, groupId)} />
        </Suspense>
      ) : (
        plainMove(false)
      )}
      {kind === 'condition' ? (
        <Button size="compact-xs" variant="subtle" disabled={!shape.canNest(id)} onClick={() => actions.nest(id)} aria-label={`Put ${name} in a new group`}>
          Nest
        </Button>
      ) : null}
      <Button size="compact-xs" variant="subtle" onClick={() => actions.clone(id)} aria-label={`Clone ${kind === 'condition' ? `condition ${name}` : name}`}>
        Clone
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => actions.remove(id)} aria-label={`Remove ${kind === 'condition' ? `condition ${name}` : name}`}>
        Remove
      </Button>
    </Group>
  );
});
