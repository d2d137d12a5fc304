import { Alert, Text } from '@mantine/core';
import type { CallDetail } from '../../../contract';

/**
 * The mark of a simulated call (B.10: `simulated: true`): made by a simulation run, left out of
 * the calls list and the statistics; reviews and comments are not kept for it.
 */
export function SimulatedCallNote({ call }: { call: Pick<CallDetail, 'simulation_run_id'> }) {
  return (
    <Alert color="grape" variant="light" title="Simulated call">
      <Text size="sm">
        Made by simulation run {call.simulation_run_id ?? '(unknown)'}; it cannot be reviewed or commented on.
      </Text>
    </Alert>
  );
}

/** A region of the call page that simulated calls do not have, said as such. */
export function NotForSimulated({ what }: { what: string }) {
  return <Text size="sm">{what} are not offered for simulated calls.</Text>;
}
