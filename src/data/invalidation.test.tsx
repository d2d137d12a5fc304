import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AgentRef } from '../contract';
import { useCreateAlertDefinition, useDeleteAlertDefinition, useUpdateAlertDefinition } from './alerts/mutations';
import { alertDefinitionListOptions, availableConditionsOptions } from './alerts/queries';
import { callFilterOptionsOptions } from './calls/filter-options';
import { callListOptions, callOptions } from './calls/queries';
import { recordingOptions } from './calls/recording';
import { useCreateClipSet, useDeleteClipSet } from './clip-sets/mutations';
import { clipSetListOptions, clipSetOptions } from './clip-sets/queries';
import { useSetIntentDetection } from './detection/mutations';
import { intentDetectionOptions } from './detection/queries';
import { useDeleteExtractionField } from './extraction-fields/mutations';
import { extractionFieldListOptions } from './extraction-fields/queries';
import { useCreateIntent, useDeleteIntent, useUpdateIntent } from './intents/mutations';
import { intentListOptions } from './intents/queries';
import { type AgentRead, agentReads, changeEffects } from './invalidation';
import { useCreateProfile, useUpdateProfileById } from './profiles/mutations';
import { profileListOptions } from './profiles/queries';
import { useDeleteRule } from './rules/mutations';
import { ruleKindsOptions, ruleListOptions } from './rules/queries';
import { sipConfigOptions } from './sip/queries';
import { useDeleteReview, useSaveReview } from './reviews/mutations';
import { reviewKeys } from './reviews/keys';
import { reviewOptions } from './reviews/queries';
import { useAddComment, useDeleteComment } from './comments/mutations';
import { callCommentsOptions } from './comments/queries';
import { settingsChangesOptions } from './settings-changes/queries';
import { channelListOptions } from './channels/queries';
import { agentAlertEventsOptions } from './alert-events/queries';
import { alertEventsOptions } from './alert-preview/queries';
import { useAcknowledgeEvent } from './alert-events/mutations';
import { useCreateChannel } from './channels/mutations';
import { setupEmulator } from '../test/emulator';
import { createTestQueryClient } from '../test/render';

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const OTHER: AgentRef = { workspaceId: 1, agentId: 3 };
const NO_FILTERS = { call_intent_id: [], call_outcome_id: [], sentiment: [], label_id: [] };

/** One real read of each kind, as the pages make them. */
const reads = (a: AgentRef): Record<AgentRead, readonly unknown[]> => ({
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
});

describe('the query keys the pages read', () => {
  it('sit under the keys the invalidation map names', () => {
    for (const [name, key] of Object.entries(reads(A1))) {
      const prefix = agentReads[name as AgentRead](A1);
      expect(key.slice(0, prefix.length), name).toEqual(prefix);
    }
    // Reads the pages make besides the ones above, under their resource's prefix too.
    expect(clipSetOptions(A1, 5).queryKey.slice(0, 3)).toEqual(agentReads.clipSets(A1));
    expect(callOptions(A1, 7).queryKey.slice(0, 3)).toEqual(agentReads.calls(A1));
    expect(recordingOptions(A1, 7).queryKey.slice(0, 3)).toEqual(agentReads.calls(A1));
    expect(reviewOptions(A1, 1001).queryKey.slice(0, 3)).toEqual(agentReads.reviews(A1));
    expect(alertEventsOptions(A1, 1, { limit: 10, offset: 0 }).queryKey.slice(0, 4)).toEqual(
      agentReads.alertEvents(A1),
    );
  });

  it('read the rules list once: the rule kinds the calls pages use are a selection from it', () => {
    expect(ruleKindsOptions(A1).queryKey).toEqual(ruleListOptions(A1).queryKey);
  });
});

const emu = setupEmulator();

function seeded(): QueryClient {
  const qc = createTestQueryClient();
  for (const a of [A1, OTHER]) for (const key of Object.values(reads(a))) qc.setQueryData(key, { seeded: true });
  return qc;
}

const stale = (qc: QueryClient, a: AgentRef) =>
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

type Case = [string, (qc: QueryClient) => Promise<unknown>, AgentRead[]];

function run<T, V>(qc: QueryClient, hook: () => { mutateAsync: (v: V) => Promise<T> }, variables: V) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(hook, { wrapper });
  return act(() => result.current.mutateAsync(variables).catch(() => undefined));
}

const intentBody = { label: 'Cancellation', description: 'The caller wants to cancel' };

