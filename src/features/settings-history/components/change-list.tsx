import { Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { ArrivalGate } from '../../../components/arrival-gate';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import type { SettingsChange, SettingsChangeList } from '../../../contract';
import { countOf } from '../../../lib/format';
import type { ItemNamer } from '../../../components/settings-change/names';
import { type RestoreSide, ChangeRow } from './change-row';

const loading = (
  <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading settings changes">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} height={80} />
    ))}
  </Stack>
);

/**
 * One page of changes: loading, failed, empty or its rows. A page's rows (the first, and each page
 * turned to: the page before is not kept on show meanwhile) are drawn in a deferred render
 * (ArrivalGate), which yields to the browser (docs/performance.md, row "The settings history's rows
 * drawn in a deferred render").
 */
export function ChangeList({
  list,
  items,
  name,
  isCompared,
  onCompare,
  onRestore,
  canRestore = true,
  listRef,
}: {
  list: UseQueryResult<SettingsChangeList>;
  /** The page's changes, as the page shows them. */
  items: SettingsChange[];
  name: ItemNamer;
  isCompared: (change: SettingsChange) => boolean;
  onCompare: (change: SettingsChange, on: boolean) => void;
  onRestore: (change: SettingsChange, side: RestoreSide, opener: HTMLButtonElement) => void;
  /** False where the member's role does not allow the write (B.11): the rows offer no Restore. */
  canRestore?: boolean;
  /** The list, where focus goes when the button that opened a dialog is gone. */
  listRef: RefObject<HTMLElement | null>;
}) {
  const arrived = list.isPlaceholderData ? undefined : list.data;
  return (
    <ArrivalGate query={{ isPending: list.isPending || list.isPlaceholderData, data: arrived }} loading={loading}>
      {() =>
        list.isError ? (
          <QueryError
            error={list.error}
            title="Could not load the settings history"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState title="No changes">No settings change matches these filters.</EmptyState>
        ) : (
          <>
            <Text size="sm" role="status">
              {countOf(list.data?.total ?? 0, 'change', 'changes')}, newest first
            </Text>
            <Stack
              component="ul"
              ref={listRef as RefObject<HTMLDivElement | null>}
              tabIndex={-1}
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Settings changes"
            >
              {items.map((change) => (
                <ChangeRow
                  key={change.id}
                  change={change}
                  name={name}
                  compared={isCompared(change)}
                  onCompare={(on) => onCompare(change, on)}
                  onRestore={(side, opener) => onRestore(change, side, opener)}
                  canRestore={canRestore}
                />
              ))}
            </Stack>
          </>
        )
      }
    </ArrivalGate>
  );
}
