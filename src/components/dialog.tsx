import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useHoldsKeys } from './dialog-keys';

/**
 * Mantine's Modal, composed so that axe passes: its header is a plain div (Mantine renders a
 * <header>, which axe counts as a second banner landmark) and its close button has a name.
 */
export function Dialog({
  title,
  children,
  ...root
}: Omit<ModalRootProps, 'title' | 'children'> & { title: string; children: ReactNode }) {
  useHoldsKeys(root.opened);
  return (
    <Modal.Root centered {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={600}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
