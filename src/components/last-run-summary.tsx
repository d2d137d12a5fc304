import { Anchor, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AgentRef, SimulationRun } from '../contract';
import { simulationRunListOptions, simulationRunOptions } from '../data/simulation/queries';
import { isApiError } from '../lib/api-error';
import { countOf } from '../lib/format';
import { routes } from '../lib/routes';
import { compareRuns } from '../lib/simulation-compare';
import { runCounts, runStatusText } from '../lib/run-counts';

const NEWEST = { limit: 1, offset: 0 };

/**
 * The agent's last simulation run (B.10) in one line, a link to it: passed of total, and the
 * regressions against its baseline. Nothing where the server runs no simulations.
 */
export function LastRunSummary({ agent }: { agent: AgentRef }) {
  const list = useQuery({ ...simulationRunListOptions(agent, NEWEST), retry: false });
  const newest = list.data?.items[0] ?? null;
  const run = useQuery({ ...simulationRunOptions(agent, newest?.id ?? 0), enabled: newest !== null });
  const baselineId = run.data?.baseline_run_id ?? null;
  const baseline = useQuery({ ...simulationRunOptions(agent, baselineId ?? 0), enabled: baselineId !== null });

  if (list.isError && isApiError(list.error) && list.error.isRouteMissing) return null;
  if (list.isPending) return <Skeleton h={20} w={280} aria-label="Loading the last simulation run" />;
  if (list.isError) return <Text size="sm">Could not read the simulation runs.</Text>;
  if (!newest) {
    return (
      <Text size="sm">
        Simulation: no run yet.{' '}
        <Anchor component={Link} to={routes.simulationTests(agent)} underline="always">
          Simulation tests
        </Anchor>
      </Text>
    );
  }
  return (
    <Text size="sm" role="status">
      Last simulation:{' '}
      <Anchor component={Link} to={routes.simulationRun(agent, newest.id)} underline="always">
        run {newest.id}
      </Anchor>
      , {run.data ? lastRunWords(run.data, baseline.data ?? null) : runStatusText(newest.status).toLowerCase()}
    </Text>
  );
}

/** "3 of 4 results passed, 2 regressions against run 11" (or the status while it is not completed). */
export function lastRunWords(run: SimulationRun, baseline: SimulationRun | null): string {
  const counts = runCounts(run);
  const status = runStatusText(run.status);
  if (run.status !== 'completed' || !counts) {
    return counts ? `${status.toLowerCase()}: ${counts.done} of ${counts.total} results` : status.toLowerCase();
  }
  const passed = `${counts.passed} of ${counts.total} results passed`;
  if (run.baseline_run_id === null || run.baseline_run_id === undefined) return passed;
  if (!baseline) return `${passed}, compared with run ${run.baseline_run_id}`;
  const regressed = compareRuns(run, baseline).rows.filter((r) => r.change === 'Regressed').length;
  return `${passed}, ${countOf(regressed, 'regression', 'regressions')} against run ${baseline.id}`;
}
