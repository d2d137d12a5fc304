import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, SimulationRunSummary } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { RecordTable } from '../../../components/record-table';
import { DASH } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { countsText, runCounts, runStatusText } from '../../../lib/run-counts';

/** A list of runs, newest first: each a link to its page, its status and counts in words, its baseline and when. */
export function RunTable({ agent, runs }: { agent: AgentRef; runs: readonly SimulationRunSummary[] }) {
  return (
    <RecordTable
      columns={['Run', 'Status', 'Results', 'Repeats', 'Baseline', 'Note', 'Started', 'Finished']}
      minWidth={980}
    >
      {runs.map((run) => {
        const counts = runCounts(run);
        return (
          <Table.Tr key={run.id}>
            <Table.Th scope="row" fw={500}>
              <Anchor component={Link} to={routes.simulationRun(agent, run.id)} style={{ whiteSpace: 'nowrap' }}>
                Run {run.id}
              </Anchor>
            </Table.Th>
            <Table.Td data-label="Status">
              <Text size="sm">{runStatusText(run.status)}</Text>
              {run.failure_reason && (
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{run.failure_reason}</bdi>
                </Text>
              )}
            </Table.Td>
            <Table.Td data-label="Results">
              <Text size="sm">{counts ? countsText(counts) : DASH}</Text>
            </Table.Td>
            <Table.Td data-label="Repeats">{run.repeats ?? DASH}</Table.Td>
            <Table.Td data-label="Baseline">
              {run.baseline_run_id ? (
                <Anchor component={Link} to={routes.simulationRun(agent, run.baseline_run_id)} size="sm">
                  Run {run.baseline_run_id}
                </Anchor>
              ) : (
                'None'
              )}
            </Table.Td>
            <Table.Td data-label="Note">
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                <bdi>{run.note || DASH}</bdi>
              </Text>
            </Table.Td>
            <Table.Td data-label="Started">
              <DateTime value={run.started_at ?? run.created_at} />
            </Table.Td>
            <Table.Td data-label="Finished">
              <DateTime value={run.finished_at} />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </RecordTable>
  );
}
