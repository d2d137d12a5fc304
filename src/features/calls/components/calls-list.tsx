import { Button, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CallList } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { ArrivalGate } from '../../../components/arrival-gate';
import { NotOffered, QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import type { Paging } from '../model/paging';
import { CallsPager } from './calls-pager';
import { CallsTable, CallsTableSkeleton } from './calls-table';

type Props = {
  calls: UseQueryResult<CallList>;
  kinds: Record<number, RuleKind> | undefined;
  paging: Paging;
  setPaging: (paging: Paging) => void;
  caption: string;
  /** Any filter, range, search or review filter applied: what an empty list says. */
  filtered: boolean;
};

/** One page of calls with how many there are and the pager; or why there are none, or none yet. */
export function CallsList(props: Props) {
  return (
    <ArrivalGate query={props.calls} loading={<CallsTableSkeleton rows={Math.min(props.paging.limit, 8)} />}>
      {() => <Settled {...props} />}
    </ArrivalGate>
  );
}

function Settled({ calls, kinds, paging, setPaging, caption, filtered }: Props) {
  if (calls.isPending) return null; // ArrivalGate shows the skeleton meanwhile
  if (calls.isError && isApiError(calls.error) && calls.error.isRouteMissing) {
    return (
      <NotOffered what="a list of calls">
        <Text size="sm" mt="xs">
          The filters above still work and stay in this page&apos;s address, so a link keeps them.
        </Text>
      </NotOffered>
    );
  }
  if (calls.isError) {
    return (
      <QueryError
        error={calls.error}
        title="Could not load the calls"
        onRetry={() => void calls.refetch()}
        retrying={calls.isFetching}
      />
    );
  }
  const { items, total } = calls.data;
  const totalKnown = total ?? null;
  const from = items.length > 0 ? paging.offset + 1 : 0;
  const to = paging.offset + items.length;
  const counted = `${totalKnown} ${totalKnown === 1 ? 'call' : 'calls'}`;
  const summary =
    totalKnown === null
      ? `Showing calls ${from}–${to}`
      : items.length === 0
        ? counted
        : `Showing ${from}–${to} of ${counted}`;
  return (
    <Stack gap="sm">
      <Text size="sm" role="status">
        {calls.isPlaceholderData ? 'Loading…' : summary}
      </Text>
      {items.length > 0 ? (
        <CallsTable calls={items} kinds={kinds} busy={calls.isPlaceholderData} caption={caption} />
      ) : (
        <EmptyCalls
          pastTheEnd={paging.offset > 0}
          filtered={filtered}
          onFirstPage={() => setPaging({ limit: paging.limit, offset: 0 })}
        />
      )}
      {(paging.offset > 0 || items.length > 0) && (
        <CallsPager paging={paging} shown={items.length} total={totalKnown} onChange={setPaging} />
      )}
    </Stack>
  );
}

function EmptyCalls({
  pastTheEnd,
  filtered,
  onFirstPage,
}: {
  pastTheEnd: boolean;
  filtered: boolean;
  onFirstPage: () => void;
}) {
  const [text, action] = pastTheEnd
    ? [
        'No calls on this page.',
        <Button key="a" variant="default" size="xs" onClick={onFirstPage}>
          Go to the first page
        </Button>,
      ]
    : filtered
      ? ['No calls match these filters. Remove one, or clear them all above.', null]
      : ['This agent has no calls yet.', null];
  return (
    <Stack gap="xs" align="flex-start" p="lg" bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text fw={500}>{text}</Text>
      {action}
    </Stack>
  );
}
