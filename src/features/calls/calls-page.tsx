import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  CallFilterPickers,
  callFilterProblems,
  callFiltersFromSearch,
  emptyCallFilters,
  hasCallFilters,
  withCallFilters,
} from './call-filters';
import { LiveBar } from '../../components/live-bar';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { errorTexts, type AgentRef, type CallFilterKey } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { useArrivalDeferred } from '../../lib/use-arrival-deferred';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { ruleKindsOptions } from '../../data/rules/queries';
import type { CallListQuery } from '../../data/calls/keys';
import { useNewCalls } from '../../data/calls/new-calls';
import { callListOptions } from '../../data/calls/queries';
import { CallsPager } from './components/calls-pager';
import { CallsTable, CallsTableSkeleton } from './components/calls-table';
import { ExportControl } from './components/export-control';
import { FindCall } from './components/find-call';
import { IgnoredInAddress, ServerIgnored } from './components/list-notices';
import { SavedViewsPanel } from './components/saved-views-panel';
import { TimeRangeControl } from './components/time-range-control';
import { checkListAnswer, isLive, listQuery, liveProblems, listViewFromSearch, rangeEnded, withListView, withLive, withReviewAndSearch, type CallOrder, type TimeRange } from './list-view';
import { SearchIgnored, TranscriptSearch } from './components/transcript-search';
import { ReviewProgress } from './review/review-progress';
import { ReviewFilter, ReviewFilterIgnored, ReviewThese } from './review/review-queue';
import { pagingFromSearch, pagingProblems, withPaging, type Paging } from './paging';
import { viewQuery } from './saved-views';
import { useSearchState } from './use-search-state';

const TITLE = 'Calls';

const isAgentMissing = (agent: AgentRef) => (e: unknown) =>
  isApiError(e) && e.detail === errorTexts.agentNotFound(agent.agentId);

/**
 * Calls with the filter pickers, time range and order, find by id, saved views and export. The
 * query string is the state: filters, started_after/started_before and order under the
 * API's names plus limit/offset, so a link (or a saved view) reproduces the view and back/forward
 * step through it.
 */
