import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AgentRef, SimulationRun } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { DASH } from '../../../lib/format';
import { routes } from '../../../lib/routes';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const SHOWN = [
  'created_by',
  'baseline_run_id',
  'repeats',
  'settings_as_of',
  'created_at',
  'started_at',
  'finished_at',
  'note',
] as const satisfies readonly (keyof SimulationRun)[];

/** A run read again draws its details again only when one of them changed, not for each result. */
const sameDetails = (a: { agent: AgentRef; run: SimulationRun }, b: { agent: AgentRef; run: SimulationRun }) =>
  a.agent === b.agent && SHOWN.every((k) => a.run[k] === b.run[k]);

/** Who started a run, why (its note), what it is compared with and which settings it ran against. */
export const RunDetails = memo(function RunDetails({ agent, run }: { agent: AgentRef; run: SimulationRun }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <Field label="Started by">
        <bdi>{run.created_by || DASH}</bdi>
      </Field>
      <Field label="Baseline">
        {run.baseline_run_id ? (
          <Anchor component={Link} to={routes.simulationRun(agent, run.baseline_run_id)}>
            Run {run.baseline_run_id}
          </Anchor>
        ) : (
          'None'
        )}
      </Field>
      <Field label="Repeats">{run.repeats ?? DASH}</Field>
      <Field label="Settings as of">
        <DateTime value={run.settings_as_of} />
      </Field>
      <Field label="Created">
        <DateTime value={run.created_at} />
      </Field>
      <Field label="Started">
        <DateTime value={run.started_at} />
      </Field>
      <Field label="Finished">
        <DateTime value={run.finished_at} />
      </Field>
      <Field label="Note">
        <span style={{ whiteSpace: 'pre-wrap' }}>
          <bdi>{run.note || DASH}</bdi>
        </span>
      </Field>
    </SimpleGrid>
  );
}, sameDetails);
