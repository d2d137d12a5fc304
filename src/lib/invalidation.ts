import type { Query, QueryClient } from '@tanstack/react-query';
import type { AgentRef } from '../contract';

/**
 * The agent-scoped query keys every page reads, stated once. Each feature's own keys extend
 * these, so the map below and the pages cannot drift apart (src/app/invalidation.test.ts
 * checks the features' real query options against them).
 */
const scope = (area: string) => (a: AgentRef) => [area, a.workspaceId, a.agentId] as const;

export const agentKeys = {
  intents: scope('intents'),
  intentList: (a: AgentRef) => [...agentKeys.intents(a), 'list'] as const,
  intentDetection: (a: AgentRef) => [...agentKeys.intents(a), 'detection'] as const,
  sip: scope('sip'),
  extractionFields: scope('data-extraction'),
  rules: scope('rules'),
  alerts: scope('alerts'),
  alertDefinitions: (a: AgentRef) => [...agentKeys.alerts(a), 'list'] as const,
  /** Endpoint 7: what alert conditions can use (extraction fields, red-flag rules, ...). */
  alertCatalogue: (a: AgentRef) => [...agentKeys.alerts(a), 'available-conditions'] as const,
  profiles: scope('simulation-profiles'),
  clipSets: scope('voice-clip-sets'),
  calls: scope('calls'),
  callLists: (a: AgentRef) => [...agentKeys.calls(a), 'list'] as const,
  /** Endpoint 6 and the rule kinds the pickers use. */
  callFilterOptions: (a: AgentRef) => [...agentKeys.calls(a), 'filter-options'] as const,
  /** B.4: each call's review and the lists of reviews (the quality page). */
  reviews: scope('reviews'),
};

export type AgentRead = keyof typeof agentKeys;

/**
 * What each change to the service's data makes stale, for the same agent. A new mutation gets
 * an entry here (useAgentMutation takes its name), so it cannot forget the pages that show
 * what it changed.
 */
export const changeEffects = {
  // Call rows and the filter pickers carry intent labels.
  createIntent: ['intentList', 'callFilterOptions', 'callLists'],
  updateIntent: ['intentList', 'callFilterOptions', 'callLists'],
  deleteIntent: ['intentList', 'callFilterOptions', 'callLists'],
  setIntentDetection: ['intentDetection'],
  // The alert catalogue offers extraction fields as condition sources.
  deleteExtractionField: ['extractionFields', 'alertCatalogue', 'alertDefinitions'],
  // A rule's label is a filter option and a call's badge; a red-flag rule is an alert source.
  deleteRule: ['rules', 'callFilterOptions', 'callLists', 'alertCatalogue', 'alertDefinitions'],
  createAlertDefinition: ['alertDefinitions'],
  updateAlertDefinition: ['alertDefinitions'],
  deleteAlertDefinition: ['alertDefinitions'],
  createProfile: ['profiles'],
  updateProfile: ['profiles'],
  // A review marks its call in the calls list (and its `reviewed` filter) and counts on the quality page.
  saveReview: ['reviews', 'callLists'],
  deleteReview: ['reviews', 'callLists'],
} as const satisfies Record<string, readonly AgentRead[]>;

export type Change = keyof typeof changeEffects;

/**
 * A read that failed before giving anything (a Part B route this server lacks) has nothing to
 * refresh: refetching it would only flash its page back to loading.
 */
const worthRefetching = (q: Query) => !(q.state.status === 'error' && q.state.data === undefined);

/** Marks every read `change` affects as stale; the ones on screen refetch, and this resolves after. */
export async function refreshAfter(queryClient: QueryClient, change: Change, agent: AgentRef): Promise<void> {
  await Promise.all(
    changeEffects[change].map((read) =>
      queryClient.invalidateQueries({ queryKey: agentKeys[read](agent), predicate: worthRefetching }),
    ),
  );
}
