import { Alert, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingsChange } from '../../contract';
import { EmptyState } from '../../components/empty-state';
import { IgnoredInAddress } from '../../components/ignored-in-address';
import { Page } from '../../components/page';
import { QueryError } from '../../components/query-error';
import { availableConditionsOptions } from '../../data/alerts/queries';
import { settingsChangesOptions } from '../../data/settings-changes/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { countOf } from '../../lib/format';
import { type RestoreSide, ChangeRow } from './components/change-row';
import { ComparePanel } from './components/compare-panel';
import { HistoryFilters } from './components/history-filters';
import { RestoreDialog } from './components/restore-dialog';
import { itemNamer } from './model/names';
import { PAGE_SIZE, useHistoryParams } from './use-history-params';

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Every change to the agent's settings, newest first, filtered and paged by the address. */
export function SettingsHistoryPage() {
  const agent = useAgentRef();
  const { query, page, ignored, go } = useHistoryParams();
  const list = useQuery(settingsChangesOptions(agent, query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  const catalogue = useQuery({ ...availableConditionsOptions(agent), retry: false });
  const name = itemNamer(catalogue.data);
  const [compared, setCompared] = useState<SettingsChange[]>([]);
  const [restoring, setRestoring] = useState<{ change: SettingsChange; side: RestoreSide } | null>(null);

  if (list.isError && isApiError(list.error) && list.error.isRouteMissing) {
    return (
      <Page title="Settings history">
        <Alert color="gray" variant="light" title="No settings history">
          <Text size="sm">
            This server keeps no history of settings changes, so there is nothing to show or restore.
          </Text>
        </Alert>
      </Page>
    );
  }
  // A server that does not filter by actor answers everyone's changes: this page's are narrowed, and that is said.
  const actorIgnored = !!query.actor && !!list.data?.items.some((c) => c.actor !== query.actor);
  const items = (list.data?.items ?? []).filter((c) => !actorIgnored || c.actor === query.actor);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const toggle = (change: SettingsChange, on: boolean) =>
    setCompared((old) =>
      on ? [...old.filter((c) => c.id !== change.id), change].slice(-2) : old.filter((c) => c.id !== change.id),
    );

  return (
    <Page title="Settings history">
      <HistoryFilters query={query} onChange={(q) => go(q)} />
      <IgnoredInAddress
        problems={[
          ...ignored,
          ...(actorIgnored
            ? ['actor: this server does not filter by actor; only this page’s changes by that actor are shown']
            : []),
        ]}
      />
      {compared.length === 2 ? <ComparePanel pair={compared} name={name} onClose={() => setCompared([])} /> : null}
      {compared.length === 1 ? (
        <Text size="sm" role="status">
          Choose one more change of the same record to compare.
        </Text>
      ) : null}
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading settings changes">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={80} />
          ))}
        </Stack>
      ) : list.isError ? (
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
            {countOf(total, 'change', 'changes')}, newest first
          </Text>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Settings changes"
            aria-busy={list.isPlaceholderData}
          >
            {items.map((change) => (
              <ChangeRow
                key={change.id}
                change={change}
                name={name}
                compared={compared.some((c) => c.id === change.id)}
                onCompare={(on) => toggle(change, on)}
                onRestore={(side) => setRestoring({ change, side })}
                canRestore
              />
            ))}
          </Stack>
        </>
      )}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(p) => go(query, p)}
            siblings={1}
            withEdges
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
          />
        </Group>
      ) : null}
      {restoring ? (
        <RestoreDialog
          agent={agent}
          change={restoring.change}
          side={restoring.side}
          name={name}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </Page>
  );
}
