/**
 * Every path of the service (docs/service-interface.md), built in one place for the client, the emulator and the tests.
 * `AgentRef` names the agent a settings page is about.
 */
export type AgentRef = { workspaceId: number; agentId: number };

export const API_PREFIX = '/api/v1';

const agentBase = ({ workspaceId, agentId }: AgentRef) => `${API_PREFIX}/workspaces/${workspaceId}/agents/${agentId}`;

export const apiPaths = {
  agents: (workspaceId: number) => `${API_PREFIX}/workspaces/${workspaceId}/agents`,
  intents: (a: AgentRef) => `${agentBase(a)}/settings/call-intents`,
  intent: (a: AgentRef, intentId: number) => `${agentBase(a)}/settings/call-intents/${intentId}`,
  intentDetection: (a: AgentRef) => `${agentBase(a)}/settings/intent-detection`,
  sipConfig: (a: AgentRef) => `${agentBase(a)}/settings/sip-config`,
  extractionFields: (a: AgentRef) => `${agentBase(a)}/settings/data-extraction`,
  extractionField: (a: AgentRef, fieldId: number) => `${agentBase(a)}/settings/data-extraction/${fieldId}`,
  rules: (a: AgentRef) => `${agentBase(a)}/settings/rules`,
  rule: (a: AgentRef, ruleId: number) => `${agentBase(a)}/settings/rules/${ruleId}`,
  alertDefinitions: (a: AgentRef) => `${agentBase(a)}/settings/alert-definitions`,
  alertDefinition: (a: AgentRef, alertId: number) => `${agentBase(a)}/settings/alert-definitions/${alertId}`,
  availableConditions: (a: AgentRef) => `${agentBase(a)}/settings/alert-definitions/available-conditions`,
  alertPreview: (a: AgentRef) => `${agentBase(a)}/settings/alert-definitions/preview`,
  alertEvents: (a: AgentRef, alertId: number) => `${agentBase(a)}/settings/alert-definitions/${alertId}/events`,
  profiles: (a: AgentRef) => `${agentBase(a)}/simulation-profiles`,
  profile: (a: AgentRef, profileId: number) => `${agentBase(a)}/simulation-profiles/${profileId}`,
  clipSets: (a: AgentRef) => `${agentBase(a)}/voice-clip-sets`,
  clipSet: (a: AgentRef, clipSetId: number) => `${agentBase(a)}/voice-clip-sets/${clipSetId}`,
  calls: (a: AgentRef) => `${agentBase(a)}/calls`,
  callFilterOptions: (a: AgentRef) => `${agentBase(a)}/calls/filter-options`,
  callStats: (a: AgentRef) => `${agentBase(a)}/calls/stats`,
  call: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}`,
  callRecording: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}/recording`,
  /** B.4 */
  callReview: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}/review`,
  callReviews: (a: AgentRef) => `${agentBase(a)}/call-reviews`,
  /** B.7 */
  callComments: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}/comments`,
  callComment: (a: AgentRef, callId: number, commentId: number) =>
    `${agentBase(a)}/calls/${callId}/comments/${commentId}`,
  /** B.8 */
  settingsChanges: (a: AgentRef) => `${agentBase(a)}/settings/changes`,
  /** B.9 */
  channels: (workspaceId: number) => `${API_PREFIX}/workspaces/${workspaceId}/notification-channels`,
  channel: (workspaceId: number, id: number) => `${API_PREFIX}/workspaces/${workspaceId}/notification-channels/${id}`,
  channelTest: (workspaceId: number, id: number) =>
    `${API_PREFIX}/workspaces/${workspaceId}/notification-channels/${id}/test`,
  /** B.10 */
  simulationTests: (a: AgentRef) => `${agentBase(a)}/simulation-tests`,
  simulationTest: (a: AgentRef, testId: number) => `${agentBase(a)}/simulation-tests/${testId}`,
  simulationRuns: (a: AgentRef) => `${agentBase(a)}/simulation-runs`,
  simulationRun: (a: AgentRef, runId: number) => `${agentBase(a)}/simulation-runs/${runId}`,
  simulationRunCancel: (a: AgentRef, runId: number) => `${agentBase(a)}/simulation-runs/${runId}/cancel`,
  /** B.11 */
  me: () => `${API_PREFIX}/me`,
  members: (workspaceId: number) => `${API_PREFIX}/workspaces/${workspaceId}/members`,
  callReviewsByMember: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}/reviews`,
  reviewAssignments: (a: AgentRef) => `${agentBase(a)}/review-assignments`,
  reviewAssignment: (a: AgentRef, id: number) => `${agentBase(a)}/review-assignments/${id}`,
  finalReview: (a: AgentRef, callId: number) => `${agentBase(a)}/calls/${callId}/final-review`,
  /** B.12 */
  savedViews: (a: AgentRef) => `${agentBase(a)}/saved-views`,
  savedView: (a: AgentRef, id: number) => `${agentBase(a)}/saved-views/${id}`,
  agentAlertEvents: (a: AgentRef) => `${agentBase(a)}/alert-events`,
  alertEventAction: (a: AgentRef, alertId: number, eventId: number, action: 'acknowledge' | 'resolve') =>
    `${agentBase(a)}/settings/alert-definitions/${alertId}/events/${eventId}/${action}`,
};

/** Route patterns in the emulator's router syntax (`:param`). */
export const AGENT_PATTERN = `${API_PREFIX}/workspaces/:workspaceId/agents/:agentId`;
