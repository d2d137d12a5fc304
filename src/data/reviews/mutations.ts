import { useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type CallReview, type ReviewBody, apiPaths, callReviewSchema } from '../../contract';
import { useAgentMutation } from '../agent-mutation';
import { refreshAfterFailedReviewSave } from '../invalidation';
import { apiRequest } from '../../lib/api-client';
import { reviewKeys } from './keys';
import { fetchReview, reviewOptions } from './queries';

/**
 * Reads the call's review as the service has it now (null: none), for a save to check first that
 * nothing was saved elsewhere meanwhile; the page shows what it read. The save waits on it, so it
 * is sent at once (`atOnce`) rather than in a task of its own (see docs/performance.md, row "The
 * review read before a save sent at once").
 */
export function useFreshReview(a: AgentRef, callId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      ...reviewOptions(a, callId),
      queryFn: ({ signal }) => fetchReview(a, callId, signal, true),
      staleTime: 0,
    });
}

/**
 * A review to write. `check`, when given, is asked first, as a step of the same save: false writes
 * nothing, the save is held (it resolves null) while the person chooses; the lists are refreshed
 * all the same, as a review was saved elsewhere. One step, so the form goes from idle to saving
 * once; a check before the save would draw the form once more at its end (see docs/performance.md,
 * row "The conflict check a step of the review's save").
 */
export type ReviewWrite = { body: ReviewBody; check?: () => Promise<boolean> };

/**
 * PUT a call's review (creates or replaces). The stored review shows at once; the reviews and
 * the calls lists (their `reviewed` marks and filter) are refreshed before it settles (what it
 * makes stale is src/data/invalidation.ts's). `onSaved` is told the service's answer as soon as it
 * comes, also when the form that saved has left the page meanwhile; what follows (Save and next's
 * move) is the caller's. Not `mutateAsync`: it resolves only after the lists' refresh, which
 * would put a round trip and another drawing of this call before the next one shows.
 */
export function useSaveReview(
  a: AgentRef,
  callId: number,
  { onSaved }: { onSaved?: (review: CallReview) => void } = {},
) {
  const queryClient = useQueryClient();
  return useAgentMutation<CallReview | null, ReviewWrite>(a, 'saveReview', {
    mutationFn: async ({ body, check }) => {
      if (check && !(await check())) return null;
      return apiRequest(apiPaths.callReview(a, callId), { method: 'PUT', body, schema: callReviewSchema });
    },
    onSuccess: (review) => {
      if (review === null) return;
      queryClient.setQueryData(reviewKeys.detail(a, callId), review);
      onSaved?.(review);
    },
    onError: () => refreshAfterFailedReviewSave(queryClient, a, callId),
  });
}

/** DELETE a call's review. */
export function useDeleteReview(a: AgentRef, callId: number) {
  const queryClient = useQueryClient();
  return useAgentMutation<void, void>(a, 'deleteReview', {
    mutationFn: () => apiRequest(apiPaths.callReview(a, callId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(reviewKeys.detail(a, callId), null);
    },
  });
}
