import type { AgentRef } from '../../contract';

/**
 * Notification channels (B.9) belong to the workspace: keyed by the workspace alone, so every
 * agent's pages and the channels page share one list.
 */
export const channelKeys = {
  all: ['notification-channels'] as const,
  workspace: (a: Pick<AgentRef, 'workspaceId'>) => [...channelKeys.all, a.workspaceId] as const,
  list: (a: Pick<AgentRef, 'workspaceId'>) => [...channelKeys.workspace(a), 'list'] as const,
};
