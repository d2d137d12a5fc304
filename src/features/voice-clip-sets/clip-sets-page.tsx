import { Anchor, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/date-time';
import { IdForm } from '../../components/id-form';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { isApiError } from '../../lib/api-error';
import { useAgentRef } from '../../lib/agent-ref';
import { DASH } from '../../lib/format';
import { routes } from '../../lib/routes';
import { clipSetListOptions } from './api';
import { StatusBadge } from './components/status-badge';

export function ClipSetsPage() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  const list = useQuery(clipSetListOptions(agent));

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Loading voice clip sets">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body =
      isApiError(list.error) && list.error.isRouteMissing ? (
        <NotOffered what="a list of voice clip sets">
          <Text size="sm" mt="xs">
            You can still open a clip set by its ID.
          </Text>
        </NotOffered>
      ) : (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      );
  } else if (list.data.length === 0) {
    body = <Text c="dimmed">This agent has no voice clip sets yet.</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                Clips
              </Table.Th>
              <Table.Th scope="col">Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((set) => (
              <Table.Tr key={set.id}>
                <Table.Td>
                  <Anchor component={Link} to={routes.clipSet(agent, set.id)}>
                    {set.name || `Voice clip set ${set.id}`}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={set.status} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{set.clip_count?.toLocaleString() ?? DASH}</Table.Td>
                <Table.Td>
                  <DateTime value={set.created_at} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Page title="Voice clip sets">
      {body}
      <IdForm
        label="Clip set ID"
        submitLabel="Open clip set"
        invalidMessage="Enter a clip set ID (a positive whole number)."
        onId={(id) => void navigate(routes.clipSet(agent, id))}
      />
    </Page>
  );
}
