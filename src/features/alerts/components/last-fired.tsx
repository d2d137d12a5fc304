import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { lastFiringOptions } from '../../../data/alert-preview/queries';
import { isApiError, retryMayHelp } from '../../../lib/api-error';
import { DASH } from '../../../lib/format';
import { routes } from '../../../lib/routes';

/** A definition's newest firing in the alerts list: when, and the call; "Never" when none. */
export function LastFired({ agent, alertId, name }: { agent: AgentRef; alertId: number; name: string }) {
  const last = useQuery(lastFiringOptions(agent, alertId));
  if (last.isPending)
    return (
      <Text size="sm" c="dimmed">
        …
      </Text>
    );
  if (last.isError) {
    if (isApiError(last.error) && last.error.isRouteMissing) {
      return (
        <Text size="sm" c="dimmed" title="This server does not offer a history of firings">
          {DASH}
        </Text>
      );
    }
    // A failure is said where it happened, in the service's words, with a way to ask again.
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Not loaded: <bdi>{last.error.message}</bdi>
        </Text>
        {retryMayHelp(last.error) ? (
          <Button
            size="compact-xs"
            variant="default"
            loading={last.isFetching}
            aria-label={`Try again: last firing of ${name}`}
            onClick={() => void last.refetch()}
          >
            Try again
          </Button>
        ) : null}
      </Stack>
    );
  }
  const event = last.data.items[0];
  if (!event)
    return (
      <Text size="sm" c="dimmed">
        Never
      </Text>
    );
  return (
    <Text size="sm" component="div">
      <DateTime value={event.fired_at} />
      {event.call_id !== null && event.call_id !== undefined ? (
        <div>
          <Anchor component={Link} to={routes.call(agent, event.call_id)} size="sm">
            Call {event.call_id}
          </Anchor>
        </div>
      ) : null}
    </Text>
  );
}
