import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ChannelTestResult, NotificationChannel } from '../../../contract';
import { useTestChannel } from '../../../data/channels/mutations';
import { errorMessage } from '../../../lib/api-error';
import { maskedAddress } from './channel-address';

const TYPE_NAMES = new Map([
  ['webhook', 'Webhook'],
  ['slack', 'Slack'],
  ['email', 'Email'],
]);
export const typeName = (type: string) => TYPE_NAMES.get(type) ?? type;

/** Where a channel sends, as text: its addresses, or its URL's host with the rest masked (it may hold secrets). */
function target(c: NotificationChannel): string {
  if (c.type === 'email') return (c.config?.addresses ?? []).join(', ') || 'No addresses';
  const url = c.type === 'slack' ? c.config?.webhook_url : (c.config?.url ?? c.config?.webhook_url);
  return url ? maskedAddress(url) || '—' : '—';
}

/** What the test send reported, as the service said it. */
export function testResultText(r: ChannelTestResult): string {
  if (r.delivered) return r.status_code == null ? 'Delivered' : `Delivered (${r.status_code})`;
  const status = r.status_code == null ? '' : ` (${r.status_code})`;
  return `Not delivered${status}: ${r.error ?? 'the service gave no reason'}`;
}

type Props = {
  workspaceId: number;
  channel: NotificationChannel;
  /** Whether the signed-in role manages channels: without it the card has no buttons. */
  manage: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One channel: where it sends, a test send with its result in place, edit and delete. */
export function ChannelCard({ workspaceId, channel, manage, onEdit, onDelete }: Props) {
  const test = useTestChannel(workspaceId);
  const secret = channel.config?.secret_set;
  return (
    <Paper withBorder p="md" component="article" aria-label={channel.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <bdi>{channel.name}</bdi>
          </Title>
          <Badge variant="light">{typeName(channel.type)}</Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {target(channel)}
        </Text>
        {channel.type === 'webhook' && (
          <Text size="sm" c="dimmed">
            Secret: {secret === true ? 'set' : secret === false ? 'not set' : 'not said'}
          </Text>
        )}
        {manage && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => test.mutate(channel.id)}
              loading={test.isPending}
              aria-label={`Send test to ${channel.name}`}
            >
              Send test
            </Button>
            <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${channel.name}`}>
              Edit
            </Button>
            <Button size="xs" variant="default" color="red" onClick={onDelete} aria-label={`Delete ${channel.name}`}>
              Delete
            </Button>
          </Group>
        )}
        <div role="status" aria-live="polite">
          {test.isSuccess && (
            <Text size="sm" c={test.data.delivered ? 'teal' : 'red'} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {testResultText(test.data)}
            </Text>
          )}
          {test.isError && (
            <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
              Could not send the test: {errorMessage(test.error)}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
