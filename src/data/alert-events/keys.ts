import type { AgentRef } from '../../contract';
import { alertPreviewKeys } from '../alert-preview/keys';

/** B.9: the agent's firings across definitions, under the firings' key (so a change to one refreshes both). */
export const alertEventKeys = {
  agentEvents: (a: AgentRef) => [...alertPreviewKeys.events(a), 'all'] as const,
  agentEventPage: (a: AgentRef, states: readonly string[], page: { limit: number; offset: number }) =>
    [...alertEventKeys.agentEvents(a), [...states].sort(), page] as const,
  /** "Live" on the firing alerts page: how many firings are in these states now. */
  liveCount: (a: AgentRef, states: readonly string[]) =>
    [...alertEventKeys.agentEvents(a), 'live-count', [...states].sort()] as const,
};
