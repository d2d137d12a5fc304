import type { StatsBucketSize } from '../../contract';
import type { StatsQuery } from '../../data/stats/keys';
import { NO_FILTERS } from './overview-state';
import { isoOf, type Range } from './range';

/** The statistics route's query for a range, counting only calls with one of `labels` if given. */
export const statsQuery = (r: Range, bucket: StatsBucketSize, tz: string, labels: number[] = []): StatsQuery => ({
  ...NO_FILTERS,
  label_id: labels.map(String),
  started_after: isoOf(r.from),
  started_before: isoOf(r.to),
  bucket,
  tz,
});

/**
 * Whether the query of a key asked for the same periods as `next` but for an earlier end: figures brought up to
 * now (Live's "Update figures") keep the page as it was until they come, the previous answer standing in.
 */
export const sameStart = (prev: unknown, next: StatsQuery) => {
  const p = Array.isArray(prev) ? (prev.at(-1) as Partial<StatsQuery> | undefined) : undefined;
  return (
    p?.started_after === next.started_after &&
    p.bucket === next.bucket &&
    p.tz === next.tz &&
    String(p.label_id) === String(next.label_id)
  );
};
