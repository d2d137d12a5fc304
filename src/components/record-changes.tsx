import { Anchor, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef } from '../contract';
import { latestChangeOptions } from '../data/settings-changes/queries';
import { isApiError } from '../lib/api-error';
import { routes } from '../lib/routes';
import { DateTime } from './date-time';

// Loaded with the editors that show it, not with every page.
const RunTestsButton = lazy(() => import('./run-tests-button').then((m) => ({ default: m.RunTestsButton })));

/**
 * Beside an editor: when its record last changed and by whom (the settings history, B.8), and a
 * link to the record's changes; once it changes while the editor is open, "Run tests" tries the
 * settings on simulated callers (or names the run that already did). A server without the history says it keeps none.
 */
export function RecordChanges({
  agent,
  resource,
  resourceId,
}: {
  agent: AgentRef;
  resource: string;
  resourceId: number | null;
}) {
  const latest = useQuery({ ...latestChangeOptions(agent, resource, resourceId), retry: false });
  // The change shown when the editor opened: "Run tests" is offered once a newer one lands (a save
  // here or elsewhere), so nothing appears on its own under the editor while the page loads.
  const [opened, setOpened] = useState<string | null | undefined>(undefined);
  if (latest.isSuccess && opened === undefined) setOpened(latest.data?.at ?? null);
  if (latest.isError && isApiError(latest.error) && latest.error.isRouteMissing) {
    return (
      <Text size="sm" c="dimmed">
        This server keeps no history of changes.
      </Text>
    );
  }
  const query = new URLSearchParams({ resource });
  if (resourceId !== null) query.set('resource_id', String(resourceId));
  const change = latest.data;
  return (
    <Group gap="xs" wrap="wrap" mb="xs">
      <Text size="sm" c="dimmed" role="status">
        {latest.isPending ? (
          'Reading when this last changed…'
        ) : latest.isError ? (
          'Could not read when this last changed.'
        ) : change ? (
          <>
            Last changed <DateTime value={change.at} /> by <bdi>{change.actor ?? 'unknown'}</bdi>
          </>
        ) : (
          'No change recorded'
        )}
      </Text>
      <Anchor component={Link} to={routes.settingsHistory(agent, query.toString())} size="sm">
        Changes to this record
      </Anchor>
      {change && opened !== undefined && change.at !== opened && (
        <Suspense fallback={null}>
          <RunTestsButton agent={agent} changedAt={change.at} />
        </Suspense>
      )}
    </Group>
  );
}
