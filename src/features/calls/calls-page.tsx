import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveBar } from '../../components/live-bar';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { errorTexts, type AgentRef } from '../../contract';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
import { useNewCalls } from '../../data/calls/new-calls';
import { shownCallListOptions } from '../../data/calls/queries';
import { ruleKindsOptions } from '../../data/rules/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { hasCallFilters } from './call-filters';
import { CallsList } from './components/calls-list';
import { ExportControl } from './components/export-control';
import { ListControls } from './components/list-controls';
import { ServerIgnored } from './components/list-notices';
import { SearchIgnored } from './components/transcript-search';
import { checkListAnswer, isLive, rangeEnded, withLive } from './list-view';
import { ReviewProgress } from './review/review-progress';
import { ReviewFilterIgnored, ReviewThese } from './review/review-queue';
import { viewQuery } from './saved-views';
import { useCallsListParams } from './use-calls-list-params';

const TITLE = 'Calls';

const isAgentMissing = (agent: AgentRef) => (e: unknown) =>
  isApiError(e) && e.detail === errorTexts.agentNotFound(agent.agentId);

/**
 * Calls with the filter pickers, time range and order, find by id, saved views and export. The
 * address is the state (useCallsListParams), so a link (or a saved view) reproduces the view and
 * back/forward step through it.
 */
export function CallsPage() {
  const agent = useAgentRef();
  const { params, updateParams, filters, paging, view, ignored, query, setPaging, ...change } = useCallsListParams();
  const options = useQuery(callFilterOptionsOptions(agent));
  const kinds = useQuery(ruleKindsOptions(agent));
  const calls = useQuery(shownCallListOptions(agent, query, paging));
  /** The answer to this very query, never the previous one kept on screen while it loads. */
  const answered = calls.data && !calls.isPlaceholderData ? calls.data : undefined;

  // Live (off unless the address says live=true): the list's total now against the one shown.
  const live = isLive(params);
  const [openedAt] = useState(() => Date.now());
  const liveUnavailable = rangeEnded(view.range, openedAt)
    ? 'This range has ended, so no new calls fall in it.'
    : answered && (answered.total ?? null) === null
      ? 'This server does not send a total of the calls, so new ones cannot be counted.'
      : null;
  const found = useNewCalls(agent, query, answered?.total ?? null, live && liveUnavailable === null);

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

  const filtered =
    hasCallFilters(filters) ||
    view.range.after !== null ||
    view.range.before !== null ||
    view.q !== '' ||
    view.reviewed !== null;
  const ignoredByServer = answered
    ? checkListAnswer(answered.items, view)
    : { rangeIgnored: false, orderIgnored: false };
  const caption = ignoredByServer.orderIgnored
    ? 'Calls, in the order the server sent them'
    : `Calls, ${view.order === 'asc' ? 'oldest' : 'newest'} first`;
  const savedQuery = viewQuery(params);
  const total = calls.data?.total ?? null;

  return (
    <Page title={TITLE}>
      <ListControls
        agent={agent}
        filters={filters}
        view={view}
        ignored={ignored}
        savedQuery={savedQuery}
        {...change}
        updateParams={updateParams}
      />
      <ExportControl agent={agent} query={query} total={total} />
      <ServerIgnored range={ignoredByServer.rangeIgnored} order={ignoredByServer.orderIgnored} />
      <SearchIgnored agent={agent} q={view.q} items={answered?.items} />
      <ReviewFilterIgnored reviewed={view.reviewed} items={answered?.items} />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <ReviewThese
          agent={agent}
          query={query}
          paging={paging}
          params={params}
          firstShown={calls.data?.items[0]}
          total={total}
        />
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
      <CallsList
        calls={calls}
        kinds={kinds.data}
        paging={paging}
        setPaging={setPaging}
        caption={caption}
        filtered={filtered}
      />
    </Page>
  );
}
