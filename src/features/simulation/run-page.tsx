import { Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AgentRef, SimulationRun } from '../../contract';
import { AfterFirstDraw } from '../../components/after-first-draw';
import { ArrivalGate } from '../../components/arrival-gate';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { simulationRunOptions, simulationTestListOptions } from '../../data/simulation/queries';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { testName } from '../../lib/simulation-compare';
import { NoSimulations } from './components/no-simulations';
import { RunCancel } from './components/run-cancel';
import { RunComparison } from './components/run-comparison';
import { RunDetails } from './components/run-details';
import { PLAIN_RESULTS_MAX, RunResults, resultsByTest } from './components/run-results';
import { RunSummary } from './components/run-summary';
import { useTestLookups } from './hooks/use-test-lookups';
import type { TestLookups } from './model/test-refs';

const BackToRuns = ({ agent }: { agent: AgentRef }) => (
  <Anchor component={Link} to={routes.simulationRuns(agent)} size="sm">
    All simulation runs
  </Anchor>
);

/** One run, followed live until it ends: its status, counts, comparison with its baseline and results. */
export function RunPage() {
  const agent = useAgentRef();
  const raw = useParams().runId ?? '';
  const runId = parseId(raw);
  const title = `Simulation run ${runId ?? raw}`;
  if (runId === null) {
    return (
      <Page title={title}>
        <Text size="sm" role="alert">
          Simulation run with ID {raw} not found
        </Text>
        <BackToRuns agent={agent} />
      </Page>
    );
  }
  return <RunById agent={agent} runId={runId} title={title} />;
}

function RunById({ agent, runId, title }: { agent: AgentRef; runId: number; title: string }) {
  const run = useQuery(simulationRunOptions(agent, runId));
  // Each read of the run (every second while it goes on) is drawn in a deferred render, which
  // yields to the browser: the query's answer comes in an update React renders at once, and the
  // whole page drawn there is one task (see docs/performance.md, row "A run read again drawn in a
  // deferred render").
  const shown = useDeferredValue(run.data);
  const loading = (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={`Loading simulation run ${runId}`}>
      <Skeleton height={28} maw={360} />
      <Skeleton height={80} />
      <Skeleton height={240} />
    </Stack>
  );
  const settled = () => {
    if (run.isError) {
      return isApiError(run.error) && run.error.isRouteMissing ? (
        <NoSimulations />
      ) : (
        <QueryError
          error={run.error}
          title={`Could not load simulation run ${runId}`}
          onRetry={() => void run.refetch()}
          retrying={run.isFetching}
        />
      );
    }
    const data = shown ?? run.data;
    return data ? <RunView agent={agent} run={data} /> : null;
  };
  return (
    <Page title={title}>
      <BackToRuns agent={agent} />
      <ArrivalGate query={run} loading={loading}>
        {settled}
      </ArrivalGate>
    </Page>
  );
}

const RunView = memo(function RunView({ agent, run }: { agent: AgentRef; run: SimulationRun }) {
  const [params] = useSearchParams();
  const baselineId = parseId(params.get('baseline') ?? undefined) ?? run.baseline_run_id ?? null;
  const tests = useQuery(simulationTestListOptions(agent));
  const { lookups } = useTestLookups(agent);
  const names = useMemo(
    () => (tests.data ? new Map(tests.data.items.map((t) => [t.id, t.name] as const)) : null),
    [tests.data],
  );
  // The results follow the run in a deferred render, which yields to the browser: the run is read
  // again every second while it goes on, and a thousand results drawn at once would hold the page.
  // The tests' names and lookups arrive after the run, and name every row: the same.
  const shown = useDeferredValue(run);
  const shownNames = useDeferredValue(names);
  const shownLookups = useDeferredValue(lookups);
  const expected = run.test_ids.length * (run.repeats ?? 1);
  const resultsTitle = useId();
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <RunSummary run={run} />
        <RunCancel agent={agent} run={run} />
      </Stack>
      <RunComparison agent={agent} run={run} baselineId={baselineId} />
      <RunDetails agent={agent} run={run} />
      <Stack gap="sm" component="section" aria-labelledby={resultsTitle}>
        <Title order={2} size="h4" id={resultsTitle}>
          Results
        </Title>
        {tests.isError && (
          <Text size="sm" c="dimmed">
            The tests could not be read, so they are named by their ids.
          </Text>
        )}
        <AfterFirstDraw
          fallback={<Skeleton height={expected > PLAIN_RESULTS_MAX ? 480 : 120} aria-label="Loading the results" />}
        >
          <ResultsByTest agent={agent} run={shown} names={shownNames} lookups={shownLookups} expected={expected} />
        </AfterFirstDraw>
      </Stack>
    </Stack>
  );
});

/** The results of `run` by test, named from `names` (without it, by their ids). */
const ResultsByTest = memo(function ResultsByTest({
  agent,
  run,
  names,
  lookups,
  expected,
}: {
  agent: AgentRef;
  run: SimulationRun;
  names: ReadonlyMap<number, string | null | undefined> | null;
  lookups: TestLookups;
  expected: number;
}) {
  const rows = useMemo(
    () => resultsByTest(run.test_ids, run.results, (id) => (names ? testName(id, names) : `Test ${id}`)),
    [run.test_ids, run.results, names],
  );
  return <RunResults agent={agent} rows={rows} lookups={lookups} expected={expected} />;
});
