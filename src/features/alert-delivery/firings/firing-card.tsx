import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, AlertEvent } from '../../../contract';
import { routes } from '../../../lib/routes';
import { DateTime } from '../../../components/date-time';
import { FiringActions, refusalText } from './firing-actions';
import { FiringDeliveries } from './firing-deliveries';
import { FiringStateBadge, HandledBy } from '../../../components/firing-state';
import { SeverityBadge } from '../../../components/severity-badge';

type Props = {
  agent: AgentRef;
  event: AlertEvent;
  /** The definition's name and severity, where the list of definitions gives them. */
  definition: { id: number; name: string; severity?: string | null } | null;
  channelName: (id: number | null | undefined) => string;
  /** What the service said when it last refused to acknowledge or resolve this firing. */
  refusal: string | null;
  /** Keeps a refusal where it outlives the card (the firing may leave the list as it is read again). */
  onRefusal: (eventId: number, text: string | null) => void;
  /** False where the member's role does not allow acknowledging or resolving (B.11): no buttons. */
  canAct?: boolean;
};

/**
 * One firing: its definition, severity, time, call, the service's account, its deliveries per
 * channel, who acknowledged or resolved it and when, and the buttons to do so with a comment.
 */
export function FiringCard({ agent, event, definition, channelName, refusal, onRefusal, canAct = true }: Props) {
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
        <FiringDeliveries deliveries={event.deliveries} channelName={channelName} />
        <HandledBy event={event} />
        {canAct && alertId !== null && event.state !== 'resolved' && (
          <FiringActions
            agent={agent}
            alertId={alertId}
            event={event}
            onStart={() => onRefusal(event.id, null)}
            onRefused={(action, error) => onRefusal(event.id, refusalText(action, title, error))}
          />
        )}
        {refusal && (
          <Text size="sm" c="red" role="alert" style={{ overflowWrap: 'anywhere' }}>
            {refusal}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
