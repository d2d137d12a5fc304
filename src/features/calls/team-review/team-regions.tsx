import { useQuery } from '@tanstack/react-query';
import type { AgentRef, CallDetail, MemberReview } from '../../../contract';
import { callFilterOptionsOptions } from '../../../data/calls/filter-options';
import { FinalVerdictNotice } from './final-verdict-notice';
import { FinalVerdictRegion } from './final-verdict-region';
import { TeamReviewsRegion } from './team-reviews-region';
import type { VerdictNames } from './verdict-text';

export type TeamRegionsProps = {
  agent: AgentRef;
  callId: number;
  call: CallDetail | undefined;
  /** Every member's review of the call, the signed-in member's own included. */
  all: readonly MemberReview[];
  /** The other members' reviews. */
  others: readonly MemberReview[];
  /** The member may set the final verdict (and the call has reviews); others read it where there is one. */
  admin: boolean;
  /** Why the reviews could not be read (not a missing route: that shows nothing). */
  error: Error | null;
  onRetry: () => void;
  onDiscuss: () => void;
};

/** The lazily loaded part of the call page's team reviews (./lazy-team-regions.tsx decides when). */
export function TeamRegions({ agent, callId, call, all, others, admin, error, onRetry, onDiscuss }: TeamRegionsProps) {
  // The agent's intents and labels by name: the same query the Review region reads.
  const options = useQuery(callFilterOptionsOptions(agent));
  const names: VerdictNames = {
    intents: options.data?.call_intents ?? [],
    labels: [...(call?.labels_and_redflags ?? []), ...(options.data?.labels_and_redflags ?? [])],
  };
  return (
    <>
      {others.length > 0 || error ? (
        <TeamReviewsRegion
          others={others}
          all={all}
          names={names}
          error={error}
          onRetry={onRetry}
          onDiscuss={onDiscuss}
        />
      ) : null}
      {admin ? (
        <FinalVerdictRegion
          agent={agent}
          callId={callId}
          call={call}
          reviews={all}
          names={names}
          loadingNames={options.isPending}
        />
      ) : (
        <FinalVerdictNotice agent={agent} callId={callId} names={names} />
      )}
    </>
  );
}
