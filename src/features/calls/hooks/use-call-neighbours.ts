import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { callFiltersFromSearch } from '../call-filters/search-params';
import type { AgentRef, Call, CallList } from '../../../contract';
import type { CallListQuery } from '../../../data/calls/keys';
import { callListOptions, callOptions } from '../../../data/calls/queries';
import { reviewOptions } from '../../../data/reviews/queries';
import { listQuery, listViewFromSearch } from '../model/list-view';
import { type ListPage, type Neighbour, neighbours } from '../model/neighbours';
import type { FoundAt } from '../model/step-calls';
import { afterNextPaint } from '../../../lib/use-after-paint';
import { pagingFromSearch, withPaging, type Paging } from '../model/paging';
import { isQueueList } from '../../../lib/routes';
import { useQueueList } from './use-queue-list';

/** The ids of a fetched page of the list, where it sits. */
export const toPage = (list: CallList, paging: Paging): ListPage => ({
  offset: paging.offset,
  limit: paging.limit,
  ids: list.items.map((c) => c.id),
  total: list.total ?? null,
});

/**
 * Where a call sits in the list its page was opened from (the query string: filters, page,
 * order; or the review queue, `list=review-queue`), its previous and next calls, fetching the neighbouring page at an edge, and the
 * neighbours' details (and the next one's review) prefetched, once `prefetch` is true, so moving
 * to them shows at once.
 */
export function useCallNeighbours(agent: AgentRef, callId: number, params: URLSearchParams, prefetch: boolean) {
  // The same query the calls page asked with (filters, time range, order), so the same cache entry.
  const filters: CallListQuery = useMemo(
    () => ({ ...callFiltersFromSearch(params), ...listQuery(listViewFromSearch(params)) }),
    [params],
  );
  const paging = useMemo(() => pagingFromSearch(params), [params]);
  const listOptions = callListOptions(agent, filters, paging);
  const fromQueue = isQueueList(params);
  const calls = useQuery({ ...listOptions, enabled: !fromQueue });
  const queue = useQueueList(agent, fromQueue);
  const list = fromQueue ? queue.status : calls;
  // The list's page of calls, as ids where they sit.
  const shownPage = fromQueue ? queue.page : calls.data ? toPage(calls.data, paging) : null;
  const listKey = fromQueue ? queue.key : JSON.stringify(listOptions.queryKey);

  // Where the call was last found on this page of this list: once it has left the list (reviewed,
  // in a list of unreviewed calls), the calls around that place stay its previous and next.
  const [place, setPlace] = useState<(FoundAt & { listKey: string }) | null>(null);
  const found = shownPage ? shownPage.ids.indexOf(callId) : -1;
  if (found >= 0 && (place?.id !== callId || place.index !== found || place.listKey !== listKey)) {
    setPlace({ id: callId, offset: paging.offset, index: found, listKey });
  }
  const foundAt: FoundAt | null = place && place.id === callId && place.listKey === listKey ? place : null;
  const wasAt = foundAt?.index ?? null;
  const here = shownPage ? neighbours(callId, shownPage, undefined, undefined, wasAt) : null;

  const prevPaging = { limit: paging.limit, offset: here?.prevPageOffset ?? 0 };
  const nextPaging = { limit: paging.limit, offset: here?.nextPageOffset ?? 0 };
  const prevList = useQuery({ ...callListOptions(agent, filters, prevPaging), enabled: here?.prevPageOffset != null });
  const nextList = useQuery({ ...callListOptions(agent, filters, nextPaging), enabled: here?.nextPageOffset != null });
  const result =
    shownPage && here
      ? neighbours(
          callId,
          shownPage,
          prevList.data
            ? toPage(prevList.data, prevPaging)
            : prevList.isError
              ? { ...prevPaging, ids: [], total: null }
              : undefined,
          nextList.data
            ? toPage(nextList.data, nextPaging)
            : nextList.isError
              ? { ...nextPaging, ids: [], total: null }
              : undefined,
          wasAt,
        )
      : null;

  const queryClient = useQueryClient();
  const nextId = result?.next && typeof result.next === 'object' ? result.next.id : null;
  const prevId = result?.prev && typeof result.prev === 'object' ? result.prev.id : null;
  useEffect(() => {
    if (!prefetch) return;
    // After this call is painted (a move to the next call included): the requests are not made
    // in the task that draws it.
    return afterNextPaint(() => {
      // J is the common move: the next call first, then the previous one. The next call's review
      // with it, so that Save and next shows its Review region at once too.
      if (nextId !== null) {
        void queryClient.prefetchQuery(callOptions(agent, nextId));
        void queryClient.prefetchQuery(reviewOptions(agent, nextId));
      }
      if (prevId !== null) void queryClient.prefetchQuery(callOptions(agent, prevId));
    });
  }, [queryClient, agent, nextId, prevId, prefetch]);

  const listItem: Call | undefined = fromQueue ? undefined : calls.data?.items.find((c) => c.id === callId);

  /** The query string for a neighbour: the same list, at the page that holds it. */
  const queryFor = (n: Neighbour) => withPaging(params, { limit: paging.limit, offset: n.offset }).toString();

  return {
    list,
    result,
    listItem,
    queryFor,
    total: shownPage?.total ?? null,
    filters,
    paging,
    foundAt,
    // J and K step through the queue's one page rather than the calls list's pages.
    stepSource: fromQueue ? queue.source : null,
    fromQueue,
  };
}