export function CallsPage() {
  const agent = useAgentRef();
  const [params, updateParams] = useSearchState();
  const filters = useMemo(() => callFiltersFromSearch(params), [params]);
  const paging = useMemo(() => pagingFromSearch(params), [params]);
  const view = useMemo(() => listViewFromSearch(params), [params]);
  // Everything of the address that was not applied, each with why: one note (IgnoredInAddress).
  const ignored = useMemo(
    () => [...callFilterProblems(params), ...view.ignored, ...pagingProblems(params), ...liveProblems(params)],
    [params, view.ignored],
  );
  const query: CallListQuery = useMemo(() => ({ ...filters, ...listQuery(view) }), [filters, view]);

  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const calls = useQuery({
    ...callListOptions(agent, query, paging),
    // Keep the rows on screen while the next page or filter loads, but never another agent's.
    placeholderData: (prev, prevQuery) =>
      prevQuery?.queryKey[1] === agent.workspaceId && prevQuery.queryKey[2] === agent.agentId ? prev : undefined,
  });

  // Each change is a history entry, so back and forward walk through the views. A picker's
  // change is applied as what it added and removed, onto the newest filters.
  // Stable (with the filters shown), so the memoised pickers do not render again when a query
  // of the page answers.
  const setFilter = useCallback(
    (key: CallFilterKey, next: string[]) => {
      const shown = filters[key];
      const added = next.filter((v) => !shown.includes(v));
      const removed = new Set(shown.filter((v) => !next.includes(v)));
      updateParams((current) => {
        const now = callFiltersFromSearch(current);
        const values = [...now[key].filter((v) => !removed.has(v)), ...added.filter((v) => !now[key].includes(v))];
        return withPaging(withCallFilters(current, { ...now, [key]: values }), { ...pagingFromSearch(current), offset: 0 });
      });
    },
    [filters, updateParams],
  );
  const clearFilters = useCallback(
    () =>
      updateParams((current) =>
        withPaging(withCallFilters(current, emptyCallFilters()), { ...pagingFromSearch(current), offset: 0 }),
      ),
    [updateParams],
  );
  const setPaging = (next: Paging) => updateParams((current) => withPaging(current, next));
  // A new range or order starts again at the first page; the other one of the two is kept.
  const setView = useCallback(
    (change: { range?: TimeRange; order?: CallOrder }) =>
      updateParams((current) => {
        const now = listViewFromSearch(current);
        const next = withListView(current, { range: change.range ?? now.range, order: change.order ?? now.order });
        return withPaging(next, { ...pagingFromSearch(current), offset: 0 });
      }),
    [updateParams],
  );

  // What does not show the list: the same element until the view changes, so the list's answers
  // render none of it again (each is a synchronous render: the query cache is an external store).
  const savedQuery = viewQuery(params);
  const controls = useMemo(
    () => (
      <>
        <CallFilterPickers agent={agent} value={filters} onChange={setFilter} onClear={clearFilters} />
        <Group align="flex-end" gap="lg" wrap="wrap">
          <TimeRangeControl value={view.range} onChange={(range) => setView({ range })} />
        </Group>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <NativeSelect
            label="Order"
            size="sm"
            w={180}
            mt="sm"
            data={[
              { value: 'desc', label: 'Newest first' },
              { value: 'asc', label: 'Oldest first' },
            ]}
            value={view.order}
            onChange={(e) => setView({ order: e.currentTarget.value === 'asc' ? 'asc' : 'desc' })}
          />
          <TranscriptSearch value={view.q} onSearch={(q) => updateParams((current) => withReviewAndSearch(current, { q }))} />
          <ReviewFilter value={view.reviewed} onChange={(reviewed) => updateParams((current) => withReviewAndSearch(current, { reviewed }))} />
          <FindCall agent={agent} listQuery={savedQuery} />
        </Group>
        <IgnoredInAddress problems={ignored} />
        <SavedViewsPanel agent={agent} currentQuery={savedQuery} />
      </>
    ),
    [agent, filters, view, ignored, savedQuery, setFilter, clearFilters, setView, updateParams],
  );

  // Live (off unless the address says live=true): the list's total now against the one shown.
  const live = isLive(params);
  const [openedAt] = useState(() => Date.now());
  const answered = calls.data && !calls.isPlaceholderData ? calls.data : undefined;
  const liveUnavailable = rangeEnded(view.range, openedAt)
    ? 'This range has ended, so no new calls fall in it.'
    : answered && (answered.total ?? null) === null
      ? 'This server does not send a total of the calls, so new ones cannot be counted.'
      : null;
  const found = useNewCalls(agent, query, answered?.total ?? null, live && liveUnavailable === null);

  const listArriving = useArrivalDeferred(calls.data);
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

  const filtered = hasCallFilters(filters) || view.range.after !== null || view.range.before !== null || view.q !== '' || view.reviewed !== null;
  // Judged only on an answer to this very query, never on the previous one kept on screen.
  const ignoredByServer =
    calls.data && !calls.isPlaceholderData ? checkListAnswer(calls.data.items, view) : { rangeIgnored: false, orderIgnored: false };
  let list: ReactNode;
  if (calls.isPending || listArriving) {
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
          <CallsTable
            calls={items}
            kinds={kinds.data}
            busy={calls.isPlaceholderData}
            caption={
              ignoredByServer.orderIgnored
                ? 'Calls, in the order the server sent them'
                : `Calls, ${view.order === 'asc' ? 'oldest' : 'newest'} first`
            }
          />
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
      {controls}
      <ExportControl agent={agent} query={query} total={calls.data?.total ?? null} />
      <ServerIgnored range={ignoredByServer.rangeIgnored} order={ignoredByServer.orderIgnored} />
      <SearchIgnored agent={agent} q={view.q} items={calls.isPlaceholderData ? undefined : calls.data?.items} />
      <ReviewFilterIgnored reviewed={view.reviewed} items={calls.isPlaceholderData ? undefined : calls.data?.items} />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <ReviewThese agent={agent} query={query} paging={paging} params={params} firstShown={calls.data?.items[0]} total={calls.data?.total ?? null} />
        <ReviewProgress agent={agent} query={query} params={params} />
      </Group>
      <LiveBar
        live={live}
        onLive={(on) => updateParams((current) => withLive(current, on), { replace: true })}
        unavailable={liveUnavailable}
        found={found}
        applyLabel="Show new calls"
        onApply={() => void calls.refetch()}
        applying={calls.isFetching}
      />
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
