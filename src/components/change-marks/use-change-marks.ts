import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef, StatsBucketSize } from '../../contract';
import { changesInRangeOptions } from '../../data/settings-changes/queries';
import { isApiError } from '../../lib/api-error';
import { type ChangeMark, type Span, groupChanges, historyQuery, markTitle, markWhat } from '../../lib/change-marks';
import { routes } from '../../lib/routes';

/** A mark as a page shows it: its bucket, its name ("2 settings changes on 27 Nov: …") and its link. */
export type MarkLink = ChangeMark & { title: string; what: string; to: string };

const isoOf = (ms: number): string => new Date(ms).toISOString();

/**
 * The settings-change marks of `rows` (a page's buckets) over `range`. `marks` is null while the
 * changes load and where the server keeps no history (no marks, nothing said); `error` is any other failure.
 */
export function useChangeMarks(a: AgentRef, range: Span, rows: { range: Span }[], bucket: StatsBucketSize, tz: string) {
  const query = useQuery(changesInRangeOptions(a, isoOf(range.from), isoOf(range.to)));
  const marks = useMemo<MarkLink[] | null>(
    () =>
      query.data
        ? groupChanges(query.data, rows).map((m) => ({
            ...m,
            title: markTitle(m, bucket, tz),
            what: markWhat(m),
            to: routes.settingsHistory(a, historyQuery(m.range)),
          }))
        : null,
    [query.data, rows, bucket, tz, a],
  );
  const routeMissing = isApiError(query.error) && query.error.isRouteMissing;
  return {
    marks,
    error: query.isError && !routeMissing ? query.error : null,
    retry: () => void query.refetch(),
  };
}
