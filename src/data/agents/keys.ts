/** The workspace's agents (Part B), general to specific: every workspace's, one workspace's list. */
export const agentKeys = {
  all: ['agents'] as const,
  list: (workspaceId: number) => [...agentKeys.all, workspaceId] as const,
};
