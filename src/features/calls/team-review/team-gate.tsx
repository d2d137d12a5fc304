import { Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { AgentRef, CallDetail } from '../../../contract';
import { reviewOptions } from '../../../data/reviews/queries';
import { callTeamReviewsOptions } from '../../../data/reviews/team-queries';
import { meOptions, useRole } from '../../../data/team/queries';
import { isOwnReview } from './whose-review';

// The regions' code (the final verdict's form, its checks) loads only for a call with others'
// reviews or for an admin.
const Regions = lazy(() => import('./team-regions').then((m) => ({ default: m.TeamRegions })));

export type TeamGateProps = {
  agent: AgentRef;
  callId: number;
  /** The call's details (its AI intent and labels); undefined where they could not be read. */
  call: CallDetail | undefined;
  /** The details say the call keeps reviews (arrived, not simulated): its reviews are asked for then. */
  known: boolean;
  /** Moves the focus to the comment form, where a disagreement is argued. */
  onDiscuss: () => void;
};

/**
 * Regions "Team reviews" (the other members' reviews, B.11) and, for an admin, "Final verdict".
 * A server without members' reviews shows neither, and no error.
 */
export function TeamGate({ agent, callId, call, known, onDiscuss }: TeamGateProps) {
  const reviews = useQuery({ ...callTeamReviewsOptions(agent, callId), enabled: known });
  const me = useQuery(meOptions());
  // Without `/me` (an older server), the member's own review says which reviewer they are.
  const own = useQuery({ ...reviewOptions(agent, callId), enabled: known && me.isError });
  // useAllowed's answer, from the agent's own workspace (src/components/role-note.tsx).
  const administer = useRole(agent.workspaceId).allows('administer').allowed;
  const all = reviews.data ?? [];
  const others = all.filter((r) => !isOwnReview(r, me.data?.id ?? null, own.data ?? null));
  // An admin settles a call other members reviewed; nothing shows until the member is known.
  const admin = administer && others.length > 0;
  const whose = !me.isPending && !(me.isError && own.isPending);
  const shown = whose && (reviews.isError || others.length > 0 || admin);
  if (!shown) return null;
  const title = others.length > 0 || reviews.isError ? 'Team reviews' : 'Final verdict';
  const placeholder = (
    <section aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Skeleton height={120} />
    </section>
  );
  return (
    <Suspense fallback={placeholder}>
      <Regions
        agent={agent}
        callId={callId}
        call={call}
        all={all}
        others={others}
        admin={admin}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        onDiscuss={onDiscuss}
      />
    </Suspense>
  );
}
