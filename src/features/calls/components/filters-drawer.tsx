import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHoldsKeys } from '../../../components/dialog-keys';

/**
 * The filters on a phone: a drawer from the foot of the screen, a dialog named "Filters". Composed
 * as src/components/dialog.tsx is, so axe passes: a plain div for its header (Mantine renders a
 * <header>, a second banner landmark) and a named close button.
 */
export function FiltersDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  useHoldsKeys(opened);
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="85%">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title fw={600}>Filters</Drawer.Title>
          <Drawer.CloseButton aria-label="Close filters" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
