import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AgentRef, SettingsChange } from '../../../contract';
import { ChangeCard } from '../../../components/settings-change/change-card';
import { ChannelNames } from '../../../components/settings-change/field-values';
import { itemNamer } from '../../../components/settings-change/names';
import { availableConditionsOptions } from '../../../data/alerts/queries';
import { channelListOptions } from '../../../data/channels/queries';
import { routes } from '../../../lib/routes';
import { whatChanged } from '../../../lib/settings-change-name';

/** The changes shown here; the rest are a link away, in the settings history. */
const SHOWN_MAX = 50;

/** The settings history filtered to one change: its record, at its moment (B.8: after inclusive, before exclusive). */
export function historyQueryOf(change: SettingsChange): string {
  const q = new URLSearchParams({ resource: change.resource });
  if (change.resource_id !== null && change.resource_id !== undefined) q.set('resource_id', String(change.resource_id));
  const at = Date.parse(change.at ?? '');
  if (!Number.isNaN(at)) {
    q.set('started_after', new Date(at).toISOString());
    q.set('started_before', new Date(at + 1).toISOString());
  }
  return q.toString();
}

/** Each change as the settings history shows it (conditions and channels named), with a link to it there. */
export function ChangesBetweenList({ agent, items }: { agent: AgentRef; items: SettingsChange[] }) {
  const catalogue = useQuery({ ...availableConditionsOptions(agent), retry: false });
  const name = itemNamer(catalogue.data);
  const channelList = useQuery({ ...channelListOptions(agent.workspaceId), retry: false });
  const channels = useMemo(
    () => (channelList.data ? new Map(channelList.data.map((c) => [c.id, c.name])) : null),
    [channelList.data],
  );
  const shown = items.slice(0, SHOWN_MAX);
  return (
    <ChannelNames value={channels}>
      <Text size="sm">
        {items.length === 1 ? '1 change' : `${items.length} changes`}, newest first
        {items.length > shown.length ? ` (the newest ${shown.length} shown)` : ''}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Settings changes">
        {shown.map((change) => (
          <ChangeCard key={change.id} change={change} name={name}>
            <Anchor
              component={Link}
              to={routes.settingsHistory(agent, historyQueryOf(change))}
              size="sm"
              w="fit-content"
              aria-label={`Open in the settings history: ${whatChanged(change)}`}
            >
              Open in the settings history
            </Anchor>
          </ChangeCard>
        ))}
      </Stack>
    </ChannelNames>
  );
}
