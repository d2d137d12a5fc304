import {
  type AgentRef,
  type NotificationChannelBody,
  apiPaths,
  channelTestResultSchema,
  notificationChannelSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { useAgentMutation } from '../agent-mutation';

/**
 * Channels belong to the workspace: these take the workspace's id, and the agent part of the
 * reference useAgentMutation keys its changes by is 0 (no agent).
 */
const workspaceRef = (workspaceId: number): AgentRef => ({ workspaceId, agentId: 0 });

/** B.9: creates a channel. */
export function useCreateChannel(workspaceId: number) {
  return useAgentMutation(workspaceRef(workspaceId), 'createChannel', {
    mutationFn: (body: NotificationChannelBody) =>
      apiRequest(apiPaths.channels(workspaceId), { method: 'POST', body, schema: notificationChannelSchema }),
  });
}

/** B.9: replaces a channel; a webhook's secret left out of the body is kept. */
export function useUpdateChannel(workspaceId: number) {
  return useAgentMutation(workspaceRef(workspaceId), 'updateChannel', {
    mutationFn: ({ id, body }: { id: number; body: NotificationChannelBody }) =>
      apiRequest(apiPaths.channel(workspaceId, id), { method: 'PUT', body, schema: notificationChannelSchema }),
  });
}

/** B.9: DELETE; any 2xx is success. */
export function useDeleteChannel(workspaceId: number) {
  return useAgentMutation<void, number>(workspaceRef(workspaceId), 'deleteChannel', {
    mutationFn: (id: number) => apiRequest(apiPaths.channel(workspaceId, id), { method: 'DELETE' }),
  });
}

/** B.9: a test send through a channel; what the receiver answered, or why it could not be reached. */
export function useTestChannel(workspaceId: number) {
  return useAgentMutation(workspaceRef(workspaceId), 'testChannel', {
    mutationFn: (id: number) =>
      apiRequest(apiPaths.channelTest(workspaceId, id), { method: 'POST', schema: channelTestResultSchema }),
  });
}
