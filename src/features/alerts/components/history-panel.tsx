import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { NotOffered, QueryError } from '../../../components/query-error';
import { StackedTable } from '../../../components/stacked-table';
import { alertEventsOptions } from '../../../data/alert-preview/queries';
import { isApiError } from '../../../lib/api-error';
import { DASH, countOf, formatNumber } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import layers from './condition-tree.module.css';

export const HISTORY_PAGE_SIZE = 10;

/**
 * Region "History" of a definition's page: how many times it fired and each firing,
 * newest first, with the service's account and the call as a link (service interface B.6).
 */
// Beside the builder, whose every keystroke renders the page again: drawn again only for its own props.
export function HistoryPanel({ agent, alertId, enabled }: { agent: AgentRef; alertId: number; enabled: boolean }) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const page = { limit: HISTORY_PAGE_SIZE, offset };
  const events = useQuery(alertEventsOptions(agent, alertId, page));

  const body = (() => {
    if (events.isPending) {
      return (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the firings">
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      );
    }
    if (events.isError) {
      if (isApiError(events.error) && events.error.isRouteMissing) {
        return <NotOffered what="a history of alert firings"><Text size="sm">The definition can still be edited and saved here.</Text></NotOffered>;
      }
      return <QueryError error={events.error} onRetry={() => void events.refetch()} retrying={events.isFetching} title="Could not load the firings" />;
    }
    const { items, total } = events.data;
    if (items.length === 0 && offset === 0) {
      return (
        <Text size="sm" c="dimmed" role="status">
          This definition has not fired yet.{enabled ? '' : ' It is disabled: it fires only while enabled.'}
        </Text>
      );
    }
    const hasNext = total !== null && total !== undefined ? offset + HISTORY_PAGE_SIZE < total : items.length === HISTORY_PAGE_SIZE;
    const pages = total !== null && total !== undefined ? Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)) : null;
    const pageNumber = Math.floor(offset / HISTORY_PAGE_SIZE) + 1;
    return (
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="firing-count">
          {total !== null && total !== undefined ? `Fired ${countOf(total, 'time', 'times')}` : `Fired at least ${countOf(offset + items.length, 'time', 'times')}`}
        </Text>
        <div aria-busy={events.isPlaceholderData} style={{ opacity: events.isPlaceholderData ? 0.5 : 1 }}>
          <StackedTable minWidth={560} verticalSpacing="xs" aria-label="Firings, newest first">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fired</Table.Th>
                <Table.Th scope="col">Call</Table.Th>
                <Table.Th scope="col">What matched</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {/* By place as well as id: a service that lists one id twice still gets both rows. */}
              {items.map((e, i) => (
                <Table.Tr key={`${i}:${e.id}`}>
                  <Table.Th scope="row" fw={400}>
                    <DateTime value={e.fired_at} />
                  </Table.Th>
                  <Table.Td data-label="Call">
                    {e.call_id !== null && e.call_id !== undefined ? (
                      <Anchor component={Link} to={routes.call(agent, e.call_id)} size="sm">
                        Call {e.call_id}
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No call
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-label="What matched" style={{ overflowWrap: 'anywhere' }}>
                    <bdi>{e.matched ?? DASH}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </StackedTable>
        </div>
        <Group gap="sm" component="nav" aria-label="Pages of firings">
          <Button variant="default" size="xs" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}>
            Newer firings
          </Button>
          <Text size="sm">{pages !== null ? `Page ${formatNumber(pageNumber)} of ${formatNumber(pages)}` : `Page ${formatNumber(pageNumber)}`}</Text>
          <Button variant="default" size="xs" disabled={!hasNext || events.isPlaceholderData} onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)}>
            Older firings
          </Button>
        </Group>
      </Stack>
    );
  })();

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} mt="md" className={layers.layer}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          History
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
