/** The team (B.11): who is signed in, and each workspace's members. */
export const teamKeys = {
  all: ['team'] as const,
  me: () => [...teamKeys.all, 'me'] as const,
  members: (workspaceId: number) => [...teamKeys.all, 'members', workspaceId] as const,
};
