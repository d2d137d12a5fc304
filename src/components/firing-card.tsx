import { Anchor, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef, AlertEvent, Delivery } from '../contract';
import { useAcknowledgeEvent, useResolveEvent } from '../data/alert-events/mutations';
import { errorMessage } from '../lib/api-error';
import { routes } from '../lib/routes';
import { DateTime } from './date-time';
import { FiringStateBadge, HandledBy } from './firing-state';
import { SeverityBadge } from './severity-badge';

/** One delivery in words: "sent", "failed: <reason>", "muted", "snoozed". */
export function deliveryText(d: Delivery): string {
  if (d.status === 'failed') return `failed: ${d.error ?? 'no reason given'}`;
  if (d.status === 'muted') return 'muted (a mute window held it)';
  if (d.status === 'snoozed') return 'snoozed (held while the definition is snoozed)';
  return d.error ? `${d.status}: ${d.error}` : d.status;
}

type Props = {
  agent: AgentRef;
  event: AlertEvent;
  /** The definition's name and severity, where the list of definitions gives them. */
  definition: { id: number; name: string; severity?: string | null } | null;
  channelName: (id: number | null | undefined) => string;
};

/**
 * One firing: its definition, severity, time, call, the service's account, its deliveries per
 * channel, who acknowledged or resolved it and when, and the buttons to do so with a comment.
 */
export function FiringCard({ agent, event, definition, channelName }: Props) {
  const alertId = event.alert_id ?? definition?.id ?? null;
  const title = definition?.name ?? (alertId === null ? 'Unknown definition' : `Alert definition ${alertId}`);
  return (
    <Paper withBorder p="md" component="article" aria-label={`${title}, fired`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {alertId === null ? (
              <bdi>{title}</bdi>
            ) : (
              <Anchor component={Link} to={routes.alert(agent, alertId)}>
                <bdi>{title}</bdi>
              </Anchor>
            )}
          </Title>
          <Group gap={6}>
            <SeverityBadge severity={definition?.severity} />
            <FiringStateBadge state={event.state} />
          </Group>
        </Group>
        <Text size="sm">
          Fired <DateTime value={event.fired_at} />
          {' · '}
          {event.call_id == null ? (
            'No call'
          ) : (
            <Anchor component={Link} to={routes.call(agent, event.call_id)} underline="always">
              Call {event.call_id}
            </Anchor>
          )}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{event.matched ?? 'No account given'}</bdi>
        </Text>
        <Deliveries deliveries={event.deliveries} channelName={channelName} />
        <HandledBy event={event} />
        {alertId !== null && event.state !== 'resolved' && (
          <EventActions agent={agent} alertId={alertId} event={event} />
        )}
      </Stack>
    </Paper>
  );
}

function Deliveries({
  deliveries,
  channelName,
}: {
  deliveries: Delivery[] | null | undefined;
  channelName: Props['channelName'];
}) {
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

/** "Acknowledge" and "Resolve", with an optional comment; the service's refusal verbatim. */
function EventActions({ agent, alertId, event }: { agent: AgentRef; alertId: number; event: AlertEvent }) {
  const [comment, setComment] = useState('');
  const acknowledge = useAcknowledgeEvent(agent);
  const resolve = useResolveEvent(agent);
  const pending = acknowledge.isPending || resolve.isPending;
  const failed = acknowledge.error ?? resolve.error;
  const act = (m: typeof acknowledge) =>
    m.mutate({ alertId, eventId: event.id, comment }, { onSuccess: () => setComment('') });
  return (
    <Stack gap={4}>
      <TextInput
        label="Comment"
        description="Optional"
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        dir="auto"
      />
      <Group gap="xs">
        {event.state !== 'acknowledged' && (
          <Button
            size="xs"
            variant="default"
            onClick={() => act(acknowledge)}
            loading={acknowledge.isPending}
            disabled={pending}
          >
            Acknowledge
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => act(resolve)} loading={resolve.isPending} disabled={pending}>
          Resolve
        </Button>
      </Group>
      {failed && (
        <Text size="sm" c="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
          {errorMessage(failed)}
        </Text>
      )}
    </Stack>
  );
}
