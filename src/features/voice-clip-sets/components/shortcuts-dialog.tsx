import { memo } from 'react';
import { Kbd, Modal, Table } from '@mantine/core';

export const SHORTCUTS: [string, string][] = [
  ['Space', 'Play or pause the selected clip'],
  ['← / →', 'Previous / next clip'],
  ['Home / End', 'First / last clip (in the timeline or the transcripts)'],
  ['Enter', 'Play the selected clip (in the timeline or the transcripts)'],
  ['L', 'Loop the clip on or off'],
  ['+ / −', 'Zoom in / out'],
  ['0', 'Fit the whole set'],
  ['[ / ]', 'Pan left / right'],
  ['?', 'Show these shortcuts'],
];

export const ShortcutsDialog = memo(function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(([key, action]) => (
            <Table.Tr key={key}>
              <Table.Td>
                <Kbd>{key}</Kbd>
              </Table.Td>
              <Table.Td>{action}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
});
