import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of an agent's records: one header row of `columns`, then the rows given, scrolling sideways when narrow. */
export function RecordTable({ columns, minWidth, children }: { columns: string[]; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's Delete, named after its record (UI.md: "Delete Mentions lawyer"); it asks first. */
export function DeleteRowButton({
  name,
  onClick,
  disabled = false,
  describedBy,
}: {
  name: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      aria-label={`Delete ${name}`}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
