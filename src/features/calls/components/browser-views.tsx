import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import type { AgentRef } from '../../../contract';
import { useSaveView } from '../../../data/saved-views/mutations';
import { errorMessage } from '../../../lib/api-error';
import { quoted } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { nameKey, type SavedView, type useSavedViews } from '../model/saved-views';
import { type Changes, ViewRow } from './browser-view-row';
import { SHOWN_VIEWS } from './saved-views-panel';

type Kept = ReturnType<typeof useSavedViews>;

/**
 * A view kept in this browser, offered to the workspace: saved on the service (B.12) first, and
 * only once the service has it removed from the browser; a refusal shows the service's words
 * under the view, which stays where it is.
 */
function ShareableRow({ agent, view, kept }: { agent: AgentRef; view: SavedView; kept: Kept }) {
  const save = useSaveView(agent);
  // One press, one view on the service, whatever the screen draws before the first answer.
  const sending = useRef(false);
  const changes: Changes = { rename: kept.rename, remove: kept.remove };
  const share = () => {
    if (sending.current) return;
    sending.current = true;
    save.mutate(
      { name: view.name, query: view.query, shared: true },
      {
        onSettled: () => {
          sending.current = false;
        },
        onSuccess: () => {
          const failed = kept.remove(view.name);
          notifySuccess(
            failed
              ? `Shared ${quoted(view.name)} with the workspace; this browser still keeps its copy: ${failed}`
              : `Shared ${quoted(view.name)} with the workspace`,
          );
        },
      },
    );
  };
  return (
    <ViewRow
      agent={agent}
      view={view}
      views={kept.views}
      changes={changes}
      extra={
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={`Share ${view.name} with the workspace`}
          loading={save.isPending}
          onClick={share}
        >
          Share
        </Button>
      }
      below={
        save.error ? (
          <Alert color="red" variant="light" role="alert" title="Not shared" mt={4} maw={560}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {errorMessage(save.error)}
            </Text>
          </Alert>
        ) : null
      }
    />
  );
}

/**
 * Views saved in this browser (before the service kept views, or while it could not), listed apart
 * from the service's and said so: each opens, is renamed or deleted (after asking) here, or is
 * shared with the workspace. Nothing is drawn when the browser keeps none.
 */
export function BrowserViews({ agent, kept, find }: { agent: AgentRef; kept: Kept; find: string }) {
  const titleId = useId();
  const findKey = nameKey(find);
  if (kept.views.length === 0) return null;
  const matching = findKey === '' ? kept.views : kept.views.filter((v) => nameKey(v.name).includes(findKey));
  const shown = matching.slice(0, SHOWN_VIEWS);
  return (
    <Stack gap={4} role="group" aria-labelledby={titleId}>
      <Group gap="xs" wrap="wrap" align="center">
        <Text size="sm" fw={500} id={titleId}>
          Saved in this browser
        </Text>
        <Group component="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((v) => (
            <ShareableRow key={v.name} agent={agent} view={v} kept={kept} />
          ))}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        Only this browser has {kept.views.length === 1 ? 'this view' : 'these views'}: Share keeps one with the
        workspace
        {matching.length > shown.length
          ? `; ${(matching.length - shown.length).toLocaleString()} more match, type part of a name above to find one`
          : ''}
        .
      </Text>
    </Stack>
  );
}
