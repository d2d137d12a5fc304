import type { AgentRef } from '../../contract';

/** The team (B.11): who is signed in, and each workspace's members. */
export const teamKeys = {
  all: ['team'] as const,
  me: () => [...teamKeys.all, 'me'] as const,
  members: (workspaceId: number) => [...teamKeys.all, 'members', workspaceId] as const,
};

/** What the assignments list (B.11) is asked for besides paging. */
export type AssignmentQuery = { reviewer_id?: number; state?: 'open' | 'done' };

/** Review assignments' keys: every agent's, one agent's (what a change invalidates), then one list per query. */
export const assignmentKeys = {
  all: ['review-assignments'] as const,
  agent: (a: AgentRef) => [...assignmentKeys.all, a.workspaceId, a.agentId] as const,
  list: (a: AgentRef, query: AssignmentQuery) => [...assignmentKeys.agent(a), 'list', query] as const,
};
