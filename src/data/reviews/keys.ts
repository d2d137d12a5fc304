import type { AgentRef } from '../../contract';
import { agentKeys } from '../../lib/invalidation';

/** What the reviews list (B.4) is asked for besides paging. */
export type ReviewListQuery = { started_after?: string; started_before?: string; call_intent_id?: number[] };

/** General to specific: every review read of an agent sits under `all`, which a change invalidates. */
export const reviewKeys = {
  all: agentKeys.reviews,
  detail: (a: AgentRef, callId: number) => [...reviewKeys.all(a), 'call', callId] as const,
  lists: (a: AgentRef) => [...reviewKeys.all(a), 'list'] as const,
  /** Every review matching `query`, all pages gathered (the quality page). */
  everything: (a: AgentRef, query: ReviewListQuery) => [...reviewKeys.lists(a), 'all', query] as const,
};
