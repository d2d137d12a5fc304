import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentRef } from '../../../contract';
import { openQueueOptions } from '../../../data/team/assignments';
import { meOptions } from '../../../data/team/queries';
import { type ListPage, queuePage } from '../model/neighbours';
import type { PageAt } from '../model/step-calls';

/** How the list a call page steps through is doing: what the page says of it. */
export type ListStatus = { isPending: boolean; isError: boolean; error: unknown };

/** Where J and K find the pages of a list that is not the calls list (the review queue). */
export type StepSource = { pageAt: PageAt; fetchPage: (offset: number) => Promise<unknown> };

/** The queue's one page as far as the cache holds it; any other offset is past its end. */
function cachedQueue(queryClient: QueryClient, agent: AgentRef): PageAt {
  return (offset) => {
    const me = queryClient.getQueryData(meOptions().queryKey);
    const state = me ? queryClient.getQueryState(openQueueOptions(agent, me.id).queryKey) : undefined;
    if (state?.data) {
      const page = queuePage(state.data.items);
      return offset === 0 ? page : { ...page, offset, ids: [] };
    }
    return state?.status === 'error' ? 'failed' : undefined;
  };
}

/**
 * The review queue as the call page's list (`list=review-queue` in its address): the signed-in
 * member's open assignments (B.11), read again when an assignment is completed (a review saved,
 * here or in another tab: src/data/invalidation.ts) or the window comes back into focus.
 */
export function useQueueList(agent: AgentRef, enabled: boolean) {
  const queryClient = useQueryClient();
  const me = useQuery({ ...meOptions(), enabled });
  const options = openQueueOptions(agent, me.data?.id ?? 0);
  const queue = useQuery({ ...options, enabled: enabled && me.data !== undefined });
  const page: ListPage | null = queue.data ? queuePage(queue.data.items) : null;
  const status: ListStatus = {
    isPending: !me.isError && queue.isPending,
    isError: me.isError || queue.isError,
    error: me.error ?? queue.error,
  };
  const source: StepSource = {
    pageAt: cachedQueue(queryClient, agent),
    fetchPage: async () => {
      const who = await queryClient.fetchQuery(meOptions());
      return queryClient.fetchQuery(openQueueOptions(agent, who.id));
    },
  };
  return { status, page, key: JSON.stringify(options.queryKey), source };
}
