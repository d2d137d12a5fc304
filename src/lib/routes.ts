import { generatePath, matchPath } from 'react-router';
import type { AgentRef } from '../contract';

/**
 * The dashboard's addresses, stated once: the router mounts these patterns, links and
 * the agent switcher build from them. People bookmark them: keep them stable.
 */
export const AGENT_ROOT = '/workspaces/:workspaceId/agents/:agentId';

/** Each agent page's pattern, relative to AGENT_ROOT (the router's child paths). */
export const agentPages = {
  overview: 'overview',
  intents: 'settings/intents',
  sip: 'settings/sip',
  dataExtraction: 'settings/data-extraction',
  rules: 'settings/rules',
  alerts: 'settings/alerts',
  copy: 'settings/copy',
  alert: 'settings/alerts/:alertId',
  profiles: 'simulation-profiles',
  newProfile: 'simulation-profiles/new',
  profile: 'simulation-profiles/:profileId',
  simulationTests: 'simulation-tests',
  newSimulationTest: 'simulation-tests/new',
  simulationTest: 'simulation-tests/:testId',
  simulationRuns: 'simulation-runs',
  simulationRun: 'simulation-runs/:runId',
  clipSets: 'voice-clip-sets',
  clipSet: 'voice-clip-sets/:voiceClipSetId',
  calls: 'calls',
  call: 'calls/:callId',
  quality: 'quality',
  settingsHistory: 'settings/history',
  alertEvents: 'alert-events',
  reviewQueue: 'review-queue',
} as const;

/** Pages of a workspace as a whole (no agent in the address). */
export const workspacePages = {
  channels: '/workspaces/:workspaceId/notification-channels',
} as const;

/**
 * The call page's list named in its query string (`list=review-queue`): the signed-in member's
 * open review assignments (B.11) rather than the calls list.
 */
export const QUEUE_LIST = { key: 'list', value: 'review-queue' } as const;
export const isQueueList = (params: URLSearchParams) => params.get(QUEUE_LIST.key) === QUEUE_LIST.value;

const agentParams = (a: AgentRef) => ({ workspaceId: String(a.workspaceId), agentId: String(a.agentId) });
const agentPath = (page: string, a: AgentRef, params: Record<string, string> = {}) =>
  generatePath(`${AGENT_ROOT}/${page}`, { ...agentParams(a), ...params });

