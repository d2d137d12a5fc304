import { Alert, Group, Loader, Text } from '@mantine/core';
import { NotOffered } from '../../../components/query-error';
import type { ComputeProgress } from '../../../data/stats/computed-stats';
import { COMPUTE_LIMIT } from '../../../data/stats/keys';
import { formatDateTime, formatNumber } from '../../../lib/format';
import type { OverviewSource } from '../overview-state';

/** Where figures computed from the calls list came from, and how far they reach. */
export function SourceNote({ source }: { source: OverviewSource }) {
  if (source.kind === 'route') return null;
  return (
    <Alert color="gray" variant="light" title="Computed from the calls list">
      <Text size="sm">
        This server has no statistics route, so these figures were computed here from {formatNumber(source.loaded)}{' '}
        calls of its calls list (at most {formatNumber(source.limit)} are read).
      </Text>
      {source.truncated && (
        <Text size="sm" fw={600} mt={4}>
          The range and the period before it hold {source.total === null ? 'more' : formatNumber(source.total)} calls:
          the figures cover only the newest {formatNumber(source.loaded)}
          {source.oldest ? `, back to ${formatDateTime(source.oldest)?.local ?? source.oldest}` : ''}. Choose a shorter
          range for complete figures.
        </Text>
      )}
    </Alert>
  );
}

/** While the figures are computed from the calls list: how far it has read. */
export function ComputingNote({ progress }: { progress: ComputeProgress | null }) {
  const max = progress?.total ? Math.min(progress.total, COMPUTE_LIMIT) : null;
  return (
    <Group gap="xs">
      <Loader size="sm" />
      <Text size="sm" role="status">
        This server has no statistics route: computing the figures from the calls list
        {progress
          ? ` (${formatNumber(progress.loaded)}${max !== null ? ` of ${formatNumber(max)}` : ''} calls read)`
          : ''}
        …
      </Text>
      {progress && max !== null && <progress aria-label="Calls read" max={max} value={progress.loaded} />}
    </Group>
  );
}

/** A server with neither the statistics route nor a calls list. */
export function NothingToCount() {
  return (
    <NotOffered what="call statistics or a calls list">
      <Text size="sm">There is nothing this page can count calls from on this server.</Text>
    </NotOffered>
  );
}
