import { Anchor, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/date-time';
import { IdForm } from '../../components/id-form';
import { Page } from '../../components/page';
import { useAllowed } from '../../components/role-note';
import { ListState } from '../../components/list-state';
import { StackedTable } from '../../components/stacked-table';
import { useAgentRef } from '../../lib/agent-ref';
import { DASH, formatNumber } from '../../lib/format';
import { routes } from '../../lib/routes';
import { clipSetListOptions } from '../../data/clip-sets/queries';
import { ConfirmDelete } from '../../components/confirm-delete';
import { DeleteButton } from '../../components/delete-button';
import { StatusBadge } from '../../components/clip-set-status';
import { clipSetName, useDeleteClipSetFlow } from './hooks/use-delete-clip-set';

export function ClipSetsPage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  // Checked again while any set is being made (clipSetListOptions): statuses update in place.
  const list = useQuery(clipSetListOptions(agent));
  const { ask, dialogProps } = useDeleteClipSetFlow(agent);
  // Clip sets are deleted by editors and admins (B.11); others read them, without Delete.
  const edit = useAllowed('edit');

  return (
    <Page title="Voice clip sets">
      {/* Above the list: the list's arrival then moves nothing on screen. */}
      <IdForm
        label="Clip set ID"
        submitLabel="Open clip set"
        invalidMessage="Enter a clip set ID (a positive whole number)."
        onId={(id) => void navigate(routes.clipSet(agent, id))}
      />
      <ListState
        query={list}
        what="voice clip sets"
        notOffered={
          <Text size="sm" mt="xs">
            You can still open a clip set by its ID above.
          </Text>
        }
        empty={{
          title: 'No voice clip sets yet',
          body: 'This agent has no voice clip sets. You can still open one by its ID above.',
        }}
      >
        {(sets) => (
          <StackedTable minWidth={560} striped highlightOnHover>
            <VisuallyHidden component="caption">Voice clip sets</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Clips
                </Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sets.map((set) => (
                <Table.Tr key={set.id}>
                  <Table.Th scope="row" fw="normal">
                    <Anchor component={Link} to={routes.clipSet(agent, set.id)}>
                      <bdi>{clipSetName(set)}</bdi>
                    </Anchor>
                  </Table.Th>
                  <Table.Td data-label="Status">
                    <StatusBadge status={set.status} />
                  </Table.Td>
                  <Table.Td data-label="Clips" style={{ textAlign: 'right' }}>
                    {typeof set.clip_count === 'number' ? formatNumber(set.clip_count) : DASH}
                  </Table.Td>
                  <Table.Td data-label="Created">
                    <DateTime value={set.created_at} />
                  </Table.Td>
                  <Table.Td data-label="Actions">
                    {edit.allowed && <DeleteButton name={clipSetName(set)} onClick={() => ask(set)} />}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        )}
      </ListState>
      <ConfirmDelete {...dialogProps} />
    </Page>
  );
}
