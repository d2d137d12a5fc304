import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { AgentRef } from '../../../contract';
import { ArrivalGate } from '../../../components/arrival-gate';
import { QueryError } from '../../../components/query-error';
import { isApiError } from '../../../lib/api-error';
import { availableConditionsOptions } from '../../../data/alerts/queries';
import { buildCatalogue } from '../model/catalogue';

/** "Agent N does not have settings" (the published available-conditions route): a state of the agent, not a failure. */
const isNoSettings = (e: unknown) =>
  isApiError(e) && e.detail !== null && /^Agent \S+ does not have settings$/.test(e.detail);

/** The catalogue of endpoint 7, as sources; empty until it has loaded (or when it cannot). */
export function useCatalogue(agent: AgentRef) {
  const conditions = useQuery(availableConditionsOptions(agent));
  const sources = useMemo(() => (conditions.data ? buildCatalogue(conditions.data) : []), [conditions.data]);
  return { conditions, sources, loaded: conditions.isSuccess };
}

/** Shows the builder once the available conditions are in; their loading, absence or failure otherwise. */
export function ConditionsGate({
  catalogue,
  children,
}: {
  catalogue: ReturnType<typeof useCatalogue>;
  children: ReactNode;
}) {
  const { conditions } = catalogue;
  const loading = (
    <Stack gap="sm" aria-busy="true" aria-label="Loading available conditions">
      <Skeleton height={28} width="40%" />
      <Skeleton height={160} />
    </Stack>
  );
  return (
    <ArrivalGate query={conditions} loading={loading}>
      {() => <Settled conditions={conditions}>{children}</Settled>}
    </ArrivalGate>
  );
}

function Settled({
  conditions,
  children,
}: {
  conditions: ReturnType<typeof useCatalogue>['conditions'];
  children: ReactNode;
}) {
  if (conditions.isError) {
    return isNoSettings(conditions.error) ? (
      <Alert color="gray" variant="light" title="No settings yet">
        <Text size="sm">{conditions.error.message}</Text>
        <Text size="sm" mt="xs">
          Alert conditions come from the agent's settings; once it has them, they appear here.
        </Text>
      </Alert>
    ) : (
      <QueryError
        error={conditions.error}
        onRetry={() => void conditions.refetch()}
        retrying={conditions.isFetching}
        title="Could not load the available conditions"
      />
    );
  }
  return <>{children}</>;
}
