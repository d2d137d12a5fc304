import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AGENT_ROOT, agentPages, routes, sameSectionFor } from './routes';

const A = { workspaceId: 1, agentId: 7 };
const B = { workspaceId: 1, agentId: 8 };

describe('routes', () => {
  it('build addresses the router mounts, with the ids in place', () => {
    const built: [string, string][] = [
      [routes.intents(A), agentPages.intents],
      [routes.profile(A, 5), agentPages.profile],
      [routes.clipSet(A, 9), agentPages.clipSet],
      [routes.calls(A), agentPages.calls],
    ];
    for (const [url, page] of built) {
      const match = matchPath(`${AGENT_ROOT}/${page}`, url);
      expect(match?.params, url).toMatchObject({ workspaceId: '1', agentId: '7' });
    }
    expect(routes.profile(A, 5)).toBe('/workspaces/1/agents/7/simulation-profiles/5');
    expect(routes.calls(A, 'sentiment=negative')).toBe('/workspaces/1/agents/7/calls?sentiment=negative');
  });

  it.each([
    ['/workspaces/1/agents/7/settings/rules', '/workspaces/1/agents/8/settings/rules'],
    ['/workspaces/1/agents/7/calls', '/workspaces/1/agents/8/calls'],
    // A record belongs to the agent left: its list instead.
    ['/workspaces/1/agents/7/simulation-profiles/5', '/workspaces/1/agents/8/simulation-profiles'],
    ['/workspaces/1/agents/7/simulation-profiles/new', '/workspaces/1/agents/8/simulation-profiles'],
    ['/workspaces/1/agents/7/voice-clip-sets/3', '/workspaces/1/agents/8/voice-clip-sets'],
    ['/workspaces/1/agents/7/no-such-page', '/workspaces/1/agents/8/overview'],
  ])('switching agent on %s goes to %s', (from, to) => {
    expect(sameSectionFor(from, B)).toBe(to);
  });
});
