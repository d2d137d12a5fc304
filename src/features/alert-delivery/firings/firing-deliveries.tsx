import { List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Delivery, NotificationChannel } from '../../../contract';
import { channelListOptions } from '../../../data/channels/queries';

/** One delivery in words: "sent", "failed: <reason>", "muted", "snoozed". */
export function deliveryText(d: Delivery): string {
  if (d.status === 'failed') return `failed: ${d.error ?? 'no reason given'}`;
  if (d.status === 'muted') return 'muted (a mute window held it)';
  if (d.status === 'snoozed') return 'snoozed (held while the definition is snoozed)';
  return d.error ? `${d.status}: ${d.error}` : d.status;
}

/**
 * A delivery's channel by name. With the workspace's list read, a channel not in it is named as
 * deleted; without the list (loading, failed, not offered) only its id is known; a channel whose
 * name has no visible text is named by its id, never left blank.
 */
export function channelLabel(channels: readonly NotificationChannel[] | undefined, id: number | null | undefined) {
  if (id == null) return 'A channel';
  if (!channels) return `Channel ${id}`;
  const channel = channels.find((c) => c.id === id);
  if (!channel) return `Channel ${id} (deleted)`;
  return channel.name.trim() === '' ? `Channel ${id}` : channel.name;
}

/** `channelLabel` over the workspace's channels, read (or shared) from the channels list. */
export function useChannelLabel(workspaceId: number) {
  const channels = useQuery(channelListOptions(workspaceId));
  const list = channels.isSuccess ? channels.data : undefined;
  return (id: number | null | undefined) => channelLabel(list, id);
}

type Props = {
  deliveries: Delivery[] | null | undefined;
  channelName: (id: number | null | undefined) => string;
};

/** A firing's deliveries, one per channel, or why there are none. */
export function FiringDeliveries({ deliveries, channelName }: Props) {
  if (deliveries === undefined || deliveries === null)
    return (
      <Text size="sm" c="dimmed">
        This server does not report deliveries.
      </Text>
    );
  if (deliveries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Delivered to no channel: only recorded.
      </Text>
    );
  return (
    <List size="sm" aria-label="Deliveries">
      {deliveries.map((d, i) => (
        <List.Item key={`${i}:${d.channel_id ?? ''}`} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{channelName(d.channel_id)}</bdi>: {deliveryText(d)}
        </List.Item>
      ))}
    </List>
  );
}
