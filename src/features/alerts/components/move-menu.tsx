import { Button, Menu } from '@mantine/core';
import { useFocusRef } from '../focus-registry';

export type MoveMenuProps = {
  name: string;
  disabled: boolean;
  focus: string;
  targets: { id: string; number: number }[];
  onMove: (groupId: string) => void;
};

/**
 * The "Move to…" menu. Its module (and with it Mantine's Menu, Popover and floating-ui) is
 * loaded on the first click of any "Move to…" button, not with the alerts page: it opens
 * already open, as the click asked.
 */
export function MoveMenu({ name, disabled, focus, targets, onMove }: MoveMenuProps) {
  const focusRef = useFocusRef(focus);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          disabled={disabled}
          aria-label={`Move ${name} to group…`}
          ref={focusRef}
        >
          Move to…
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Move {name} to</Menu.Label>
        {targets.map((g) => (
          <Menu.Item key={g.id} onClick={() => onMove(g.id)}>
            Group {g.number}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
