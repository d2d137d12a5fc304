import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { SettingsChange } from '../../contract';
import { IgnoredInAddress } from '../../components/ignored-in-address';
import { NumberedPages } from '../../components/numbered-pages';
import { Page } from '../../components/page';
import { useAllowed } from '../../components/role-note';
import { availableConditionsOptions } from '../../data/alerts/queries';
import { channelListOptions } from '../../data/channels/queries';
import { settingsChangesOptions } from '../../data/settings-changes/queries';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import type { RestoreSide } from './components/change-row';
import { ChangeList } from './components/change-list';
import { ChannelNames } from '../../components/settings-change/field-values';
import { HistoryFilters } from './components/history-filters';
import { itemNamer } from '../../components/settings-change/names';
import { PAGE_SIZE, useHistoryParams } from './use-history-params';

// What a person opens (two changes compared, a restore and its write) loads when first opened.
const ComparePanel = lazy(() => import('./components/compare-panel').then((m) => ({ default: m.ComparePanel })));
const RestoreDialog = lazy(() => import('./components/restore-dialog').then((m) => ({ default: m.RestoreDialog })));

// Loaded after the page: it reads the simulation's runs and tests.
const RunTestsButton = lazy(() =>
  import('../../components/run-tests-button').then((m) => ({ default: m.RunTestsButton })),
);

/** Every change to the agent's settings, newest first, filtered and paged by the address. */
export function SettingsHistoryPage() {
  const agent = useAgentRef();
  const { query, page, ignored, go } = useHistoryParams();
  const list = useQuery(settingsChangesOptions(agent, query, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
  // The newest change of all, whatever the filters: a run that read the settings after it tested it.
  const newest = useQuery(settingsChangesOptions(agent, {}, { limit: 1, offset: 0 }));
  const catalogue = useQuery({ ...availableConditionsOptions(agent), retry: false });
  const name = itemNamer(catalogue.data);
  const channels = useChannelNames(agent.workspaceId);
  const compare = useCompare();
  const restore = useRestoring();
  // Restoring writes the settings: editors and admins only (B.11); others read the history.
  const edit = useAllowed('edit');

  if (list.isError && isApiError(list.error) && list.error.isRouteMissing) return <NoHistory />;
  // A server that does not filter by actor answers everyone's changes: this page's are narrowed, and that is said.
  const actorIgnored = !!query.actor && !!list.data?.items.some((c) => c.actor !== query.actor);
  const items = (list.data?.items ?? []).filter((c) => !actorIgnored || c.actor === query.actor);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const actorNote = 'actor: this server does not filter by actor; only this page’s changes by that actor are shown';

  return (
    <ChannelNames value={channels}>
      <Page
        title="Settings history"
        actions={
          newest.data ? (
            <Suspense fallback={null}>
              <RunTestsButton agent={agent} changedAt={newest.data.items[0]?.at ?? null} />
            </Suspense>
          ) : null
        }
      >
        <HistoryFilters query={query} onChange={(q) => go(q)} />
        <IgnoredInAddress problems={[...ignored, ...(actorIgnored ? [actorNote] : [])]} />
        {compare.pair.length === 2 ? (
          <Suspense fallback={<Loader size="sm" aria-label="Opening the comparison" />}>
            <ComparePanel pair={compare.pair} name={name} onClose={compare.clear} />
          </Suspense>
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
          onRestore={restore.open}
          canRestore={edit.allowed}
          listRef={restore.fallback}
        />
        {pages > 1 ? (
          <Group justify="center">
            <NumberedPages total={pages} value={Math.min(page, pages)} onChange={(p) => go(query, p)} />
          </Group>
        ) : null}
        {restore.current ? (
          <Suspense fallback={<Loader aria-label="Opening the dialog" pos="fixed" top="50%" left="50%" />}>
            <RestoreDialog agent={agent} {...restore.current} name={name} onClose={restore.close} />
          </Suspense>
        ) : null}
      </Page>
    </ChannelNames>
  );
}

/** The workspace's channels by id, to name a definition's channels; null until known (B.9 may be absent). */
function useChannelNames(workspaceId: number): ReadonlyMap<number, string> | null {
  const list = useQuery({ ...channelListOptions(workspaceId), retry: false });
  return useMemo(() => (list.data ? new Map(list.data.map((c) => [c.id, c.name])) : null), [list.data]);
}

/**
 * The change being restored, and the button that opened its dialog: focus goes back to it when
 * the dialog closes (the dialog is unmounted, so its own focus return cannot), or to the list of
 * changes when that button is gone.
 */
function useRestoring() {
  const [current, setCurrent] = useState<{ change: SettingsChange; side: RestoreSide } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const fallback = useRef<HTMLElement | null>(null);
  const [closed, setClosed] = useState(0);
  useEffect(() => {
    if (closed === 0) return;
    const target = opener.current?.isConnected ? opener.current : fallback.current;
    target?.focus();
  }, [closed]);
  return {
    current,
    fallback,
    open: (change: SettingsChange, side: RestoreSide, button: HTMLButtonElement) => {
      opener.current = button;
      setCurrent({ change, side });
    },
    close: () => {
      setCurrent(null);
      setClosed((n) => n + 1);
    },
  };
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
