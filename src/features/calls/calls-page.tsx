import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LiveBar } from '../../components/live-bar';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { errorTexts, type AgentRef, type CallFilters } from '../../contract';
import { callFilterOptionsOptions } from '../../data/calls/filter-options';
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
import { checkListAnswer, withLive, type CallOrder, type ListView } from './model/list-view';
import { ReviewProgress } from './review/review-progress';
import { ReviewFilterIgnored, ReviewThese } from './review/review-queue';
import { AssignForReview } from './assign/assign-for-review';
import { viewQuery } from './model/saved-views';
import { useCallsListParams } from './hooks/use-calls-list-params';
import { useCallsLive } from './hooks/use-calls-live';

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
  const live = useCallsLive(agent, query, params, view.range, answered);

  const agentError = [options.error, calls.error].find(isAgentMissing(agent));
  if (agentError) {
    const retry = () => {
      void options.refetch();
      void calls.refetch();
    };
    return <AgentMissing error={agentError} onRetry={retry} retrying={options.isFetching || calls.isFetching} />;
  }

  const ignoredByServer = answered
    ? checkListAnswer(answered.items, view)
    : { rangeIgnored: false, orderIgnored: false };
  const total = calls.data?.total ?? null;

  return (
    <Page title={TITLE}>
      <ListControls
        agent={agent}
        filters={filters}
        view={view}
        ignored={ignored}
        savedQuery={viewQuery(params)}
        {...change}
        updateParams={updateParams}
      />
      <ServerIgnored range={ignoredByServer.rangeIgnored} order={ignoredByServer.orderIgnored} />
      <SearchIgnored agent={agent} q={view.q} items={answered?.items} />
      <ReviewFilterIgnored reviewed={view.reviewed} items={answered?.items} />
      {/* The list's tools on one line (wrapping on a phone): review, export, Live, and how far review has got. */}
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <ReviewThese
            agent={agent}
            query={query}
            paging={paging}
            params={params}
            firstShown={calls.data?.items[0]}
            total={total}
          />
          <AssignForReview agent={agent} query={query} total={total} />
          <ExportControl agent={agent} query={query} total={total} />
          <LiveBar
            live={live.live}
            onLive={(on) => updateParams((current) => withLive(current, on), { replace: true })}
            unavailable={live.unavailable}
            found={live.found}
            applyLabel="Show new calls"
            onApply={() => void calls.refetch()}
            applying={calls.isFetching}
          />
        </Group>
        <ReviewProgress agent={agent} query={query} params={params} keepPlace />
      </Group>
      <CallsList
        calls={calls}
        kinds={kinds.data}
        paging={paging}
        setPaging={setPaging}
        caption={listCaption(ignoredByServer.orderIgnored, view.order)}
        filtered={isFiltered(filters, view)}
      />
    </Page>
  );
}

/** The page when the service does not know this agent. */
function AgentMissing({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  return (
    <Page title={TITLE}>
      <QueryError error={error} title="Agent not found" onRetry={onRetry} retrying={retrying} />
    </Page>
  );
}

/** Whether anything narrows the list: a filter, a time range, a search or the reviewed filter. */
const isFiltered = (filters: CallFilters, view: ListView): boolean =>
  hasCallFilters(filters) ||
  view.range.after !== null ||
  view.range.before !== null ||
  view.q !== '' ||
  view.reviewed !== null;

/** The table's caption: its order, or that the server kept its own. */
const listCaption = (orderIgnored: boolean, order: CallOrder): string =>
  orderIgnored ? 'Calls, in the order the server sent them' : `Calls, ${order === 'asc' ? 'oldest' : 'newest'} first`;
