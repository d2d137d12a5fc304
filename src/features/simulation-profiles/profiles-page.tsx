import { Anchor, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DateTime } from '../../components/date-time';
import { IdForm } from '../../components/id-form';
import { Page } from '../../components/page';
import { useRoleGate } from '../../components/role-note';
import { ListState } from '../../components/list-state';
import { StackedTable } from '../../components/stacked-table';
import { useAgentRef } from '../../lib/agent-ref';
import { countOf } from '../../lib/format';
import { routes } from '../../lib/routes';
import { profileListOptions } from '../../data/profiles/queries';

export function ProfilesPage() {
  const agent = useAgentRef();
  const list = useQuery(profileListOptions(agent));
  // Profiles are written by editors and admins (B.11); others read them.
  const gate = useRoleGate('edit');
  const actions = gate.allowed ? (
    <Button component={Link} to={routes.newProfile(agent)}>
      New simulation profile
    </Button>
  ) : (
    <Button {...gate.control()}>New simulation profile</Button>
  );

  return (
    <Page title="Simulation profiles" actions={actions}>
      {gate.note}
      <ListState
        query={list}
        what="simulation profiles"
        notOffered={<OpenById />}
        empty={{
          title: 'No simulation profiles yet',
          body: 'A profile holds the caller details a simulated call uses. Create one with “New simulation profile”.',
        }}
      >
        {(profiles) => (
          <StackedTable minWidth={560} striped highlightOnHover>
            <VisuallyHidden component="caption">Simulation profiles</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Fields</Table.Th>
                <Table.Th scope="col">Created</Table.Th>
                <Table.Th scope="col">Updated</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {profiles.map((p) => {
                const keys = Object.keys(p.fields);
                return (
                  <Table.Tr key={p.id}>
                    <Table.Th scope="row" fw="normal">
                      <Anchor component={Link} to={routes.profile(agent, p.id)} style={{ overflowWrap: 'anywhere' }}>
                        <bdi>{p.name}</bdi>
                      </Anchor>
                    </Table.Th>
                    <Table.Td data-label="Fields">
                      <Text size="sm" lineClamp={1} title={keys.join(', ')}>
                        {keys.length === 0 ? 'None' : `${countOf(keys.length, 'field', 'fields')}: ${keys.join(', ')}`}
                      </Text>
                    </Table.Td>
                    <Table.Td data-label="Created">
                      <DateTime value={p.created_at} />
                    </Table.Td>
                    <Table.Td data-label="Updated">
                      <DateTime value={p.updated_at} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </StackedTable>
        )}
      </ListState>
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
