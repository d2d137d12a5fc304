// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { callFilterOptionsOptions } from '../data/calls/filter-options';
import { useAgentRef } from '../lib/agent-ref';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerFlushSync } from '../lib/router-flush-sync';
import { setupEmulator } from '../test/emulator';
import { renderWithProviders } from '../test/render';
import { AgentLayout } from './agent-layout';

setupEmulator();

afterEach(() => vi.restoreAllMocks());

/** A page of the agent that reads what the calls page reads first. */
function CallsLike() {
  const options = useQuery(callFilterOptionsOptions(useAgentRef()));
  return <p>{options.isError ? 'failed' : 'loading'}</p>;
}

describe('an agent that does not exist', { timeout: 30_000 }, () => {
  it('gets one page that says so, and no update of one component while another renders', async () => {
    const errors = vi.spyOn(console, 'error');
    const router = createMemoryRouter(
      [
        {
          path: '/workspaces/:workspaceId/agents/:agentId',
          element: <AgentLayout />,
          children: [{ path: 'calls', element: <CallsLike /> }],
        },
      ],
      { initialEntries: ['/workspaces/1/agents/99/calls'] },
    );
    renderWithProviders(<RouterProvider router={router} flushSync={routerFlushSync} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeInTheDocument();
    expect(await screen.findByText('Agent with ID 99 not found', { exact: false })).toBeInTheDocument();
    const logged = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.filter((m) => m.includes('Cannot update a component'))).toEqual([]);
  });
});
