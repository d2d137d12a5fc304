import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render';
import { activeNavItem, AgentNav } from './agent-nav';
import { agentNav } from '../lib/routes';

const agent = { workspaceId: 1, agentId: 2 };
const index = (label: string) => agentNav.findIndex((i) => i.label === label);

describe('activeNavItem', () => {
  it('is the page the address is on, or one below it', () => {
    expect(activeNavItem(agent, '/workspaces/1/agents/2/calls')).toBe(index('Calls'));
    expect(activeNavItem(agent, '/workspaces/1/agents/2/calls/5')).toBe(index('Calls'));
    expect(activeNavItem(agent, '/workspaces/1/agents/2/settings/alerts/new')).toBe(index('Alerts'));
  });

  it('is none for an address that only starts like a page, or another agent', () => {
    expect(activeNavItem(agent, '/workspaces/1/agents/2/callsx')).toBe(-1);
    expect(activeNavItem(agent, '/workspaces/1/agents/20/calls')).toBe(-1);
  });
});

describe('AgentNav', () => {
  it('marks the current page and follows a link inside the app', async () => {
    const { router } = renderRoute(<AgentNav agent={agent} />, {
      path: '/workspaces/:w/agents/:a/*',
      url: '/workspaces/1/agents/2/calls/5',
    });
    const nav = screen.getByRole('navigation', { name: 'Agent pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calls' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Rules' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Rules' })).toHaveAttribute(
      'href',
      '/workspaces/1/agents/2/settings/rules',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Rules' }));
    expect(router.state.location.pathname).toBe('/workspaces/1/agents/2/settings/rules');
    expect(await screen.findByRole('link', { name: 'Rules', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Calls' })).not.toHaveAttribute('aria-current');
  });
});
