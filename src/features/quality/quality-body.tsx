import { Skeleton, Stack } from '@mantine/core';
import { ArrivalGate } from '../../components/arrival-gate';
import { NotOffered, QueryError } from '../../components/query-error';
import type { AgentRef, CallIntent } from '../../contract';
import { isApiError } from '../../lib/api-error';
import { QualityFigures } from './quality-figures';
import { ReadingProgress } from './reading-progress';
import type { QualityView } from './use-quality-view';

type Props = { agent: AgentRef; view: QualityView; onEdit: ((intent: CallIntent) => void) | null };

/** The figures, or why there are none: the service offers no reviews, or they failed to load. */
export function QualityBody({ agent, view, onEdit }: Props) {
  const { reviews, quality, progress } = view;
  if (reviews.isError && isApiError(reviews.error) && reviews.error.isRouteMissing) {
    return <NotOffered what="reviews of calls, so it has no quality figures to show" />;
  }
  if (reviews.isError) {
    return (
      <QueryError
        error={reviews.error}
        title="Could not load the reviews"
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  }
  // The figures' arrival shows the loading state once more; the figures follow in a deferred render
  // (ArrivalGate), a part at a time (QualityFigures).
  const loading = (
    <Stack gap="xs">
      <ReadingProgress store={progress} />
      <Skeleton height={240} aria-label="Loading the reviews" />
    </Stack>
  );
  return (
    <ArrivalGate query={{ isPending: !reviews.data || !quality, data: quality ?? undefined }} loading={loading}>
      {() => (quality ? <QualityFigures agent={agent} view={view} quality={quality} onEdit={onEdit} /> : null)}
    </ArrivalGate>
  );
}
