import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from '../../../components/date-time';
import { QueryError } from '../../../components/query-error';
import type { AgentRef } from '../../../contract';
import { finalReviewOptions } from '../../../data/reviews/final-review';
import { isApiError } from '../../../lib/api-error';
import { VerdictLines } from './verdict-lines';
import type { VerdictNames } from './verdict-text';

/**
 * Region "Final verdict" as a member who may not set one reads it (B.11): what the call's final
 * verdict says, who decided it and when. Nothing shows for a call without one, or on a server
 * without final verdicts.
 */
export function FinalVerdictNotice({ agent, callId, names }: { agent: AgentRef; callId: number; names: VerdictNames }) {
  const final = useQuery(finalReviewOptions(agent, callId));
  if (final.isError && isApiError(final.error) && final.error.isRouteMissing) return null;
  const stored = final.data ?? null;
  if (!final.isError && !stored) return null;
  return (
    <Paper component="section" aria-labelledby="call-final-verdict" withBorder p="md" mt="md">
      <Title order={2} size="h4" id="call-final-verdict" mb="xs">
        Final verdict
      </Title>
      {stored ? (
        <>
          <Text size="sm" mb="xs">
            Decided
            {stored.decided_by ? (
              <>
                {' '}
                by <bdi style={{ overflowWrap: 'anywhere' }}>{stored.decided_by}</bdi>
              </>
            ) : null}
            , <DateTime value={stored.decided_at} />. It is what the quality figures count for this call, whatever the
            reviews say; an admin sets it.
          </Text>
          <VerdictLines review={stored} names={names} />
        </>
      ) : (
        <QueryError
          error={final.error}
          title="Could not load the final verdict"
          onRetry={() => void final.refetch()}
          retrying={final.isFetching}
        />
      )}
    </Paper>
  );
}
