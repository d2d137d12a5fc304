import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AgentRef } from '../contract';
import { alertDefinitionListOptions, availableConditionsOptions } from '../data/alerts/queries';
import { callFilterOptionsOptions } from '../data/calls/filter-options';
import { callListOptions } from '../data/calls/queries';
import { clipSetListOptions } from '../data/clip-sets/queries';
import { intentDetectionOptions } from '../data/detection/queries';
import { extractionFieldListOptions } from '../data/extraction-fields/queries';
import { intentListOptions } from '../data/intents/queries';
import { type AgentRead } from '../data/invalidation';
import { profileListOptions } from '../data/profiles/queries';
import { ruleListOptions } from '../data/rules/queries';
import { sipConfigOptions } from '../data/sip/queries';
import { reviewKeys } from '../data/reviews/keys';
import { reviewOptions } from '../data/reviews/queries';
import { callCommentsOptions } from '../data/comments/queries';
import { settingsChangesOptions } from '../data/settings-changes/queries';
import { channelListOptions } from '../data/channels/queries';
import { agentAlertEventsOptions } from '../data/alert-events/queries';
import { simulationRunOptions, simulationTestListOptions } from '../data/simulation/queries';
import { openQueueOptions } from '../data/team/assignments';
import { savedViewsOptions } from '../data/saved-views/queries';
import { createTestQueryClient } from './render';

/*
 * What the invalidation tests (src/data/invalidation*.test.tsx) share: one read of each kind as
 * the pages make it, a query client seeded with all of them for two agents, which of them a
 * change left stale, and a mutation hook run against the client.
 */

export const A1: AgentRef = { workspaceId: 1, agentId: 1 };
export const OTHER: AgentRef = { workspaceId: 1, agentId: 3 };
const NO_FILTERS = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };

/** One real read of each kind, as the pages make them. */
export const reads = (a: AgentRef): Record<AgentRead, readonly unknown[]> => ({
  intents: intentListOptions(a).queryKey,
  intentList: intentListOptions(a).queryKey,
  intentDetection: intentDetectionOptions(a).queryKey,
  sip: sipConfigOptions(a).queryKey,
  extractionFields: extractionFieldListOptions(a).queryKey,
  rules: ruleListOptions(a).queryKey,
  alerts: alertDefinitionListOptions(a).queryKey,
  alertDefinitions: alertDefinitionListOptions(a).queryKey,
  alertCatalogue: availableConditionsOptions(a).queryKey,
  profiles: profileListOptions(a).queryKey,
  clipSets: clipSetListOptions(a).queryKey,
  clipSetList: clipSetListOptions(a).queryKey,
  calls: callListOptions(a, NO_FILTERS, { limit: 25, offset: 0 }).queryKey,
  callLists: callListOptions(a, NO_FILTERS, { limit: 25, offset: 0 }).queryKey,
  callFilterOptions: callFilterOptionsOptions(a).queryKey,
  // Another call's review than the one a test changes (1001).
  reviews: reviewOptions(a, 1002).queryKey,
  // The quality page's figures, gathered from the reviews list.
  reviewLists: reviewKeys.quality(a, {}),
  // Another call's comments than the one a test comments on (1060).
  comments: callCommentsOptions(a, 1002).queryKey,
  settingsChanges: settingsChangesOptions(a, {}, { limit: 50, offset: 0 }).queryKey,
  channels: channelListOptions(a.workspaceId).queryKey,
  alertEvents: agentAlertEventsOptions(a, ['firing'], { limit: 25, offset: 0 }).queryKey,
  simulationTests: simulationTestListOptions(a).queryKey,
  // A run's page sits under the runs' key, as the lists do.
  simulationRuns: simulationRunOptions(a, 1).queryKey,
  // A member's review queue (the open assignments of member 2).
  assignments: openQueueOptions(a, 2).queryKey,
  savedViews: savedViewsOptions(a).queryKey,
});

export function seeded(): QueryClient {
  const qc = createTestQueryClient();
  for (const a of [A1, OTHER]) for (const key of Object.values(reads(a))) qc.setQueryData(key, { seeded: true });
  return qc;
}

export const stale = (qc: QueryClient, a: AgentRef) =>
  (Object.entries(reads(a)) as [AgentRead, readonly unknown[]][])
    .filter(
      ([name, key]) =>
        name !== 'intents' &&
        name !== 'alerts' &&
        name !== 'calls' &&
        name !== 'clipSets' &&
        qc.getQueryState(key)?.isInvalidated,
    )
    .map(([name]) => name)
    .sort();

export function run<T, V>(qc: QueryClient, hook: () => { mutateAsync: (v: V) => Promise<T> }, variables: V) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  return act(() => result.current.mutateAsync(variables).catch(() => undefined));
}
