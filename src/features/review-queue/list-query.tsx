import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GatheredAssignments } from '../../data/team/assignments';

export type ListQuery = UseQueryResult<GatheredAssignments>;

/** Where a gathered list stopped short of the service's total, it says so. */
export function GatheredNote({ data }: { data: GatheredAssignments }) {
  if (!data.truncated) return null;
  return (
    <Text size="sm" c="dimmed">
      The first {data.items.length.toLocaleString('en')} of {data.total.toLocaleString('en')} are listed.
    </Text>
  );
}

/** A list's shape while it loads, named for a screen reader. */
export function QueueSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={32} />
      ))}
    </Stack>
  );
}
