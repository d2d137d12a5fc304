import { Button, Group, Menu } from '@mantine/core';
import { moveTargets } from '../model/tree';
import { type TreeEditor, focusKey } from '../use-tree-editor';

/**
 * Keyboard-reachable buttons that move, nest and remove one node. `name` is how the node is
 * called in every button's accessible name ("Median latency", "group 2").
 */
export function NodeActions({ editor, id, name, kind, index, count }: { editor: TreeEditor; id: string; name: string; kind: 'condition' | 'group'; index: number; count: number }) {
  const targets = moveTargets(editor.root, id);
  const { actions } = editor;
  return (
    <Group gap={4} wrap="wrap">
      <Button size="compact-xs" variant="subtle" disabled={index === 0} onClick={() => actions.move(id, -1)} aria-label={`Move ${name} up`} data-focus={focusKey(id, 'up')}>
        Up
      </Button>
      <Button size="compact-xs" variant="subtle" disabled={index === count - 1} onClick={() => actions.move(id, 1)} aria-label={`Move ${name} down`} data-focus={focusKey(id, 'down')}>
        Down
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-xs" variant="subtle" disabled={targets.length === 0} aria-label={`Move ${name} to group…`} data-focus={focusKey(id, 'move-to')}>
            Move to…
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Move {name} to</Menu.Label>
          {targets.map((g) => (
            <Menu.Item key={g.id} onClick={() => actions.moveTo(id, g.id)}>
              Group {editor.groupNumber(g.id)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {kind === 'condition' ? (
        <Button size="compact-xs" variant="subtle" onClick={() => actions.nest(id)} aria-label={`Put ${name} in a new group`}>
          Nest
        </Button>
      ) : null}
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => actions.remove(id)} aria-label={`Remove ${kind === 'condition' ? `condition ${name}` : name}`}>
        Remove
      </Button>
    </Group>
  );
}
