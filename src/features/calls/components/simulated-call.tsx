import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CallDetail } from '../../../contract';
import { useAgentRef } from '../../../lib/agent-ref';
import { routes } from '../../../lib/routes';

/**
 * The mark of a simulated call (B.10: `simulated: true`): made by a simulation run, left out of
 * the calls list and the statistics; reviews and comments are not kept for it.
 */
export function SimulatedCallNote({ call }: { call: Pick<CallDetail, 'simulation_run_id'> }) {
  const agent = useAgentRef();
  const runId = call.simulation_run_id;
  return (
    <Alert color="grape" variant="light" title="Simulated call">
      <Text size="sm">
        Made by{' '}
        {typeof runId === 'number' ? (
          <Anchor component={Link} to={routes.simulationRun(agent, runId)} inherit>
            simulation run {runId}
          </Anchor>
        ) : (
          'a simulation run the service did not name'
        )}
        ; it cannot be reviewed or commented on.
      </Text>
    </Alert>
  );
}

/** A region of the call page that simulated calls do not have, said as such. */
export function NotForSimulated({ what }: { what: string }) {
  return <Text size="sm">{what} are not offered for simulated calls.</Text>;
}
