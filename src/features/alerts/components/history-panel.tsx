import { Anchor, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, AlertEvent, AlertEventList } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { FiringStateBadge, HandledBy } from '../../../components/firing-state';
import { FiringsPager } from '../../../components/firings-pager';
import { NotOffered, QueryError } from '../../../components/query-error';
import { StackedTable } from '../../../components/stacked-table';
import { alertEventsOptions } from '../../../data/alert-preview/queries';
import { isApiError } from '../../../lib/api-error';
import { DASH, countOf } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import layers from './condition-tree.module.css';

export const HISTORY_PAGE_SIZE = 10;

type Props = { agent: AgentRef; alertId: number; enabled: boolean | undefined };

/**
 * Region "History" of a definition's page: how many times it fired and each firing, newest
 * first, with the service's account, the call as a link (service interface B.6) and its state
 * as the firing alerts page says it (B.9: firing, acknowledged, resolved, by whom and when).
 */
// Beside the builder, whose every keystroke renders the page again: drawn again only for its own
// props (see docs/performance.md, row "The alert's history panel memoized").
export const HistoryPanel = memo(function HistoryPanel({ agent, alertId, enabled }: Props) {
  const headingId = useId();
  const [offset, setOffset] = useState(0);
  const events = useQuery(alertEventsOptions(agent, alertId, { limit: HISTORY_PAGE_SIZE, offset }));
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} mt="md" className={layers.layer}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          History
        </Title>
        <HistoryBody agent={agent} enabled={enabled} events={events} offset={offset} setOffset={setOffset} />
      </Stack>
    </Paper>
  );
});

type BodyProps = {
  agent: AgentRef;
  /** Absent where the server did not say: then nothing is claimed about it. */
  enabled: boolean | undefined;
  events: UseQueryResult<AlertEventList>;
  offset: number;
  setOffset: (offset: number) => void;
};

/** Loading, not offered, failed, never fired, or the count, the page of firings and the pager. */
function HistoryBody({ agent, enabled, events, offset, setOffset }: BodyProps) {
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
      return (
        <NotOffered what="a history of alert firings">
          <Text size="sm">The definition can still be edited and saved here.</Text>
        </NotOffered>
      );
    }
    return (
      <QueryError
        error={events.error}
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
        title="Could not load the firings"
      />
    );
  }
  const { items, total } = events.data;
  if (items.length === 0 && offset === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        This definition has not fired yet.{enabled === false ? ' It is disabled: it fires only while enabled.' : ''}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600} data-testid="firing-count">
        {total != null
          ? `Fired ${countOf(total, 'time', 'times')}`
          : `Fired at least ${countOf(offset + items.length, 'time', 'times')}`}
      </Text>
      <div aria-busy={events.isPlaceholderData} style={{ opacity: events.isPlaceholderData ? 0.5 : 1 }}>
        <FiringsTable agent={agent} items={items} />
      </div>
      <FiringsPager
        pageSize={HISTORY_PAGE_SIZE}
        offset={offset}
        setOffset={setOffset}
        total={total ?? null}
        shown={items.length}
        loading={events.isPlaceholderData}
      />
    </Stack>
  );
}

/** One row per firing; a "State" column when the service keeps firing states. */
function FiringsTable({ agent, items }: { agent: AgentRef; items: AlertEvent[] }) {
  const withStates = items.some((e) => e.state != null);
  return (
    <StackedTable minWidth={560} verticalSpacing="xs" aria-label="Firings, newest first">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Fired</Table.Th>
          <Table.Th scope="col">Call</Table.Th>
          <Table.Th scope="col">What matched</Table.Th>
          {withStates && <Table.Th scope="col">State</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {/* By place as well as id: a service that lists one id twice still gets both rows. */}
        {items.map((e, i) => (
          <FiringRow key={`${i}:${e.id}`} agent={agent} event={e} withState={withStates} />
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

function FiringRow({ agent, event: e, withState }: { agent: AgentRef; event: AlertEvent; withState: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400}>
        <DateTime value={e.fired_at} />
      </Table.Th>
      <Table.Td data-label="Call">
        {e.call_id != null ? (
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
      {withState && (
        <Table.Td data-label="State">
          <Stack gap={2} align="flex-start">
            {e.state ? <FiringStateBadge state={e.state} /> : DASH}
            <HandledBy event={e} />
          </Stack>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
