import '@mantine/spotlight/styles.css';
import { Loader, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorTexts, type AgentRef } from '../contract';
import { useHoldsKeys } from '../components/dialog-keys';
import { countOf } from '../lib/format';
import { takePaletteRequest } from '../lib/palette-request';
import { PaletteResults } from './palette-results';
import { usePaletteGroups } from './use-palette-groups';

const [store, palette] = createSpotlight();

type Props = { requests: number; agent: AgentRef | null; workspaceId: number };

/**
 * Ctrl+K / ⌘K: the current agent's pages, the workspace's agents and the agent's records by
 * name. Records come from the lists already cached, or are fetched when the palette opens.
 * A combobox over a listbox: the focus stays in the search field, arrows move the selection,
 * Enter goes there, and the number of results is announced.
 */
export function CommandPalette({ requests, agent, workspaceId }: Props) {
  const { opened, selected } = useSpotlight(store);
  useHoldsKeys(opened);
  const [query, setQuery] = useState('');
  const listId = `palette-${useId().replace(/:/g, '')}`;
  const optionId = (i: number) => `${listId}-option-${i}`;

  // Each Ctrl+K opens it once, in whichever shell is there when the code has arrived.
  useEffect(() => {
    if (takePaletteRequest()) palette.open();
  }, [requests]);

  const { groups, loading, refused } = usePaletteGroups(agent, workspaceId, opened, query);
  const flat = groups.flatMap((g) => g.entries);
  const { onKeyDown, onOptionClick } = usePaletteGo(flat[selected] ?? flat[0]);

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
        <PaletteResults
          groups={groups}
          optionId={optionId}
          groupId={(group) => `${listId}-${group.replace(/\W+/g, '-')}`}
          selected={selected}
          onOptionClick={onOptionClick}
        />
        {flat.length === 0 && !loading && <Spotlight.Empty>Nothing found.</Spotlight.Empty>}
        {loading && <Loader size="xs" m="sm" aria-label="Loading records" />}
      </Spotlight.ActionsList>
      <VisuallyHidden role="status" aria-live="polite">
        {opened ? (flat.length === 0 ? 'No results' : countOf(flat.length, 'result', 'results')) : ''}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}

/**
 * Going to a result: Enter goes to `target` (the selected result, else the first). Spotlight's own Enter then
 * clicks the option it marked in the DOM, which may be one the last filtering replaced: that click is ignored,
 * so Enter goes where the person sees the selection.
 */
function usePaletteGo(target: { to: string } | undefined) {
  const navigate = useNavigate();
  const enterHandled = useRef(false);
  const go = (to: string) => {
    palette.close();
    void navigate(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
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
  return { onKeyDown, onOptionClick };
}
