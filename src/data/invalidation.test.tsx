import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useCreateAlertDefinition, useDeleteAlertDefinition, useUpdateAlertDefinition } from './alerts/mutations';
import { callOptions } from './calls/queries';
import { recordingOptions } from './calls/recording';
import { useCreateClipSet, useDeleteClipSet } from './clip-sets/mutations';
import { clipSetOptions } from './clip-sets/queries';
import { useSetIntentDetection } from './detection/mutations';
import { useDeleteExtractionField } from './extraction-fields/mutations';
import { useCreateIntent, useDeleteIntent, useUpdateIntent } from './intents/mutations';
import { type AgentRead, agentReads } from './invalidation';
import { useCreateProfile } from './profiles/mutations';
import { useDeleteRule } from './rules/mutations';
import { ruleKindsOptions, ruleListOptions } from './rules/queries';
import { useDeleteReview, useSaveReview } from './reviews/mutations';
import { reviewOptions } from './reviews/queries';
import { useAddComment, useDeleteComment } from './comments/mutations';
import { alertEventsOptions } from './alert-preview/queries';
import { useAcknowledgeEvent } from './alert-events/mutations';
import { useAssignForReview, useWithdrawAssignment } from './team/assignments-mutations';
import { setupEmulator } from '../test/emulator';

import { A1, OTHER, reads, run, seeded, stale } from '../test/invalidation-harness';

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

setupEmulator();

type Case = [string, (qc: QueryClient) => Promise<unknown>, AgentRead[]];

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
          body: {
            intent_correct: true,
            corrected_intent_id: null,
            labels: [],
            missed_labels: [],
            note: '',
          },
        }),
      // Not another call's review (the next call's, read ahead for Save and next); the review
      // queue, whose assignment of the call it completes.
      ['assignments', 'callLists', 'reviewLists'],
    ],
    [
      'removing a review',
      (qc) => run(qc, () => useDeleteReview(A1, 1001), undefined),
      ['assignments', 'callLists', 'reviewLists', 'reviews'],
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
    [
      'assigning calls for review',
      (qc) => run(qc, () => useAssignForReview(A1), { call_ids: [1001], reviewer_ids: [2], reviewers_per_call: 1 }),
      ['assignments'],
    ],
    ['taking an assignment back', (qc) => run(qc, () => useWithdrawAssignment(A1), 1), ['assignments']],
  ])('%s', async (_what, change, expected) => {
    const qc = seeded();
    await change(qc);
    expect(stale(qc, A1)).toEqual(expected);
    expect(stale(qc, OTHER)).toEqual([]);
  });
});
