import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { ArrivalGate } from './arrival-gate';
import { EmptyState } from './empty-state';
import { NotOffered, QueryError } from './query-error';

/**
 * The states of every list page, in one order: loading, not offered by this server (Part B),
 * failed, empty, and the list itself.
 */
export function ListState<T>({
  query,
  what,
  skeleton,
  notOffered,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** The records, plural and lower case: "call intents". */
  what: string;
  /** The list's shape while it loads; rows of bars by default. */
  skeleton?: ReactNode;
  /** What still works without the list (open or delete by id). */
  notOffered?: ReactNode;
  empty: { title: string; body?: ReactNode; action?: ReactNode };
  children: (items: T[]) => ReactNode;
}) {
  const loading = skeleton ?? (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading ${what}`}>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={36} />
      ))}
    </Stack>
  );
  const settled = () => {
    if (query.isPending) return null; // the gate shows `loading` meanwhile
    if (query.isError) {
      if (isApiError(query.error) && query.error.isRouteMissing) {
        return <NotOffered what={`a list of ${what}`}>{notOffered}</NotOffered>;
      }
      return (
        <QueryError
          error={query.error}
          title={`Could not load ${what}`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    }
    if (query.data.length === 0) {
      return (
        <EmptyState title={empty.title} action={empty.action}>
          {empty.body}
        </EmptyState>
      );
    }
    return <>{children(query.data)}</>;
  };
  return (
    <ArrivalGate query={query} loading={loading}>
      {settled}
    </ArrivalGate>
  );
}
