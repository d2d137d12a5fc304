import type { AgentRef } from '../contract';

/** The workspace last chosen on the start page. */
export const LAST_WORKSPACE_KEY = 'cm.lastWorkspace';

export function lastWorkspaceId(): number {
  const n = Number(localStorage.getItem(LAST_WORKSPACE_KEY));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** The agent page last shown, per workspace: where a workspace's own pages lead back to. */
const LAST_AGENT_KEY = (workspaceId: number) => `cm.lastAgent.${workspaceId}`;

export type AgentPlace = { agentId: number; path: string };

/**
 * Remembers the agent page shown: in this tab (the agent this tab is on) and in this browser (for
 * a workspace page opened from a bookmark in a new tab).
 */
export function rememberAgentPlace(agent: AgentRef, path: string) {
  const value = JSON.stringify({ agentId: agent.agentId, path });
  for (const store of [sessionStorage, localStorage]) {
    try {
      store.setItem(LAST_AGENT_KEY(agent.workspaceId), value);
    } catch {
      // Storage full or off: the way back then offers to choose an agent.
    }
  }
}

const prefix = (workspaceId: number, agentId: number) => `/workspaces/${workspaceId}/agents/${agentId}/`;

function parsePlace(raw: string | null, workspaceId: number): AgentPlace | null {
  if (raw === null) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v !== 'object' || v === null || !('agentId' in v) || !('path' in v)) return null;
    const { agentId, path } = v;
    if (typeof agentId !== 'number' || !Number.isSafeInteger(agentId) || agentId <= 0) return null;
    // Only an address of that very agent is followed: what storage holds is not trusted to be one.
    return typeof path === 'string' && path.startsWith(prefix(workspaceId, agentId)) ? { agentId, path } : null;
  } catch {
    return null;
  }
}

/** The agent page this tab last showed in the workspace, else the browser's; null when none. */
export function lastAgentPlace(workspaceId: number): AgentPlace | null {
  const read = (store: Storage) => {
    try {
      return parsePlace(store.getItem(LAST_AGENT_KEY(workspaceId)), workspaceId);
    } catch {
      return null;
    }
  };
  return read(sessionStorage) ?? read(localStorage);
}
