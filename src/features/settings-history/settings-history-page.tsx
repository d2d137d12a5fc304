import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SettingsChange } from '../../contract';
import { IgnoredInAddress } from '../../components/ignored-in-address';
import { NumberedPages } from '../../components/numbered-pages';
import { Page } from '../../components/page';
import { availableConditionsOptions } from '../../data/alerts/queries';
import { settingsChangesOptions } from '../../data/settings-changes/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import type { RestoreSide } from './components/change-row';
import { ChangeList } from './components/change-list';
import { ComparePanel } from './components/compare-panel';
import { HistoryFilters } from './components/history-filters';
import { RestoreDialog } from './components/restore-dialog';
import { itemNamer } from './model/names';
import { PAGE_SIZE, useHistoryParams } from './use-history-params';

/** Every change to the agent's settings, newest first, filtered and paged by the address. */
export function SettingsHistoryPage() {
  const agent = useAgentRef();
  const { query, page, ignored, go } = useHistoryParams();
  const list = useQuery(settingsChangesOptions(agent, query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  const catalogue = useQuery({ ...availableConditionsOptions(agent), retry: false });
  const name = itemNamer(catalogue.data);
  const compare = useCompare();
  const [restoring, setRestoring] = useState<{ change: SettingsChange; side: RestoreSide } | null>(null);

  if (list.isError && isApiError(list.error) && list.error.isRouteMissing) return <NoHistory />;
  // A server that does not filter by actor answers everyone's changes: this page's are narrowed, and that is said.
  const actorIgnored = !!query.actor && !!list.data?.items.some((c) => c.actor !== query.actor);
  const items = (list.data?.items ?? []).filter((c) => !actorIgnored || c.actor === query.actor);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const actorNote = 'actor: this server does not filter by actor; only this page’s changes by that actor are shown';

  return (
    <Page title="Settings history">
      <HistoryFilters query={query} onChange={(q) => go(q)} />
      <IgnoredInAddress problems={[...ignored, ...(actorIgnored ? [actorNote] : [])]} />
      {compare.pair.length === 2 ? (
        <ComparePanel pair={compare.pair} name={name} onClose={compare.clear} />
      ) : compare.pair.length === 1 ? (
        <Text size="sm" role="status">
          Choose one more change of the same record to compare.
        </Text>
      ) : null}
      <ChangeList
        list={list}
        items={items}
        name={name}
        isCompared={compare.has}
        onCompare={compare.toggle}
        onRestore={(change, side) => setRestoring({ change, side })}
      />
      {pages > 1 ? (
        <Group justify="center">
          <NumberedPages total={pages} value={Math.min(page, pages)} onChange={(p) => go(query, p)} />
        </Group>
      ) : null}
      {restoring ? <RestoreDialog agent={agent} {...restoring} name={name} onClose={() => setRestoring(null)} /> : null}
    </Page>
  );
}

/** The two changes chosen to compare, the latest two ticked. */
function useCompare() {
  const [pair, setPair] = useState<SettingsChange[]>([]);
  const toggle = (change: SettingsChange, on: boolean) =>
    setPair((old) => {
      const others = old.filter((c) => c.id !== change.id);
      return on ? [...others, change].slice(-2) : others;
    });
  return { pair, toggle, clear: () => setPair([]), has: (c: SettingsChange) => pair.some((p) => p.id === c.id) };
}

function NoHistory() {
  return (
    <Page title="Settings history">
      <Alert color="gray" variant="light" title="No settings history">
        <Text size="sm">This server keeps no history of settings changes, so there is nothing to show or restore.</Text>
      </Alert>
    </Page>
  );
}
