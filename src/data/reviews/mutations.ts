import { useQueryClient } from '@tanstack/react-query';
import { type AgentRef, type CallReview, type ReviewBody, apiPaths, callReviewSchema } from '../../contract';
import { useAgentMutation } from '../agent-mutation';
import { apiRequest } from '../../lib/api-client';
import { reviewKeys } from './keys';
import { fetchReview, reviewOptions } from './queries';

/**
 * Reads the call's review as the service has it now (null: none), for a save to check first that
 * nothing was saved elsewhere meanwhile; the page shows what it read. The save waits on it, so it
 * is sent at once (`atOnce`): Save and next at 4x CPU (scripts/bench-review.mjs, medians of 6
 * presses, 3 runs each taking turns) 540, 547, 472 ms when it waited a task, 447, 481, 424 ms sent
 * at once.
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
 * PUT a call's review (creates or replaces). The stored review shows at once; the reviews and
 * the calls lists (their `reviewed` marks and filter) are refreshed before it settles.
 * `onSaved` runs as soon as the service has answered, also when the form that saved has left the
 * page meanwhile.
 */
export function useSaveReview(
  a: AgentRef,
  callId: number,
  { onSaved }: { onSaved?: (review: CallReview) => void } = {},
) {
  const queryClient = useQueryClient();
  return useAgentMutation<CallReview, ReviewBody>(a, 'saveReview', {
    mutationFn: (body) => apiRequest(apiPaths.callReview(a, callId), { method: 'PUT', body, schema: callReviewSchema }),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewKeys.detail(a, callId), review);
      onSaved?.(review);
    },
    // The save may have been made all the same (an unreadable answer, a time-out): what the
    // service holds is read again (src/data/invalidation.ts: this call's review only).
    onError: () => queryClient.invalidateQueries({ queryKey: reviewKeys.detail(a, callId) }),
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
