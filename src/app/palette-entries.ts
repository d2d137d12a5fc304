import type { AgentRef } from '../contract';
import { agentNav, routes, sameSectionFor } from '../lib/routes';

/** One place the command palette can go to. */
export type PaletteEntry = { id: string; label: string; description: string; to: string; group: string };

export type PaletteRecords = {
  intents?: { id: number; label: string }[];
  profiles?: { id: number; name: string }[];
  clipSets?: { id: number; name?: string | null }[];
  rules?: { id: number; name: string }[];
  fields?: { id: number; name: string }[];
  alerts?: { id: number; name: string }[];
};

/** Every entry: the current agent's pages, the workspace's agents, then the agent's records by kind. */
export function paletteEntries(opts: {
  agent: AgentRef | null;
  workspaceId: number;
  pathname: string;
  agents: { id: number; name?: string | null }[];
  records: PaletteRecords;
}): PaletteEntry[] {
  const { agent, workspaceId, records } = opts;
  const out: PaletteEntry[] = [
    { id: 'home', label: 'Choose an agent', description: 'Start page', to: routes.home, group: 'Pages' },
    {
      id: 'channels',
      label: 'Notification channels',
      description: `Where alerts of workspace ${workspaceId} are sent`,
      to: routes.channels(workspaceId),
      group: 'Pages',
    },
  ];
  if (agent) {
    // "Page of Support line", "Settings of agent 3": the agent by its name where the list gives one.
    const named = opts.agents.find((a) => a.id === agent.agentId)?.name;
    const whose = named ? named : `agent ${agent.agentId}`;
    for (const item of agentNav) {
      const description = `${item.group === 'Settings' ? 'Settings' : 'Page'} of ${whose}`;
      out.push({ id: `page:${item.label}`, label: item.label, description, to: item.to(agent), group: 'Pages' });
    }
  }
  for (const a of opts.agents) {
    if (agent && a.id === agent.agentId) continue;
    out.push({
      id: `agent:${a.id}`,
      label: a.name ?? `Agent ${a.id}`,
      description: `Agent ${a.id} of workspace ${workspaceId}`,
      to: agent
        ? sameSectionFor(opts.pathname, { workspaceId, agentId: a.id })
        : routes.overview({ workspaceId, agentId: a.id }),
      group: 'Agents',
    });
  }
  if (!agent) return out;
  const add = (group: string, description: string, items: { id: number; label: string; to: string }[] | undefined) => {
    for (const item of items ?? [])
      out.push({ id: `${group}:${item.id}`, label: item.label, description, to: item.to, group });
  };
  add(
    'Call intents',
    'Call intent',
    records.intents?.map((r) => ({ id: r.id, label: r.label, to: routes.intents(agent) })),
  );
  add(
    'Simulation profiles',
    'Simulation profile',
    records.profiles?.map((r) => ({ id: r.id, label: r.name, to: routes.profile(agent, r.id) })),
  );
  add(
    'Voice clip sets',
    'Voice clip set',
    records.clipSets?.map((r) => ({
      id: r.id,
      label: r.name || `Voice clip set ${r.id}`,
      to: routes.clipSet(agent, r.id),
    })),
  );
  add(
    'Rules',
    'Rule',
    records.rules?.map((r) => ({ id: r.id, label: r.name, to: routes.rules(agent) })),
  );
  add(
    'Data extraction fields',
    'Data extraction field',
    records.fields?.map((r) => ({ id: r.id, label: r.name, to: routes.dataExtraction(agent) })),
  );
  add(
    'Alert definitions',
    'Alert definition',
    records.alerts?.map((r) => ({ id: r.id, label: r.name, to: routes.alert(agent, r.id) })),
  );
  return out;
}

/**
 * Entries whose label or description holds every word of the query (any case), labels that
 * start with the query first; at most `perGroup` of each group, groups in their order.
 */
export function filterEntries(
  entries: PaletteEntry[],
  query: string,
  perGroup = 8,
): { group: string; entries: PaletteEntry[] }[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const q = words.join(' ');
  const groups = new Map<string, PaletteEntry[]>();
  for (const e of entries) {
    const hay = `${e.label} ${e.description} ${e.group}`.toLocaleLowerCase();
    if (!words.every((w) => hay.includes(w))) continue;
    const list = groups.get(e.group) ?? [];
    list.push(e);
    groups.set(e.group, list);
  }
  return [...groups].map(([group, list]) => ({
    group,
    entries: (q
      ? [...list].sort(
          (a, b) =>
            Number(!a.label.toLocaleLowerCase().startsWith(q)) - Number(!b.label.toLocaleLowerCase().startsWith(q)),
        )
      : list
    ).slice(0, perGroup),
  }));
}
