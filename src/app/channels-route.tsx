import { ChannelsPage } from '../features/notification-channels/channels-page';
import { Shell } from './shell';

/** `/workspaces/:workspaceId/notification-channels`: a workspace's page, in the shell without an agent's navigation. */
export function ChannelsRoute() {
  return (
    <Shell>
      <ChannelsPage />
    </Shell>
  );
}
