import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgentRef, StatsBucketSize } from '../../contract';
import { changesInRangeOptions } from '../../data/settings-changes/queries';
import { isApiError } from '../../lib/api-error';
import { routes } from '../../lib/routes';
import { groupChanges, historyQuery, markTitle, markWhat, type ChangeMark } from './change-marks';
import { isoOf, type Range } from './range';

/** A mark as the page shows it: its bucket, its name ("2 settings changes on 27 Nov: …") and its link. */
export type MarkLink = ChangeMark & { title: string; what: string; to: string };

/**
 * The chart's settings-change marks over `range`. `marks` is null while the changes load and
 * where the server keeps no history (no marks, nothing said); `error` is any other failure.
 */
export function useChangeMarks(
  a: AgentRef,
  range: Range,
  rows: { range: Range }[],
  bucket: StatsBucketSize,
  tz: string,
) {
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
