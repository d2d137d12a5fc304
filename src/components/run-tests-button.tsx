import { Anchor, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { AgentRef } from '../contract';
import { useStartSimulationRun } from '../data/simulation/mutations';
import { simulationRunListOptions, simulationTestListOptions } from '../data/simulation/queries';
import { errorMessage } from '../lib/api-error';
import { countOf } from '../lib/format';
import { routes } from '../lib/routes';

/** The runs read to find the last completed one: the newest page. */
const RECENT_RUNS = { limit: 20, offset: 0 };

/**
 * "Run tests" after a settings change (B.10): every simulation test of the agent, once, against
 * the settings as they are now, compared with the last completed run; the run's page opens.
 * `changedAt`: when the record beside it last changed; a completed run that read the settings
 * after that already tested it, and is named instead. Nothing where the server runs no
 * simulations or the agent has no test.
 */
export function RunTestsButton({ agent, changedAt }: { agent: AgentRef; changedAt?: string | null }) {
  const navigate = useNavigate();
  const tests = useQuery({ ...simulationTestListOptions(agent), retry: false });
  const runs = useQuery({ ...simulationRunListOptions(agent, RECENT_RUNS), retry: false });
  const start = useStartSimulationRun(agent);
  const ids = tests.data?.items.map((t) => t.id) ?? [];
  if (ids.length === 0 || !runs.isSuccess) return null;
  const baseline = runs.data.items.find((r) => r.status === 'completed') ?? null;
  const changed = Date.parse(changedAt ?? '');
  const tested = baseline && Date.parse(baseline.settings_as_of ?? '') >= changed ? baseline : null;
  if (tested) {
    return (
      <Text size="sm" c="dimmed">
        Tested in{' '}
        <Anchor component={Link} to={routes.simulationRun(agent, tested.id)} underline="always">
          run {tested.id}
        </Anchor>
      </Text>
    );
  }
  const what = `${countOf(ids.length, 'simulation test', 'simulation tests')} on the settings as they are now${
    baseline ? `, compared with run ${baseline.id}` : ''
  }`;
  const run = () =>
    start.mutate(
      { test_ids: ids, repeats: 1, baseline_run_id: baseline?.id ?? null, note: 'Started after a settings change' },
      { onSuccess: (r) => void navigate(routes.simulationRun(agent, r.id)) },
    );
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" loading={start.isPending} onClick={run} title={`Runs ${what}`}>
        Run tests
      </Button>
      <Text size="xs" c="dimmed">
        {what}
      </Text>
      {start.isError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          Could not start the run: {errorMessage(start.error)}
        </Text>
      )}
    </Group>
  );
}
