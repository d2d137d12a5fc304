import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnHeads } from './column-heads';
import { StackedTable } from './stacked-table';

/**
 * A list of an agent's records: one header row of `columns`, then the rows given; a table that
 * scrolls sideways when narrow, and a card per row on a phone (StackedTable: give data cells
 * `data-label`, the actions cell `data-actions`).
 */
export function RecordTable({
  columns,
  minWidth,
  children,
}: {
  columns: string[];
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <StackedTable minWidth={minWidth} verticalSpacing="sm">
      <ColumnHeads columns={columns} />
      <Table.Tbody>{children}</Table.Tbody>
    </StackedTable>
  );
}
