import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Assignment } from '../../contract';
import { DateTime } from '../../components/date-time';
import { TableScrollContainer } from '../../components/table-scroll-container';

type Props = {
  /** The table's name: "Open assignments". */
  label: string;
  items: readonly Assignment[];
  /** Where each call's link goes. */
  callLink: (callId: number) => string;
  /** "Assigned" or "Done": which moment each row shows. */
  when: 'assigned' | 'done';
  /** A control at the end of each row (taking an assignment back). */
  action?: (a: Assignment) => ReactNode;
};

/** Assignments as rows: the call as a link "Call <id>", when, and who assigned it (a name, as text). */
export function AssignmentRows({ label, items, callLink, when, action }: Props) {
  return (
    <TableScrollContainer minWidth={320}>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Call</Table.Th>
            <Table.Th scope="col">{when === 'assigned' ? 'Assigned' : 'Done'}</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            {action && (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>
                <Anchor component={Link} to={callLink(a.call_id)} underline="always">
                  Call {a.call_id}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <DateTime value={when === 'assigned' ? a.assigned_at : a.done_at} />
              </Table.Td>
              <Table.Td>
                <bdi>{a.assigned_by ?? '—'}</bdi>
              </Table.Td>
              {action && <Table.Td>{action(a)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
