import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import type { AgentRef, Call, MemberReview } from '../../../contract';
import { finalReviewOptions } from '../../../data/reviews/final-review';
import { isApiError } from '../../../lib/api-error';
import { countOf } from '../../../lib/format';
import { bodyOfFinal } from './final-body';
import { FinalVerdictForm } from './final-verdict-form';
import { majorityVerdict } from './team-verdicts';
import type { VerdictNames } from './verdict-text';

type Props = {
  agent: AgentRef;
  callId: number;
  call: Call | undefined;
  reviews: readonly MemberReview[];
  names: VerdictNames;
  /** The agent's intents and labels are still on their way. */
  loadingNames: boolean;
};

/**
 * Region "Final verdict" (B.11, admins): who decided the call's verdict and when, and the review's
 * controls to set it, starting from the stored verdict or, without one, the reviews' majority.
 */
export function FinalVerdictRegion({ agent, callId, call, reviews, names, loadingNames }: Props) {
  const final = useQuery(finalReviewOptions(agent, callId));
  const stored = final.data ?? null;
  const proposal = useMemo(() => (stored ? bodyOfFinal(stored) : majorityVerdict(reviews)), [stored, reviews]);
  let body;
  if (final.isError && isApiError(final.error) && final.error.isRouteMissing) {
    body = <Text size="sm">This server does not offer final verdicts.</Text>;
  } else if (final.isError) {
    body = (
      <QueryError
        error={final.error}
        title="Could not load the final verdict"
        onRetry={() => void final.refetch()}
        retrying={final.isFetching}
      />
    );
  } else if (final.isPending || loadingNames) body = <Skeleton height={160} />;
  else if (!call)
    body = <Text size="sm">The call’s details could not be loaded (see above), so it cannot be settled here.</Text>;
  else {
    body = (
      <>
        <Text size="sm" mb="sm">
          {stored ? (
            <>
              Decided
              {stored.decided_by ? (
                <>
                  {' '}
                  by <bdi style={{ overflowWrap: 'anywhere' }}>{stored.decided_by}</bdi>
                </>
              ) : null}
              , <DateTime value={stored.decided_at} />. It is what the quality figures count for this call.
            </>
          ) : (
            `No final verdict yet. Filled in from the majority of the ${countOf(reviews.length, 'review', 'reviews')}; where they tie, it is left unset.`
          )}
        </Text>
        <FinalVerdictForm agent={agent} call={call} final={stored} proposal={proposal} names={names} />
      </>
    );
  }
  return (
    <Paper component="section" aria-labelledby="call-final-verdict" withBorder p="md" mt="md">
      <Title order={2} size="h4" id="call-final-verdict" mb="xs">
        Final verdict
      </Title>
      {body}
    </Paper>
  );
}
