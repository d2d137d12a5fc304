import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';

/** Where firings go and where they are handled: the workspace's channels and the agent's firing alerts. */
export function DeliveryLinks({ agent }: { agent: AgentRef }) {
  return (
    <Group gap="md">
      <Anchor component={Link} to={routes.alertEvents(agent)} size="sm">
        Firing alerts
      </Anchor>
      <Anchor component={Link} to={routes.channels(agent.workspaceId)} size="sm">
        Notification channels
      </Anchor>
    </Group>
  );
}
