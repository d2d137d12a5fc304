import { Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { type AgentRef, type AlertDefinition, conditionNodeSchema } from '../../../contract';
import { EmptyState } from '../../../components/empty-state';
import { NotOffered, QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { DASH } from '../../../lib/format';
import { alertDefinitionListOptions } from '../api';
import type { CatalogueSource } from '../model/catalogue';
import { readBack } from '../model/read-back';

/**
 * The agent's alert definitions (Part B), each tree read back in words. `withBuilder`: the
 * condition tree builder is shown above (not for an agent without settings).
 */
export function DefinitionList({
  agent,
  sources,
  withBuilder = true,
}: {
  agent: AgentRef;
  sources: readonly CatalogueSource[];
  withBuilder?: boolean;
}) {
  const headingId = useId();
  const list = useQuery(alertDefinitionListOptions(agent));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Alert definitions
        </Title>
        <Body list={list} sources={sources} withBuilder={withBuilder} />
      </Stack>
    </Paper>
  );
}

function Body({
  list,
  sources,
  withBuilder,
}: {
  list: UseQueryResult<AlertDefinition[]>;
  sources: readonly CatalogueSource[];
  withBuilder: boolean;
}) {
  if (list.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading alert definitions">
        <Skeleton height={20} />
        <Skeleton height={20} />
      </Stack>
    );
  }
  if (list.isError) {
    if (isApiError(list.error) && list.error.isRouteMissing) {
      return (
        <NotOffered what="alert definitions">
          {withBuilder && (
            <Text size="sm">You can still build a condition tree above, read it back and copy its JSON.</Text>
          )}
        </NotOffered>
      );
    }
    return <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} title="Could not load the alert definitions" />;
  }
  if (list.data.length === 0) {
    return (
      <EmptyState title="No alert definitions yet">
        {withBuilder
          ? 'Build a condition tree above and create one.'
          : 'Definitions can be built once the agent has settings to draw conditions from.'}
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Conditions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((d) => {
            const tree = conditionNodeSchema.safeParse(d.condition_tree);
            return (
              <Table.Tr key={d.id}>
                <Table.Th scope="row">{d.name}</Table.Th>
                <Table.Td>
                  {d.enabled === null || d.enabled === undefined ? (
                    DASH
                  ) : (
                    <Badge variant="light" color={d.enabled ? 'green.9' : 'gray.8'}>
                      {d.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  {tree.success ? readBack(tree.data, sources) : <Text size="sm" c="dimmed">The service sent a condition tree in a shape this page does not read.</Text>}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
