import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import {
  CallFilterPickers,
  callFiltersFromSearch,
  emptyCallFilters,
  hasCallFilters,
  withCallFilters,
} from './call-filters';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { errorTexts, type AgentRef, type CallFilterKey } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { callFilterOptionsOptions, ruleKindsOptions } from './call-filter-options';
import { callListOptions } from './api';
import { CallsPager } from './components/calls-pager';
import { CallsTable, CallsTableSkeleton } from './components/calls-table';
import { pagingFromSearch, withPaging, type Paging } from './paging';
import { useSearchState } from './use-search-state';

const TITLE = 'Calls';

const isAgentMissing = (agent: AgentRef) => (e: unknown) =>
  isApiError(e) && e.detail === errorTexts.agentNotFound(agent.agentId);

/**
 * Calls with the filter pickers. The query string is the state (UI.md): filters under the
 * API's names plus limit/offset, so a link reproduces the view and back/forward step through it.
 */
export function CallsPage() {
  const agent = useAgentRef();
  const [params, updateParams] = useSearchState();
  const filters = useMemo(() => callFiltersFromSearch(params), [params]);
  const paging = useMemo(() => pagingFromSearch(params), [params]);

  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const calls = useQuery({
    ...callListOptions(agent, filters, paging),
    // Keep the rows on screen while the next page or filter loads, but never another agent's.
    placeholderData: (prev, prevQuery) =>
      prevQuery?.queryKey[1] === agent.workspaceId && prevQuery.queryKey[2] === agent.agentId ? prev : undefined,
  });

  // Each change is a history entry, so back and forward walk through the views. A picker's
  // change is applied as what it added and removed, onto the newest filters.
  const setFilter = (key: CallFilterKey, next: string[]) => {
    const shown = filters[key];
    const added = next.filter((v) => !shown.includes(v));
    const removed = new Set(shown.filter((v) => !next.includes(v)));
    updateParams((current) => {
      const now = callFiltersFromSearch(current);
      const values = [...now[key].filter((v) => !removed.has(v)), ...added.filter((v) => !now[key].includes(v))];
      return withPaging(withCallFilters(current, { ...now, [key]: values }), { ...pagingFromSearch(current), offset: 0 });
    });
  };
  const clearFilters = () =>
    updateParams((current) => withPaging(withCallFilters(current, emptyCallFilters()), { ...pagingFromSearch(current), offset: 0 }));
  const setPaging = (next: Paging) => updateParams((current) => withPaging(current, next));

  const agentError = [options.error, calls.error].find(isAgentMissing(agent));
  if (agentError) {
    return (
      <Page title={TITLE}>
        <QueryError
          error={agentError}
          title="Agent not found"
          onRetry={() => {
            void options.refetch();
            void calls.refetch();
          }}
          retrying={options.isFetching || calls.isFetching}
        />
      </Page>
    );
  }

  const filtered = hasCallFilters(filters);
  let list: ReactNode;
  if (calls.isPending) {
    list = <CallsTableSkeleton rows={Math.min(paging.limit, 8)} />;
  } else if (calls.isError && isApiError(calls.error) && calls.error.isRouteMissing) {
    list = (
      <NotOffered what="a list of calls">
        <Text size="sm" mt="xs">
          The filters above still work and stay in this page&apos;s address, so a link keeps them.
        </Text>
      </NotOffered>
    );
  } else if (calls.isError) {
    list = (
      <QueryError
        error={calls.error}
        title="Could not load the calls"
        onRetry={() => void calls.refetch()}
        retrying={calls.isFetching}
      />
    );
  } else {
    const { items, total } = calls.data;
    const totalKnown = total ?? null;
    const from = items.length > 0 ? paging.offset + 1 : 0;
    const to = paging.offset + items.length;
    const summary =
      totalKnown === null
        ? `Showing calls ${from}–${to}`
        : items.length === 0
          ? `${totalKnown} ${totalKnown === 1 ? 'call' : 'calls'}`
          : `Showing ${from}–${to} of ${totalKnown} ${totalKnown === 1 ? 'call' : 'calls'}`;
    list = (
      <Stack gap="sm">
        <Text size="sm" role="status">
          {calls.isPlaceholderData ? 'Loading…' : summary}
        </Text>
        {items.length > 0 ? (
          <CallsTable calls={items} kinds={kinds.data} busy={calls.isPlaceholderData} />
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

  return (
    <Page title={TITLE}>
      <CallFilterPickers agent={agent} value={filters} onChange={setFilter} onClear={clearFilters} />
      {list}
    </Page>
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
    ? ['No calls on this page.', <Button key="a" variant="default" size="xs" onClick={onFirstPage}>Go to the first page</Button>]
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
