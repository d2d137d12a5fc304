import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ConfirmDelete, useConfirmDelete } from '../../../components/confirm-delete';
import type { AgentRef, SavedView } from '../../../contract';
import { useDeleteView } from '../../../data/saved-views/mutations';
import { notifySuccess } from '../../../lib/notify';
import { quoted } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { nameKey, useSavedViews } from '../model/saved-views';
import { type ViewMember, mayDeleteView, viewOwnerText } from '../model/saved-views-shared';
import { BrowserViews } from './browser-views';
import { SHOWN_VIEWS } from './saved-views-panel';
import { DeleteViewButton, ViewLinkRow } from './view-link-row';

const viewName = (v: SavedView) => v.name || `View ${v.id}`;

// The form (react-hook-form and its resolver) loads when Save view is first pressed: the calls
// page's first load, which the size budget counts, goes without it.
const SavedViewForm = lazy(() => import('./saved-view-form').then((m) => ({ default: m.SavedViewForm })));

/**
 * Saved views kept by the service (B.12): the member's own and those shared with the workspace,
 * links by name, each shared one saying whose it is; Delete (after asking) for its owner or an
 * admin; "Save view" for the list as it is now, shared or not. Views this browser kept before are
 * listed apart (./browser-views.tsx), to open, delete or share.
 */
export function SharedViewsPanel({
  agent,
  currentQuery,
  views,
  me,
}: {
  agent: AgentRef;
  currentQuery: string;
  views: readonly SavedView[];
  me: ViewMember;
}) {
  const [saving, setSaving] = useState(false);
  const [find, setFind] = useState('');
  // Views saved in this browser before the service kept them (or while it could not): listed apart.
  const kept = useSavedViews(agent);
  const remove = useDeleteView(agent);
  const { ask, dialogProps } = useConfirmDelete(remove, 'saved view', (t) =>
    notifySuccess(`Deleted saved view ${quoted(t.name)}`),
  );
  const sorted = useMemo(() => [...views].sort((a, b) => viewName(a).localeCompare(viewName(b))), [views]);
  const findKey = nameKey(find);
  const matching = findKey === '' ? sorted : sorted.filter((v) => nameKey(viewName(v)).includes(findKey));
  const shown = matching.slice(0, SHOWN_VIEWS);
  return (
    <Stack gap="xs" component="section" aria-label="Saved views" style={{ minWidth: 0, flex: '1 1 320px' }}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500}>
          Saved views
        </Text>
        {views.length === 0 ? (
          <Text size="sm" c="dimmed">
            {kept.views.length === 0 ? 'None yet' : 'None on the service yet'}: Save view keeps these filters, time
            range and order under a name, for you or the workspace.
          </Text>
        ) : (
          <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shown.map((v) => (
              <ViewLinkRow
                key={v.id}
                to={routes.calls(agent, v.query ?? '')}
                name={viewName(v)}
                note={viewOwnerText(v, me)}
              >
                {mayDeleteView(v, me) && (
                  <DeleteViewButton name={viewName(v)} onClick={() => ask({ id: v.id, name: viewName(v) })} />
                )}
              </ViewLinkRow>
            ))}
          </Group>
        )}
        {!saving && (
          <Button size="compact-sm" variant="default" onClick={() => setSaving(true)}>
            Save view
          </Button>
        )}
      </Group>
      {saving && (
        <Suspense fallback={<Skeleton height={36} maw={480} aria-label="Opening the form" />}>
          <SavedViewForm
            agent={agent}
            currentQuery={currentQuery}
            views={views}
            me={me}
            onDone={(saved) => {
              setSaving(false);
              if (saved) notifySuccess(`Saved view ${quoted(viewName(saved))}`);
            }}
          />
        </Suspense>
      )}
      <BrowserViews agent={agent} kept={kept} find={find} />
      {views.length + kept.views.length > SHOWN_VIEWS && (
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
      <ConfirmDelete {...dialogProps} />
    </Stack>
  );
}
