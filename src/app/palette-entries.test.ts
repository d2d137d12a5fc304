import { describe, expect, it } from 'vitest';
import { sameSectionFor } from '../lib/routes';
import { filterEntries, paletteEntries } from './palette-entries';

const agent = { workspaceId: 1, agentId: 1 };

describe('command palette entries', () => {
  const entries = paletteEntries({
    agent,
    workspaceId: 1,
    pathname: '/workspaces/1/agents/1/settings/rules',
    agents: [
      { id: 1, name: 'Support line' },
      { id: 2, name: 'Outbound sales' },
    ],
    records: {
      intents: [{ id: 4, label: 'Billing question' }],
      profiles: [{ id: 7, name: 'Angry caller' }],
      alerts: [{ id: 3, name: 'Billing spike' }],
    },
  });

  it('lists the pages of the agent, the other agents, and records that go to their page', () => {
    expect(entries.find((e) => e.label === 'Calls')?.to).toBe('/workspaces/1/agents/1/calls');
    // The current agent is where the person already is.
    expect(entries.some((e) => e.label === 'Support line')).toBe(false);
    expect(entries.find((e) => e.label === 'Outbound sales')?.to).toBe('/workspaces/1/agents/2/settings/rules');
    expect(entries.find((e) => e.label === 'Angry caller')?.to).toBe('/workspaces/1/agents/1/simulation-profiles/7');
    expect(entries.find((e) => e.label === 'Billing spike')?.to).toBe('/workspaces/1/agents/1/settings/alerts/3');
    expect(entries.find((e) => e.label === 'Billing question')?.to).toBe('/workspaces/1/agents/1/settings/intents');
  });

  it('describes the agent’s pages by the agent’s name, else its id', () => {
    expect(entries.find((e) => e.label === 'Calls')?.description).toBe('Page of Support line');
    expect(entries.find((e) => e.label === 'Rules')?.description).toBe('Settings of Support line');
    const unnamed = paletteEntries({ agent, workspaceId: 1, pathname: '/', agents: [], records: {} });
    expect(unnamed.find((e) => e.label === 'Overview')?.description).toBe('Page of agent 1');
  });

  it('finds by every word, any case, label starts first, grouped', () => {
    const found = filterEntries(entries, 'BILLING');
    expect(found.map((g) => g.group)).toEqual(['Call intents', 'Alert definitions']);
    expect(filterEntries(entries, 'sales outbound')[0]?.entries[0]?.label).toBe('Outbound sales');
    expect(filterEntries(entries, 'nothing like this')).toEqual([]);
  });

  it('without an agent offers the start page, the workspace’s channels and the agents only', () => {
    const top = paletteEntries({
      agent: null,
      workspaceId: 1,
      pathname: '/',
      agents: [{ id: 2, name: null }],
      records: {},
    });
    expect(top.map((e) => e.label)).toEqual(['Choose an agent', 'Notification channels', 'Agent 2']);
    expect(top[1]?.to).toBe('/workspaces/1/notification-channels');
    expect(top[2]?.to).toBe('/workspaces/1/agents/2/overview');
  });

  it('keeps the page kind when switching agents', () => {
    expect(sameSectionFor('/workspaces/1/agents/1/voice-clip-sets/5', { workspaceId: 1, agentId: 3 })).toBe(
      '/workspaces/1/agents/3/voice-clip-sets',
    );
    expect(sameSectionFor('/', { workspaceId: 1, agentId: 3 })).toBe('/workspaces/1/agents/3/overview');
  });
});
