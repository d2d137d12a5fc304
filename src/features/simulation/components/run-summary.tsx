import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { type SimulationRun, isRunFinished } from '../../../contract';
import { formatNumber } from '../../../lib/format';
import { type RunCounts, runCounts, runStatusText } from '../../../lib/run-counts';

/** "2 of 6 results": how far a run has come, as a bar and in words. */
function RunProgress({ counts }: { counts: RunCounts }) {
  const label = `${formatNumber(counts.done)} of ${formatNumber(counts.total)} results`;
  return (
    <Stack gap={4} maw={420}>
      <Text size="sm">{label}</Text>
      <Progress value={counts.total > 0 ? (counts.done / counts.total) * 100 : 0} aria-label={label} />
    </Stack>
  );
}

/**
 * A run's status and counts in words: "Running", "2 passed", "1 failed", "0 errors", how many
 * results have come while it runs, and a failed run's reason as the service gives it.
 */
export const RunSummary = memo(function RunSummary({ run }: { run: SimulationRun }) {
  const counts = runCounts(run);
  const finished = isRunFinished(run.status);
  return (
    <Stack gap="xs">
      <Group gap="lg" wrap="wrap" align="baseline">
        <Text fw={600} role="status" data-testid="run-status">
          {runStatusText(run.status)}
        </Text>
        {counts && (
          <>
            <Text size="sm">{formatNumber(counts.passed)} passed</Text>
            <Text size="sm">{formatNumber(counts.failed)} failed</Text>
            <Text size="sm">
              {formatNumber(counts.errored)} {counts.errored === 1 ? 'error' : 'errors'}
            </Text>
          </>
        )}
      </Group>
      {counts?.counted && (
        <Text size="xs" c="dimmed">
          Counted here from the results: the service gave no counts.
        </Text>
      )}
      {!finished && counts && <RunProgress counts={counts} />}
      {run.status === 'failed' && (
        <Alert color="red" variant="light" title="The run failed">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <bdi>{run.failure_reason || 'The service gave no reason.'}</bdi>
          </Text>
        </Alert>
      )}
      {run.status === 'cancelled' && counts && counts.done < counts.total && (
        <Text size="sm" c="dimmed">
          Cancelled before every result came: {formatNumber(counts.total - counts.done)} left pending.
        </Text>
      )}
    </Stack>
  );
});
