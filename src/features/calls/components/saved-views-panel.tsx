import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { AgentRef } from '../../../contract';
import { nameKey, nameProblem, useSavedViews } from '../model/saved-views';
import { NameForm, ViewRow } from './browser-view-row';

/** Saved views drawn at once; past that, a search field finds the others. */
export const SHOWN_VIEWS = 12;

/**
 * Saved views of this agent's calls, kept in this browser: links by name (a view is a URL, so it
 * can be shared too), rename and delete, and "Save view" for the list as it is now.
 */
export function SavedViewsPanel({
  agent,
  currentQuery,
  note,
}: {
  agent: AgentRef;
  currentQuery: string;
  /** Why the views are kept here (a server that keeps none, B.12), said under the title. */
  note?: string;
}) {
  const { views, save, rename, remove } = useSavedViews(agent);
  const [saving, setSaving] = useState(false);
  const [find, setFind] = useState('');
  const changes = { rename, remove };
  // However many views, a bounded number is drawn: the ones whose name holds what was typed.
  const findKey = nameKey(find);
  const matching = useMemo(
    () => (findKey === '' ? views : views.filter((v) => nameKey(v.name).includes(findKey))),
    [views, findKey],
  );
  const shown = matching.slice(0, SHOWN_VIEWS);
  return (
    <Stack gap="xs" component="section" aria-label="Saved views" style={{ minWidth: 0, flex: '1 1 320px' }}>
      {/* One line while it fits: the name, the views (or what Save view does), and Save view. */}
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500}>
          Saved views
        </Text>
        {views.length === 0 ? (
          <Text size="sm" c="dimmed">
            None yet: Save view keeps these filters, time range and order under a name, in this browser.
          </Text>
        ) : (
          <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((v) => (
              <ViewRow key={v.name} agent={agent} view={v} views={views} changes={changes} />
            ))}
          </Group>
        )}
        {!saving && (
          <Button size="compact-sm" variant="default" onClick={() => setSaving(true)}>
            Save view
          </Button>
        )}
      </Group>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {saving && (
        <NameForm
          initial=""
          label="Name"
          submitLabel="Save"
          formLabel="Save view"
          problem={(n) => nameProblem(n, views)}
          onSubmit={(n) => {
            const failed = save(n, currentQuery);
            if (!failed) setSaving(false);
            return failed;
          }}
          onCancel={() => setSaving(false)}
        />
      )}
      {views.length > SHOWN_VIEWS && (
        <TextInput
          label="Find a saved view"
          size="sm"
          w={240}
          value={find}
          onChange={(e) => setFind(e.currentTarget.value)}
        />
      )}
      {matching.length > shown.length && (
        <Text size="sm" c="dimmed">
          {(matching.length - shown.length).toLocaleString()} more of {views.length.toLocaleString()} saved views: type
          part of a name above to find one.
        </Text>
      )}
      {views.length > 0 && matching.length === 0 && (
        <Text size="sm" c="dimmed">
          No saved view has a name with “<bdi>{find.trim()}</bdi>”.
        </Text>
      )}
    </Stack>
  );
}
