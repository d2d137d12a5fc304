import type { AgentRef } from '../../contract';

/** What the reviews list (B.4) is asked for besides paging. */
export type ReviewListQuery = { started_after?: string; started_before?: string; call_intent_id?: number[] };

/**
 * No list of reviews gathered by the dashboard grows past this: the page says where it stopped.
 * Here, not beside the gathering, so the call page's review queries do not load the quality
 * figures' code with it.
 */
export const REVIEWS_GATHERED_MAX = 20_000;

/**
 * Reviews' keys, general to specific: every agent's, one agent's (what a change invalidates),
 * one call's review, then the lists.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  agent: (a: AgentRef) => [...reviewKeys.all, a.workspaceId, a.agentId] as const,
  detail: (a: AgentRef, callId: number) => [...reviewKeys.agent(a), 'call', callId] as const,
  lists: (a: AgentRef) => [...reviewKeys.agent(a), 'list'] as const,
  /** The quality figures of every review matching `query`, gathered in a worker (the quality page). */
  quality: (a: AgentRef, query: ReviewListQuery) => [...reviewKeys.lists(a), 'quality', query] as const,
};
