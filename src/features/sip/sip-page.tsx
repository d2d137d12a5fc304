import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ArrivalGate } from '../../components/arrival-gate';
import { RecordChanges } from '../../components/record-changes';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { useAgentRef } from '../../lib/agent-ref';
import { errorMessage } from '../../lib/api-error';
import { isSipNotFound, sipConfigOptions } from '../../data/sip/queries';
import { SipDetails } from './components/sip-details';

const loading = (
  <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the SIP configuration" maw={760}>
    {[0, 1, 2, 3, 4, 5].map((i) => (
      <Skeleton key={i} height={32} />
    ))}
  </Stack>
);

export function SipPage() {
  const agent = useAgentRef();
  const sip = useQuery(sipConfigOptions(agent));

  return (
    <Page title="SIP configuration">
      <Text size="sm">
        How this agent connects to your phone system. The password is never shown, only whether one is set.
      </Text>
      <RecordChanges agent={agent} resource="sip_config" resourceId={null} />
      <ArrivalGate query={sip} loading={loading}>
        {() =>
          sip.isPending ? null : isSipNotFound(sip.error) ? (
            // Not a failure: this agent simply has no SIP configuration (yet).
            <Paper withBorder p="lg" maw={760}>
              <Text fw={500}>{errorMessage(sip.error)}</Text>
              <Text size="sm" mt={4}>
                This agent has no SIP configuration, so it does not take calls from a phone system yet.
              </Text>
              <Button mt="md" size="xs" variant="default" onClick={() => void sip.refetch()} loading={sip.isFetching}>
                Check again
              </Button>
            </Paper>
          ) : sip.isError ? (
            <QueryError
              error={sip.error}
              title="Could not load the SIP configuration"
              onRetry={() => void sip.refetch()}
              retrying={sip.isFetching}
            />
          ) : (
            <SipDetails config={sip.data} />
          )
        }
      </ArrivalGate>
    </Page>
  );
}
