import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  type AgentRef,
  type FinalReview,
  type ReviewBody,
  apiPaths,
  finalReviewSchema,
  isErrorText,
  teamErrorTexts,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { useAgentMutation } from '../agent-mutation';
import { callTeamKeys } from './team-queries';

/** The call's final verdict, or null when it has none ("Call 9001 has no final review"). */
export async function fetchFinalReview(
  a: AgentRef,
  callId: number,
  signal?: AbortSignal,
  atOnce = false,
): Promise<FinalReview | null> {
  try {
    return await apiRequest(apiPaths.finalReview(a, callId), { schema: finalReviewSchema, signal, atOnce });
  } catch (error) {
    if (isApiError(error) && isErrorText(teamErrorTexts.noFinalReview, error.detail)) return null;
    throw error;
  }
}

export const finalReviewOptions = (a: AgentRef, callId: number) =>
  queryOptions({
    queryKey: callTeamKeys.final(a, callId),
    queryFn: ({ signal }) => fetchFinalReview(a, callId, signal),
  });

/** Reads the final verdict as the service has it now, for a save to check first that no other admin saved one meanwhile. */
export function useFreshFinalReview(a: AgentRef, callId: number) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.fetchQuery({
      ...finalReviewOptions(a, callId),
      queryFn: ({ signal }) => fetchFinalReview(a, callId, signal, true),
      staleTime: 0,
    });
}

/**
 * A final verdict to write. `check`, when given, is asked first, as a step of the same save:
 * false writes nothing and the save resolves null while the person chooses.
 */
export type FinalReviewWrite = { body: ReviewBody; check?: () => Promise<boolean> };

/**
 * PUT a call's final verdict (B.11, admins). The stored verdict shows at once; the quality page
 * and the call's reviews are refreshed (src/data/invalidation.ts, saveFinalReview).
 */
export function useSaveFinalReview(a: AgentRef, callId: number) {
  const queryClient = useQueryClient();
  return useAgentMutation<FinalReview | null, FinalReviewWrite>(a, 'saveFinalReview', {
    mutationFn: async ({ body, check }) => {
      if (check && !(await check())) return null;
      return apiRequest(apiPaths.finalReview(a, callId), { method: 'PUT', body, schema: finalReviewSchema });
    },
    onSuccess: (stored) => {
      if (stored !== null) queryClient.setQueryData(callTeamKeys.final(a, callId), stored);
    },
  });
}
