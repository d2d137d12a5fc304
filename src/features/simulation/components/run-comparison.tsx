import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { AgentRef, SimulationRun } from '../../../contract';
import { QueryError } from '../../../components/query-error';
import { simulationRunOptions, simulationTestListOptions } from '../../../data/simulation/queries';
import { routes } from '../../../lib/routes';
import { testName } from '../../../lib/simulation-compare';
import { ComparisonRows } from './run-comparison-rows';
import { CompareWithSelect } from './run-comparison-select';
import { useTestLookups } from '../hooks/use-test-lookups';

// Below the comparison, and with the settings history's rendering: loaded after the page.
const ChangesBetweenRuns = lazy(() =>
  import('./changes-between-runs').then((m) => ({ default: m.ChangesBetweenRuns })),
);

/**
 * A run compared with a baseline (its own, or the one in the address), test by test, and the
 * settings changes between the two runs: the answer to "what did we change that broke this".
 * Nothing without a baseline. The baseline's read failing (deleted since) says the service's
 * text here; the rest of the run's page is unaffected.
 */
export function RunComparison({
  agent,
  run,
  baselineId,
}: {
  agent: AgentRef;
  run: SimulationRun;
  baselineId: number | null;
}) {
  return baselineId === null ? null : <Comparison agent={agent} run={run} baselineId={baselineId} />;
}

function Comparison({ agent, run, baselineId }: { agent: AgentRef; run: SimulationRun; baselineId: number }) {
  const headingId = useId();
  const itself = baselineId === run.id;
  const baseline = useQuery({ ...simulationRunOptions(agent, baselineId), enabled: !itself });
  const tests = useQuery(simulationTestListOptions(agent));
  const { lookups } = useTestLookups(agent);
  const names = useMemo(
    () => (tests.data ? new Map(tests.data.items.map((t) => [t.id, t.name] as const)) : null),
    [tests.data],
  );
  // Until the tests are listed (or when they cannot be), a test is named by its id, never said deleted.
  const name = (id: number) => (names ? testName(id, names) : `Test ${id}`);

  return (
    <>
      <Stack component="section" aria-labelledby={headingId} gap="sm">
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id={headingId}>
            Compared with{' '}
            <Anchor component={Link} to={routes.simulationRun(agent, baselineId)} inherit underline="always">
              run {baselineId}
            </Anchor>
          </Title>
          <CompareWithSelect agent={agent} run={run} baselineId={baselineId} />
        </Group>
        {itself ? (
          <Text size="sm">A run compared with itself shows no change: choose another run to compare with.</Text>
        ) : baseline.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading run ${baselineId}`}>
            <Skeleton height={20} width="40%" />
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        ) : baseline.isError ? (
          <QueryError
            error={baseline.error}
            title={`Could not load run ${baselineId} to compare with`}
            onRetry={() => void baseline.refetch()}
            retrying={baseline.isFetching}
          />
        ) : (
          <ComparisonRows run={run} baseline={baseline.data} lookups={lookups} name={name} />
        )}
      </Stack>
      {baseline.data && !itself ? (
        <Suspense
          fallback={
            <Skeleton
              h={80}
              role="status"
              aria-busy="true"
              aria-label="Loading the settings changes between the runs"
            />
          }
        >
          <ChangesBetweenRuns agent={agent} baseline={baseline.data} run={run} />
        </Suspense>
      ) : null}
    </>
  );
}
