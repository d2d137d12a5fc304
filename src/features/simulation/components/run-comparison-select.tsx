import { NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AgentRef, SimulationRun } from '../../../contract';
import { simulationRunListOptions } from '../../../data/simulation/queries';
import { formatDateTime } from '../../../lib/format';

/** The runs offered to compare with: the newest this many. */
const RUNS_OFFERED = 50;

/**
 * "Compare with": another run of the agent as the baseline, kept in the address (`?baseline=`),
 * so the comparison can be shared and comes back on reload. Choosing the run's own baseline
 * leaves the address without it.
 */
export function CompareWithSelect({
  agent,
  run,
  baselineId,
}: {
  agent: AgentRef;
  run: SimulationRun;
  baselineId: number;
}) {
  const [, setParams] = useSearchParams();
  const runs = useQuery(simulationRunListOptions(agent, { limit: RUNS_OFFERED, offset: 0 }));
  if (runs.isError)
    return (
      <Text size="sm" c="dimmed">
        The other runs could not be listed.
      </Text>
    );
  const others = (runs.data?.items ?? []).filter((r) => r.id !== run.id);
  const data = others.map((r) => ({
    value: String(r.id),
    label: `Run ${r.id}${r.id === run.baseline_run_id ? ' (its baseline)' : ''} · ${formatDateTime(r.created_at)?.local ?? 'no date'}`,
  }));
  if (!data.some((o) => o.value === String(baselineId)))
    data.unshift({ value: String(baselineId), label: `Run ${baselineId}` });
  const choose = (value: string) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (Number(value) === run.baseline_run_id) next.delete('baseline');
      else next.set('baseline', value);
      return next;
    });
  return (
    <NativeSelect
      label="Compare with"
      size="sm"
      data={data}
      value={String(baselineId)}
      disabled={runs.isPending}
      onChange={(e) => choose(e.currentTarget.value)}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
