import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgentRef, AlertDefinition } from '../../../contract';
import { SeverityBadge } from '../../../components/severity-badge';
import { channelListOptions } from '../../../data/channels/queries';
import { useNow } from '../../../lib/use-now';
import { goneChannels, goneText } from './routing-fields';
import { FOREVER, isSnoozed } from '../model/snooze';

/** Time left as "2 h 5 min" (rounded up to the minute). */
function left(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  const h = Math.floor(minutes / 60);
  return h > 0 ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

/**
 * Beside a definition in the alerts list: its severity, where its firings go ("No channel:
 * firings are only recorded"), and a snooze counting down. Nothing a server does not keep.
 */
export function DeliverySummary({ agent, definition: d }: { agent: AgentRef; definition: AlertDefinition }) {
  const channels = useQuery(channelListOptions(agent.workspaceId));
  const now = useNow(30_000);
  if (d.severity === undefined && d.channel_ids === undefined && d.snoozed_until === undefined) return null;
  const ids = d.channel_ids ?? [];
  // A channel deleted since is named as gone, not as a destination.
  const gone = goneChannels(ids, channels.data);
  const names = ids
    .filter((id) => !gone.includes(id))
    .map((id) => channels.data?.find((c) => c.id === id)?.name ?? `Channel ${id}`);
  return (
    <Stack gap={2} mt={4}>
      <Group gap={6}>
        <SeverityBadge severity={d.severity} />
      </Group>
      {d.channel_ids !== undefined && (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {names.length === 0 ? (
            'No channel: firings are only recorded'
          ) : (
            <>
              Sends to <bdi>{names.join(', ')}</bdi>
            </>
          )}
          {gone.length > 0 && `. ${goneText(gone)}.`}
        </Text>
      )}
      {isSnoozed(d, now) && (
        <Text size="xs">
          {d.snoozed_until === FOREVER
            ? 'Snoozed until turned back on'
            : `Snoozed, ${left(Date.parse(d.snoozed_until ?? '') - now)} left`}
        </Text>
      )}
    </Stack>
  );
}
