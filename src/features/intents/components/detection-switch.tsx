import { Alert, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AgentRef } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { RecordChanges } from '../../../components/record-changes';
import { useRoleGate } from '../../../components/role-note';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { notifySuccess } from '../../../lib/notify';
import { intentDetectionOptions } from '../../../data/detection/queries';
import { useSetIntentDetection } from '../../../data/detection/mutations';

/**
 * The "Intent detection" switch (endpoint 4). It flips at once: while the request is out it
 * shows the value sent; a refusal leaves the cached value in place, which is the rollback.
 * A server without the Part B read still gets the switch, with the state marked unknown.
 */
export function DetectionSwitch({ agent }: { agent: AgentRef }) {
  const query = useQuery(intentDetectionOptions(agent));
  const mutation = useSetIntentDetection(agent);
  const stateId = useId();
  const meaningId = useId();
  const gate = useRoleGate('edit');
  const role = gate.control();

  const known = query.data?.enabled;
  const unknownState = known === undefined && isApiError(query.error) && query.error.isRouteMissing;
  const checked = mutation.isPending ? mutation.variables : (known ?? false);

  let body;
  if (query.isPending) {
    // The switch and its state line, in their size: nothing below moves when the state arrives.
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading intent detection">
        <Skeleton height={24} width={220} />
        <Skeleton height={22} width="70%" />
      </Stack>
    );
  } else if (known === undefined && !unknownState) {
    body = (
      <QueryError
        error={query.error}
        title="Could not load intent detection"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <>
        <Switch
          label="Intent detection"
          size="md"
          checked={checked}
          aria-busy={mutation.isPending || undefined}
          // Not Switch's own description: Mantine renders it inside the <label>, which would make
          // it part of the accessible name (tests find it by the name "Intent detection" exactly).
          aria-describedby={[stateId, meaningId, role['aria-describedby']].filter(Boolean).join(' ')}
          disabled={role.disabled}
          onChange={(e) => {
            const enabled = e.currentTarget.checked;
            mutation.mutate(enabled, {
              onSuccess: () => notifySuccess(enabled ? 'Intent detection turned on' : 'Intent detection turned off'),
            });
          }}
        />
        <Text id={stateId} size="sm">
          {unknownState
            ? 'This server does not report whether intent detection is on, so the current state is unknown. Turning the switch sets it.'
            : checked
              ? 'On: calls are classified into the intents below.'
              : 'Off: calls are not classified into intents.'}
        </Text>
        {gate.note}
      </>
    );
  }

  return (
    <Paper withBorder p="md" component="section" aria-label="Intent detection">
      <Stack gap="xs">
        {body}
        <RecordChanges agent={agent} resource="intent_detection" resourceId={null} />
        <Text id={meaningId} size="sm" c="dimmed">
          Turning it off keeps your intents and stops classifying calls into them. Turning it on again resumes
          classifying with the same intents.
        </Text>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert" title="Could not change intent detection">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {errorMessage(mutation.error)}
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
