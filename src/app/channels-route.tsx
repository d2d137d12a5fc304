import { useParams } from 'react-router';
import { ChannelsPage } from '../features/alert-delivery/channels/channels-page';
import { parseId } from '../lib/agent-ref';
import { AgentBackNav } from './agent-back-nav';
import { Shell } from './shell';
import { WorkspaceNav } from './workspace-nav';

/**
 * `/workspaces/:workspaceId/notification-channels`: a workspace's page, in the shell with the
 * workspace's section of the navigation and the way back to the agent left.
 */
export function ChannelsRoute() {
  const workspaceId = parseId(useParams().workspaceId);
  return (
    <Shell
      navbar={
        workspaceId === null ? undefined : (
          <>
            <AgentBackNav workspaceId={workspaceId} />
            <WorkspaceNav workspaceId={workspaceId} />
          </>
        )
      }
    >
      <ChannelsPage />
    </Shell>
  );
}
