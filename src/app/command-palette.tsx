import '@mantine/spotlight/styles.css';
import { Loader, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { notifyManager, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorTexts, type AgentRef } from '../contract';
import { isApiError } from '../lib/api-error';
import { countOf } from '../lib/format';
import { takePaletteRequest } from '../lib/palette-request';
import { alertDefinitionListOptions } from '../data/alerts/queries';
import { extractionFieldListOptions } from '../data/extraction-fields/queries';
import { intentListOptions } from '../data/intents/queries';
import { ruleListOptions } from '../data/rules/queries';
import { profileListOptions } from '../data/profiles/queries';
import { clipSetListOptions } from '../data/clip-sets/queries';
import { agentListOptions } from '../data/agents/queries';
import { filterEntries, paletteEntries } from './palette-entries';

const [store, palette] = createSpotlight();
const NO_AGENT: AgentRef = { workspaceId: 0, agentId: 0 };

/**
 * Has any read of this session (the page's own, or the palette's) been answered "User does not
 * have access to workspace N"? Then none of that workspace's pages can be opened.
 */
function useWorkspaceRefused(workspaceId: number): boolean {
  const queryCache = useQueryClient().getQueryCache();
  const text = errorTexts.noWorkspaceAccess(workspaceId);
  // Told after the cache's event, never within it: a query that another component builds or
  // resets while it renders would otherwise update this one in the middle of that render.
  const subscribe = useCallback(
    (onChange: () => void) => queryCache.subscribe(notifyManager.batchCalls(onChange)),
    [queryCache],
  );
  return useSyncExternalStore(subscribe, () =>
    queryCache.getAll().some((q) => isApiError(q.state.error) && q.state.error.detail === text),
  );
}

/**
 * Ctrl+K / ⌘K: the current agent's pages, the workspace's agents and the agent's records by
 * name. Records come from the lists already cached, or are fetched when the palette opens.
 * A combobox over a listbox: the focus stays in the search field, arrows move the selection,
 * Enter goes there, and the number of results is announced.
 */
export function CommandPalette({
  requests,
  agent,
  workspaceId,
}: {
  requests: number;
  agent: AgentRef | null;
  workspaceId: number;
}) {
  const { opened, selected } = useSpotlight(store);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = `palette-${useId().replace(/:/g, '')}`;

  // Each Ctrl+K opens it once, in whichever shell is there when the code has arrived.
  useEffect(() => {
    if (takePaletteRequest()) palette.open();
  }, [requests]);

  const refused = useWorkspaceRefused(workspaceId);
  const agents = useQuery({ ...agentListOptions(workspaceId), enabled: opened && !refused });
  // An agent of a workspace out of reach has no page to go to: only the start page is offered.
  const reachable = refused ? null : agent;
  const a = reachable ?? NO_AGENT;
  const enabled = opened && reachable !== null;
  const [intents, profiles, clipSets, rules, fields, alerts] = useQueries({
    queries: [
      { ...intentListOptions(a), enabled },
      { ...profileListOptions(a), enabled },
      { ...clipSetListOptions(a), enabled },
      { ...ruleListOptions(a), enabled },
      { ...extractionFieldListOptions(a), enabled },
      { ...alertDefinitionListOptions(a), enabled },
    ],
  });
  const loading = [agents, intents, profiles, clipSets, rules, fields, alerts].some((q) => q.isFetching && !q.data);

  const groups = useMemo(
    () =>
      filterEntries(
        paletteEntries({
          agent: reachable,
          workspaceId,
          pathname,
          agents: refused ? [] : (agents.data ?? []),
          records: {
            intents: intents.data,
            profiles: profiles.data,
            clipSets: clipSets.data,
            rules: rules.data,
            fields: fields.data,
            alerts: alerts.data,
          },
        }),
        query,
      ),
    [
      reachable,
      refused,
      workspaceId,
      pathname,
      agents.data,
      intents.data,
      profiles.data,
      clipSets.data,
      rules.data,
      fields.data,
      alerts.data,
      query,
    ],
  );
  const flat = groups.flatMap((g) => g.entries);
  const optionId = (i: number) => `${listId}-option-${i}`;
  const go = (to: string) => {
    palette.close();
    void navigate(to);
  };
  // Enter goes to the selected result, else the first. Spotlight's own Enter then clicks the
  // option it marked in the DOM, which may be one the last filtering replaced: that click is
  // ignored, so Enter goes where the person sees the selection.
  const enterHandled = useRef(false);
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const target = flat[selected] ?? flat[0];
    if (!target) return;
    e.preventDefault();
    enterHandled.current = true;
    queueMicrotask(() => {
      enterHandled.current = false;
    });
    go(target.to);
  };
  const onOptionClick = (to: string) => {
    if (!enterHandled.current) go(to);
  };

  let n = 0;
  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      scrollable
      maxHeight={420}
      // Names the dialog (aria-labelledby); an aria-label here lands on a plain div.
      title={<VisuallyHidden>Jump to</VisuallyHidden>}
      // On the selected action Mantine fades the description to 0.7 of white on the primary
      // colour: under 4.5:1. Full white passes; unselected ones keep the theme's dimmed.
      styles={{ action: { '--action-description-opacity': '1' } as React.CSSProperties }}
    >
      <Spotlight.Search
        role="combobox"
        aria-label="Jump to a page, agent or record"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 && selected < flat.length ? optionId(selected) : undefined}
        placeholder="Page, agent or record name…"
        onKeyDown={onKeyDown}
      />
      {refused && (
        <Text size="sm" c="dimmed" px="sm" py="xs">
          <bdi>{errorTexts.noWorkspaceAccess(workspaceId)}</bdi>: its pages cannot be opened.
        </Text>
      )}
      <Spotlight.ActionsList id={listId} role="listbox" aria-label="Results">
        {groups.map((g) => {
          const labelId = `${listId}-${g.group.replace(/\W+/g, '-')}`;
          return (
            <div key={g.group} role="group" aria-labelledby={labelId}>
              <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                {g.group}
              </Text>
              {g.entries.map((entry) => {
                const i = n++;
                return (
                  <Spotlight.Action
                    key={entry.id}
                    // Spotlight.Action keeps an `id` prop to itself; the option needs it in the DOM
                    // for the search field's aria-activedescendant.
                    ref={(el: HTMLButtonElement | null) => {
                      if (el) el.id = optionId(i);
                    }}
                    role="option"
                    aria-selected={i === selected}
                    label={entry.label}
                    description={entry.description}
                    onClick={() => onOptionClick(entry.to)}
                  />
                );
              })}
            </div>
          );
        })}
        {flat.length === 0 && !loading && <Spotlight.Empty>Nothing found.</Spotlight.Empty>}
        {loading && <Loader size="xs" m="sm" aria-label="Loading records" />}
      </Spotlight.ActionsList>
      <VisuallyHidden role="status" aria-live="polite">
        {opened ? (flat.length === 0 ? 'No results' : countOf(flat.length, 'result', 'results')) : ''}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}
