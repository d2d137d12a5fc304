import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { DeleteRowButton, RecordTable } from '../../../components/record-table';
import type { ExtractionField } from '../../../contract';
import { DASH } from '../../../lib/format';

export const SYSTEM_REASON = 'System fields are built in and cannot be deleted.';

/** The agent's fields; system fields are marked and cannot be deleted, with the reason beside. */
export function ExtractionFieldTable({
  fields,
  onDelete,
}: {
  fields: ExtractionField[];
  onDelete: (field: ExtractionField) => void;
}) {
  return (
    <RecordTable columns={['Name', 'Description', 'Type', 'Actions']} minWidth={640}>
      {fields.map((field) => (
        <FieldRow key={field.id} field={field} onDelete={onDelete} />
      ))}
    </RecordTable>
  );
}

function FieldRow({ field, onDelete }: { field: ExtractionField; onDelete: (field: ExtractionField) => void }) {
  const system = field.is_system === true;
  const reasonId = `extraction-field-${field.id}-reason`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Group gap="xs" wrap="nowrap">
          <Text span ff="monospace" size="sm">
            {field.name}
          </Text>
          {system && (
            <Badge color="gray" variant="light" size="sm">
              System
            </Badge>
          )}
        </Group>
      </Table.Th>
      <Table.Td>{field.description || DASH}</Table.Td>
      <Table.Td>{field.type || DASH}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <DeleteRowButton
            name={field.name}
            disabled={system}
            describedBy={system ? reasonId : undefined}
            onClick={() => onDelete(field)}
          />
          {system && (
            <Text id={reasonId} size="xs" c="gray.7">
              {SYSTEM_REASON}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
