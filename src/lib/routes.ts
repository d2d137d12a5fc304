import type { AgentRef } from '../contract';

/** The dashboard's addresses (UI.md). People bookmark them: keep them stable. */
const agentRoot = ({ workspaceId, agentId }: AgentRef) => `/workspaces/${workspaceId}/agents/${agentId}`;

export const routes = {
  connect: '/connect',
  home: '/',
  agent: agentRoot,
  intents: (a: AgentRef) => `${agentRoot(a)}/settings/intents`,
  sip: (a: AgentRef) => `${agentRoot(a)}/settings/sip`,
  dataExtraction: (a: AgentRef) => `${agentRoot(a)}/settings/data-extraction`,
  rules: (a: AgentRef) => `${agentRoot(a)}/settings/rules`,
  alerts: (a: AgentRef) => `${agentRoot(a)}/settings/alerts`,
  alert: (a: AgentRef, id: number) => `${agentRoot(a)}/settings/alerts/${id}`,
  profiles: (a: AgentRef) => `${agentRoot(a)}/simulation-profiles`,
  newProfile: (a: AgentRef) => `${agentRoot(a)}/simulation-profiles/new`,
  profile: (a: AgentRef, id: number) => `${agentRoot(a)}/simulation-profiles/${id}`,
  clipSets: (a: AgentRef) => `${agentRoot(a)}/voice-clip-sets`,
  clipSet: (a: AgentRef, id: number) => `${agentRoot(a)}/voice-clip-sets/${id}`,
  calls: (a: AgentRef, query?: string) => `${agentRoot(a)}/calls${query ? `?${query}` : ''}`,
};

/** Navigation entries of the app shell, in order. */
export const agentNav = [
  { label: 'Call intents', to: routes.intents, group: 'Settings' },
  { label: 'SIP configuration', to: routes.sip, group: 'Settings' },
  { label: 'Data extraction', to: routes.dataExtraction, group: 'Settings' },
  { label: 'Rules', to: routes.rules, group: 'Settings' },
  { label: 'Alerts', to: routes.alerts, group: 'Settings' },
  { label: 'Simulation profiles', to: routes.profiles, group: 'Agent' },
  { label: 'Voice clip sets', to: routes.clipSets, group: 'Agent' },
  { label: 'Calls', to: routes.calls, group: 'Agent' },
] as const;
