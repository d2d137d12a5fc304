import { Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { DeleteButton } from '../../../components/delete-button';
import { StackedTable } from '../../../components/stacked-table';
import type { CallIntent } from '../../../contract';
import { DASH } from '../../../lib/format';

/** Label, description and row actions named after the intent ("Edit Billing question"). */
export function IntentTable({
  intents,
  caption,
  onEdit,
  onDelete,
}: {
  intents: CallIntent[];
  caption: string;
  onEdit: (intent: CallIntent) => void;
  onDelete: (intent: CallIntent) => void;
}) {
  return (
    <StackedTable minWidth={560} verticalSpacing="sm" striped highlightOnHover>
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w="25%">
            Label
          </Table.Th>
          <Table.Th scope="col">Description</Table.Th>
          <Table.Th scope="col" w={170}>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {intents.map((intent) => (
          <Table.Tr key={intent.id}>
            <Table.Th scope="row" fw="normal">
              <Text fw={600} size="sm">
                {intent.label}
              </Text>
              <Text size="xs" c="dimmed">
                ID {intent.id}
              </Text>
            </Table.Th>
            <Table.Td data-label="Description">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {intent.description?.trim() ? intent.description : DASH}
              </Text>
            </Table.Td>
            <Table.Td data-actions>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="default" aria-label={`Edit ${intent.label}`} onClick={() => onEdit(intent)}>
                  Edit
                </Button>
                <DeleteButton name={intent.label} onClick={() => onDelete(intent)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** Skeleton rows in the table's shape while the list loads. */
export function IntentTableSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading call intents" role="status">
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="md" py="sm" wrap="nowrap">
          <Skeleton height={16} width="20%" />
          <Skeleton height={16} style={{ flex: 1 }} />
          <Skeleton height={24} width={120} />
        </Group>
      ))}
    </div>
  );
}
