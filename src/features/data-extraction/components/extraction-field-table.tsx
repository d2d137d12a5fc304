import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { DeleteButton } from '../../../components/delete-button';
import { RecordTable } from '../../../components/record-table';
import type { ExtractionField } from '../../../contract';
import { DASH } from '../../../lib/format';

export const SYSTEM_REASON = 'System fields are built in and cannot be deleted.';

/** The agent's fields; system fields are marked and cannot be deleted, with the reason beside. */
export function ExtractionFieldTable({
  fields,
  onDelete,
}: {
  fields: ExtractionField[];
  /** Null where the role does not allow deleting (B.11): no Delete, and no system reason either. */
  onDelete: ((field: ExtractionField) => void) | null;
}) {
  return (
    <RecordTable columns={['Name', 'Description', 'Type', 'Actions']} minWidth={640}>
      {fields.map((field) => (
        <FieldRow key={field.id} field={field} onDelete={onDelete} />
      ))}
    </RecordTable>
  );
}

function FieldRow({
  field,
  onDelete,
}: {
  field: ExtractionField;
  onDelete: ((field: ExtractionField) => void) | null;
}) {
  const system = field.is_system === true;
  const reasonId = `extraction-field-${field.id}-reason`;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Group gap="xs" wrap="wrap">
          <Text span ff="monospace" size="sm">
            {field.name}
          </Text>
          {system && (
            <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
              System
            </Badge>
          )}
        </Group>
      </Table.Th>
      <Table.Td data-label="Description">{field.description || DASH}</Table.Td>
      <Table.Td data-label="Type">{field.type || DASH}</Table.Td>
      <Table.Td data-actions>
        {onDelete && (
          <Stack gap={4} align="flex-start">
            <DeleteButton
              name={field.name}
              disabled={system}
              aria-describedby={system ? reasonId : undefined}
              onClick={() => onDelete(field)}
            />
            {system && (
              <Text id={reasonId} size="xs" c="dimmed">
                {SYSTEM_REASON}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
