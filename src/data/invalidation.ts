import type { Query, QueryClient } from '@tanstack/react-query';
import type { AgentRef } from '../contract';
import { alertKeys } from './alerts/keys';
import { callKeys } from './calls/keys';
import { detectionKeys } from './detection/keys';
import { extractionFieldKeys } from './extraction-fields/keys';
import { intentKeys } from './intents/keys';
import { profileKeys } from './profiles/keys';
import { ruleKeys } from './rules/keys';
import { sipKeys } from './sip/keys';
import { clipSetKeys } from './clip-sets/keys';
import { reviewKeys } from './reviews/keys';
import { commentKeys } from './comments/keys';
import { settingsChangeKeys } from './settings-changes/keys';
import { channelKeys } from './channels/keys';
import { alertPreviewKeys } from './alert-preview/keys';
import { simulationKeys } from './simulation/keys';
import { assignmentKeys } from './team/keys';
import { savedViewKeys } from './saved-views/keys';

/**
 * The agent-scoped reads a change can make stale, by name, each the key prefix of its
 * resource's key factory (src/data/<resource>/keys.ts). src/data/invalidation.test.tsx checks
 * the real query options against them.
 */
export const agentReads = {
  intents: intentKeys.agent,
  intentList: intentKeys.list,
  intentDetection: detectionKeys.agent,
  sip: sipKeys.agent,
  extractionFields: extractionFieldKeys.agent,
  /** The rules list, and the rule kinds the calls pages select from it. */
  rules: ruleKeys.agent,
  alerts: alertKeys.agent,
  alertDefinitions: alertKeys.list,
  /** Endpoint 7: what alert conditions can use (extraction fields, red-flag rules, ...). */
  alertCatalogue: alertKeys.conditions,
  profiles: profileKeys.agent,
  clipSets: clipSetKeys.agent,
  /** The clip sets list (the clip sets page, and the call page's sets cut from the call). */
  clipSetList: clipSetKeys.list,
  calls: callKeys.agent,
  callLists: callKeys.lists,
  /** Endpoint 6. */
  callFilterOptions: callKeys.filterOptions,
  /** B.4: each call's review and the lists of reviews (the quality page). */
  reviews: reviewKeys.agent,
  /** B.4 and B.11: the lists of reviews only (the quality page; a call's members' reviews and final verdict). */
  reviewLists: reviewKeys.lists,
  /** B.7: each call's comments. */
  comments: commentKeys.agent,
  /** B.8: the settings history and each editor's "Last changed". */
  settingsChanges: settingsChangeKeys.agent,
  /** B.9: the workspace's notification channels (the agent part is not in the key). */
  channels: channelKeys.workspace,
  /** B.6 and B.9: each definition's firings and the agent's firings across definitions. */
  alertEvents: alertPreviewKeys.events,
  /** B.10: the simulation tests list. */
  simulationTests: simulationKeys.tests,
  /** B.10: the runs lists and each run's page. */
  simulationRuns: simulationKeys.runs,
  /** B.11: the review assignments (the review queue, its count in the navigation, a call page opened from it). */
  assignments: assignmentKeys.agent,
  /** B.12: the calls list's saved views, the member's and the shared ones. */
  savedViews: savedViewKeys.agent,
} satisfies Record<string, (a: AgentRef) => readonly unknown[]>;

export type AgentRead = keyof typeof agentReads;

/**
 * What each change to the service's data makes stale, for the same agent. A new mutation gets
 * an entry here (useAgentMutation takes its name), so it cannot forget the pages that show
 * what it changed.
 */
export const changeEffects = {
  // Every settings write is recorded in the settings history (B.8): each names settingsChanges.
  // Call rows and the filter pickers carry intent labels.
  createIntent: ['intentList', 'callFilterOptions', 'callLists', 'settingsChanges'],
  updateIntent: ['intentList', 'callFilterOptions', 'callLists', 'settingsChanges'],
  deleteIntent: ['intentList', 'callFilterOptions', 'callLists', 'settingsChanges'],
  setIntentDetection: ['intentDetection', 'settingsChanges'],
  // The alert catalogue offers extraction fields as condition sources.
  deleteExtractionField: ['extractionFields', 'alertCatalogue', 'alertDefinitions', 'settingsChanges'],
  // A rule's label is a filter option and a call's badge; a red-flag rule is an alert source.
  deleteRule: ['rules', 'callFilterOptions', 'callLists', 'alertCatalogue', 'alertDefinitions', 'settingsChanges'],
  createAlertDefinition: ['alertDefinitions', 'settingsChanges'],
  updateAlertDefinition: ['alertDefinitions', 'settingsChanges'],
  deleteAlertDefinition: ['alertDefinitions', 'settingsChanges'],
  createProfile: ['profiles', 'settingsChanges'],
  updateProfile: ['profiles', 'settingsChanges'],
  // A review marks its call in the calls list (and its `reviewed` filter) and counts on the quality page.
  // Saving one changes no other call's review (the next call's, prefetched for Save and next,
  // stays fresh); the saved call's own review is the service's answer, or on a failure read
  // again (refreshAfterFailedReviewSave).
  // A new set's page starts from the create's answer; a deleted set's page read is dropped (data/clip-sets).
  createClipSet: ['clipSetList'],
  deleteClipSet: ['clipSetList'],
  // A member's review of a call completes their assignment of it (B.11); deleting it opens it again.
  saveReview: ['reviewLists', 'callLists', 'assignments'],
  deleteReview: ['reviews', 'callLists', 'assignments'],
  // A final verdict (B.11) is what the quality page counts for its call, and shows beside the call's reviews.
  saveFinalReview: ['reviewLists'],
  // A comment shows on its call's page only.
  addComment: ['comments'],
  deleteComment: ['comments'],
  createChannel: ['channels'],
  updateChannel: ['channels'],
  deleteChannel: ['channels'],
  // A test send changes nothing the pages show.
  testChannel: [],
  acknowledgeEvent: ['alertEvents'],
  resolveEvent: ['alertEvents'],
  // A test is no settings record (not in B.8); runs keep their results of a test changed or deleted.
  createSimulationTest: ['simulationTests'],
  updateSimulationTest: ['simulationTests'],
  deleteSimulationTest: ['simulationTests'],
  startSimulationRun: ['simulationRuns'],
  cancelSimulationRun: ['simulationRuns'],
  assignForReview: ['assignments'],
  withdrawAssignment: ['assignments'],
  // A saved view shows in the calls page's list of views only.
  saveView: ['savedViews'],
  deleteView: ['savedViews'],
} as const satisfies Record<string, readonly AgentRead[]>;

export type Change = keyof typeof changeEffects;

/**
 * A read that failed before giving anything (a Part B route this server lacks) has nothing to
 * refresh: refetching it would only flash its page back to loading.
 */
const worthRefetching = (q: Query) => !(q.state.status === 'error' && q.state.data === undefined);

/**
 * A review's save that failed may have been made all the same (an unreadable answer, a time-out):
 * what the service holds for that call is read again, and no other call's review.
 */
export function refreshAfterFailedReviewSave(queryClient: QueryClient, agent: AgentRef, callId: number) {
  return queryClient.invalidateQueries({ queryKey: reviewKeys.detail(agent, callId) });
}

/** Marks every read `change` affects as stale; the ones on screen refetch, and this resolves after. */
export async function refreshAfter(queryClient: QueryClient, change: Change, agent: AgentRef): Promise<void> {
  await Promise.all(
    changeEffects[change].map((read) =>
      queryClient.invalidateQueries({ queryKey: agentReads[read](agent), predicate: worthRefetching }),
    ),
  );
}
