import { Kbd, Modal, Stack, Table, Title } from '@mantine/core';
import { SHORTCUT_SECTIONS } from '../lib/shortcuts';
import { useHoldsKeys } from './dialog-keys';

/** Every keyboard shortcut of the app (the "?" key). */
export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  useHoldsKeys(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Keyboard shortcuts" centered>
      <Stack gap="md">
        {SHORTCUT_SECTIONS.map((section, i) => (
          <section key={section.title} aria-labelledby={`shortcuts-section-${i}`}>
            <Title order={2} size="h5" id={`shortcuts-section-${i}`} mb={4}>
              {section.title}
            </Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w="40%">
                    Key
                  </Table.Th>
                  <Table.Th scope="col">Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {section.keys.map(([key, action]) => (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Kbd>{key}</Kbd>
                    </Table.Td>
                    <Table.Td>{action}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