export const routes = {
  connect: '/connect',
  home: '/',
  agent: (a: AgentRef) => generatePath(AGENT_ROOT, agentParams(a)),
  /** `query`: the range (`started_after`, `started_before`), as on the calls page. */
  overview: (a: AgentRef, query?: string) => `${agentPath(agentPages.overview, a)}${query ? `?${query}` : ''}`,
  intents: (a: AgentRef) => agentPath(agentPages.intents, a),
  sip: (a: AgentRef) => agentPath(agentPages.sip, a),
  dataExtraction: (a: AgentRef) => agentPath(agentPages.dataExtraction, a),
  rules: (a: AgentRef) => agentPath(agentPages.rules, a),
  alerts: (a: AgentRef) => agentPath(agentPages.alerts, a),
  /** `query`: `to=<agent id>`, the agent copied to. */
  copy: (a: AgentRef, query?: string) => `${agentPath(agentPages.copy, a)}${query ? `?${query}` : ''}`,
  alert: (a: AgentRef, id: number) => agentPath(agentPages.alert, a, { alertId: String(id) }),
  profiles: (a: AgentRef) => agentPath(agentPages.profiles, a),
  newProfile: (a: AgentRef) => agentPath(agentPages.newProfile, a),
  profile: (a: AgentRef, id: number) => agentPath(agentPages.profile, a, { profileId: String(id) }),
  simulationTests: (a: AgentRef) => agentPath(agentPages.simulationTests, a),
  newSimulationTest: (a: AgentRef) => agentPath(agentPages.newSimulationTest, a),
  simulationTest: (a: AgentRef, id: number) => agentPath(agentPages.simulationTest, a, { testId: String(id) }),
  simulationRuns: (a: AgentRef) => agentPath(agentPages.simulationRuns, a),
  /** `query`: `baseline=<run id>` compares with that run instead of the run's own baseline. */
  simulationRun: (a: AgentRef, id: number, query?: string) =>
    `${agentPath(agentPages.simulationRun, a, { runId: String(id) })}${query ? `?${query}` : ''}`,
  clipSets: (a: AgentRef) => agentPath(agentPages.clipSets, a),
  clipSet: (a: AgentRef, id: number) => agentPath(agentPages.clipSet, a, { voiceClipSetId: String(id) }),
  /** `query`: the `state` filter (repeatable). */
  alertEvents: (a: AgentRef, query?: string) => `${agentPath(agentPages.alertEvents, a)}${query ? `?${query}` : ''}`,
  channels: (workspaceId: number) => generatePath(workspacePages.channels, { workspaceId: String(workspaceId) }),
  quality: (a: AgentRef, query?: string) => `${agentPath(agentPages.quality, a)}${query ? `?${query}` : ''}`,
  /** `query`: the filters (`resource`, `resource_id`, `actor`, `started_after`, `started_before`, `page`). */
  settingsHistory: (a: AgentRef, query?: string) =>
    `${agentPath(agentPages.settingsHistory, a)}${query ? `?${query}` : ''}`,
  calls: (a: AgentRef, query?: string) => `${agentPath(agentPages.calls, a)}${query ? `?${query}` : ''}`,
  /** `query`: the `state` shown first (`open`, `done`). */
  reviewQueue: (a: AgentRef, query?: string) => `${agentPath(agentPages.reviewQueue, a)}${query ? `?${query}` : ''}`,
  /** One call; `query` is the list's query string, so previous/next stay within that list. */
  call: (a: AgentRef, id: number, query?: string) =>
    `${agentPath(agentPages.call, a, { callId: String(id) })}${query ? `?${query}` : ''}`,
  /** One call opened from the review queue: its previous and next are the member's open assignments. */
  queuedCall: (a: AgentRef, id: number) =>
    `${agentPath(agentPages.call, a, { callId: String(id) })}?${QUEUE_LIST.key}=${QUEUE_LIST.value}`,
};

/** The pages that list or hold something for the agent as a whole (no record in the address). */
const sections = Object.values(agentPages).filter((p) => !p.includes(':') && !p.endsWith('/new'));

/**
 * The same kind of page for another agent. A record's page becomes its list, since the record
 * belongs to the agent left; any other address goes to the agent's overview.
 */
export function sameSectionFor(pathname: string, a: AgentRef): string {
  const rest = matchPath(`${AGENT_ROOT}/*`, pathname)?.params['*'] ?? '';
  const section = sections.find((p) => rest === p || rest.startsWith(`${p}/`));
  return agentPath(section ?? agentPages.overview, a);
}

/** Navigation entries of the app shell, in order. */
export const agentNav = [
  { label: 'Overview', to: routes.overview, group: 'Agent' },
  { label: 'Calls', to: routes.calls, group: 'Agent' },
  { label: 'Review queue', to: (a: AgentRef) => routes.reviewQueue(a), group: 'Agent' },
  { label: 'Simulation profiles', to: routes.profiles, group: 'Agent' },
  { label: 'Voice clip sets', to: routes.clipSets, group: 'Agent' },
  { label: 'Simulation tests', to: routes.simulationTests, group: 'Agent' },
  { label: 'Simulation runs', to: routes.simulationRuns, group: 'Agent' },
  { label: 'Quality', to: routes.quality, group: 'Agent' },
  { label: 'Firings', to: routes.alertEvents, group: 'Agent' },
  { label: 'Call intents', to: routes.intents, group: 'Settings' },
  { label: 'SIP configuration', to: routes.sip, group: 'Settings' },
  { label: 'Data extraction', to: routes.dataExtraction, group: 'Settings' },
  { label: 'Rules', to: routes.rules, group: 'Settings' },
  { label: 'Alerts', to: routes.alerts, group: 'Settings' },
  { label: 'Copy settings', to: (a: AgentRef) => routes.copy(a), group: 'Settings' },
  { label: 'Settings history', to: routes.settingsHistory, group: 'Settings' },
] as const;