describe('a change makes every page that shows it stale, and only those', () => {
  it.each<Case>([
    [
      'deleting a rule',
      (qc) => run(qc, () => useDeleteRule(A1), 3),
      ['alertCatalogue', 'alertDefinitions', 'callFilterOptions', 'callLists', 'rules', 'settingsChanges'],
    ],
    [
      'creating an intent',
      (qc) => run(qc, () => useCreateIntent(A1), intentBody),
      ['callFilterOptions', 'callLists', 'intentList', 'settingsChanges'],
    ],
    [
      'renaming an intent',
      (qc) => run(qc, () => useUpdateIntent(A1), { id: 1, body: intentBody }),
      ['callFilterOptions', 'callLists', 'intentList', 'settingsChanges'],
    ],
    [
      'deleting an intent',
      (qc) => run(qc, () => useDeleteIntent(A1), 1),
      ['callFilterOptions', 'callLists', 'intentList', 'settingsChanges'],
    ],
    [
      'deleting an extraction field',
      (qc) => run(qc, () => useDeleteExtractionField(A1), 4),
      ['alertCatalogue', 'alertDefinitions', 'extractionFields', 'settingsChanges'],
    ],
    [
      'switching intent detection',
      (qc) => run(qc, () => useSetIntentDetection(A1), false),
      ['intentDetection', 'settingsChanges'],
    ],
    [
      'creating an alert definition',
      (qc) =>
        run(qc, () => useCreateAlertDefinition(A1), {
          name: 'Many red flags',
          enabled: true,
          condition_tree: { type: 'group', operator: 'and', children: [] },
        }),
      ['alertDefinitions', 'settingsChanges'],
    ],
    [
      'switching an alert definition off',
      (qc) =>
        run(qc, () => useUpdateAlertDefinition(A1), {
          id: 1,
          body: {
            name: 'Legal threat',
            enabled: false,
            condition_tree: { type: 'group', operator: 'and', children: [] },
          },
        }),
      ['alertDefinitions', 'settingsChanges'],
    ],
    [
      'deleting an alert definition',
      (qc) => run(qc, () => useDeleteAlertDefinition(A1), 1),
      ['alertDefinitions', 'settingsChanges'],
    ],
    [
      'saving a review',
      (qc) =>
        run(qc, () => useSaveReview(A1, 1001), {
          intent_correct: true,
          corrected_intent_id: null,
          labels: [],
          missed_labels: [],
          note: '',
        }),
      // Not another call's review (the next call's, read ahead for Save and next).
      ['callLists', 'reviewLists'],
    ],
    [
      'removing a review',
      (qc) => run(qc, () => useDeleteReview(A1, 1001), undefined),
      ['callLists', 'reviewLists', 'reviews'],
    ],
    ['adding a comment', (qc) => run(qc, () => useAddComment(A1, 1060), { at_ms: 1000, text: 'Here' }), ['comments']],
    ['deleting a comment', (qc) => run(qc, () => useDeleteComment(A1, 1060), 1), ['comments']],
    [
      'cutting a clip set from a call',
      (qc) =>
        run(qc, () => useCreateClipSet(A1), {
          name: 'Greeting',
          description: '',
          source_call_id: 1002,
          turn_indexes: [0],
        }),
      ['clipSetList'],
    ],
    ['deleting a clip set', (qc) => run(qc, () => useDeleteClipSet(A1), 1), ['clipSetList']],
    [
      'creating a simulation profile',
      (qc) => run(qc, () => useCreateProfile(A1), { name: 'Calm caller', fields: {} }),
      ['profiles', 'settingsChanges'],
    ],
    [
      'acknowledging a firing',
      (qc) => run(qc, () => useAcknowledgeEvent(A1), { alertId: 1, eventId: 1, comment: '' }),
      ['alertEvents'],
    ],
  ])('%s', async (_what, change, expected) => {
    const qc = seeded();
    await change(qc);
    expect(stale(qc, A1)).toEqual(expected);
    expect(stale(qc, OTHER)).toEqual([]);
  });

  it("a write to another agent than the page's (copying settings) refreshes that agent's reads only", async () => {
    const qc = seeded();
    await run(qc, () => useUpdateProfileById(OTHER), { id: 4, body: { name: 'Disputes the amount', fields: {} } });
    expect(stale(qc, OTHER)).toEqual(['profiles', 'settingsChanges']);
    expect(stale(qc, A1)).toEqual([]);
  });

  it('also after a refusal: "not found" means the page was out of date', async () => {
    const qc = seeded();
    await run(qc, () => useDeleteRule(A1), 999);
    expect(stale(qc, A1)).toEqual([
      'alertCatalogue',
      'alertDefinitions',
      'callFilterOptions',
      'callLists',
      'rules',
      'settingsChanges',
    ]);
  });

  it('reads a review again after its save failed (it may have been made), and sets it from the answer after a success', async () => {
    const body = { intent_correct: true, corrected_intent_id: null, labels: [], missed_labels: [], note: '' };
    const qc = seeded();
    qc.setQueryData(reviewOptions(A1, 9001).queryKey, null);
    await run(qc, () => useSaveReview(A1, 9001), body);
    expect(qc.getQueryState(reviewOptions(A1, 9001).queryKey)?.isInvalidated).toBe(true);
    qc.setQueryData(reviewOptions(A1, 1001).queryKey, null);
    await run(qc, () => useSaveReview(A1, 1001), body);
    expect(qc.getQueryState(reviewOptions(A1, 1001).queryKey)).toMatchObject({
      isInvalidated: false,
      data: { call_id: 1001 },
    });
  });

  it('refreshes the workspace’s channels, which every agent of it shares, after a channel changes', async () => {
    const qc = seeded();
    await run(qc, () => useCreateChannel(1), {
      name: 'Pager',
      type: 'email' as const,
      config: { addresses: ['a@b.example'] },
    });
    expect(stale(qc, A1)).toEqual(['channels']);
    expect(stale(qc, OTHER)).toEqual(['channels']);
  });

  it('names every change once', () => {
    for (const reads of Object.values(changeEffects)) expect(new Set(reads).size).toBe(reads.length);
    void emu;
  });
});
