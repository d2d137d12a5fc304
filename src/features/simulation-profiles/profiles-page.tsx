import { Anchor, Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/date-time';
import { IdForm } from '../../components/id-form';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { profileListOptions } from './api';

export function ProfilesPage() {
  const agent = useAgentRef();
  const list = useQuery(profileListOptions(agent));
  const actions = (
    <Button component={Link} to={routes.newProfile(agent)}>
      New simulation profile
    </Button>
  );

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Stack gap="xs" aria-busy aria-label="Loading simulation profiles">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  } else if (list.isError) {
    body =
      isApiError(list.error) && list.error.isRouteMissing ? (
        <NotOffered what="a list of simulation profiles">
          <OpenById />
        </NotOffered>
      ) : (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      );
  } else if (list.data.length === 0) {
    body = <Text c="gray.7">No simulation profiles for this agent yet.</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Fields</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Updated</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((p) => {
              const keys = Object.keys(p.fields);
              return (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routes.profile(agent, p.id)} style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{p.name}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1} title={keys.join(', ')}>
                      {keys.length === 0 ? 'none' : `${keys.length}: ${keys.join(', ')}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={p.created_at} />
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={p.updated_at} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Page title="Simulation profiles" actions={actions}>
      {body}
    </Page>
  );
}

/** Without the list a profile can still be opened (and saved) by its id. */
function OpenById() {
  const agent = useAgentRef();
  const navigate = useNavigate();
  return (
    <IdForm
      label="Profile ID"
      submitLabel="Open profile"
      invalidMessage="Enter a profile ID (a positive whole number)."
      onId={(id) => void navigate(routes.profile(agent, id))}
    />
  );
}
