import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../contract';
import { setupEmulator } from '../test/emulator';
import { A1 } from '../test/invalidation-harness';
import { renderRoute } from '../test/render';
import { LastRunSummary } from './last-run-summary';

const emu = setupEmulator();
const at = { path: '/workspaces/:workspaceId/agents/:agentId/overview', url: '/workspaces/1/agents/1/overview' };

describe("the agent's last simulation run in one line", () => {
  it('passed of total and the regressions against its baseline, a link to the run', async () => {
    renderRoute(<LastRunSummary agent={A1} />, at);
    const line = await screen.findByText(/regressions? against run/);
    // The seeded second run: three tests twice each; two of them regressed since the first.
    expect(line).toHaveTextContent('Last simulation: run 2, 2 of 6 results passed, 2 regressions against run 1');
    expect(screen.getByRole('link', { name: 'run 2' })).toHaveAttribute(
      'href',
      '/workspaces/1/agents/1/simulation-runs/2',
    );
  });

  it('a run in progress says how far it is', async () => {
    const res = await emu.call('/__emulator/simulation', {
      method: 'POST',
      body: JSON.stringify({ stepMs: 600_000 }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.ok).toBe(true);
    await emu.call(apiPaths.simulationRuns(A1), {
      method: 'POST',
      body: JSON.stringify({ test_ids: [1, 2], repeats: 2, baseline_run_id: 2, note: '' }),
      headers: { 'Content-Type': 'application/json' },
    });
    renderRoute(<LastRunSummary agent={A1} />, at);
    expect(await screen.findByText(/results$/)).toHaveTextContent(
      /Last simulation: run \d+, (queued|running): 0 of 4 results/,
    );
  });

  it('an agent without runs points to its tests; a server without simulations shows nothing', async () => {
    const { unmount } = renderRoute(<LastRunSummary agent={{ workspaceId: 1, agentId: 3 }} />, at);
    expect(await screen.findByText(/no run yet/)).toHaveTextContent('Simulation: no run yet. Simulation tests');
    unmount();
    await emu.fault({ method: 'GET', path: apiPaths.simulationRuns(A1), status: 404, body: { detail: 'Not Found' } });
    renderRoute(
      <>
        <h1>Overview</h1>
        <LastRunSummary agent={A1} />
      </>,
      at,
    );
    await screen.findByRole('heading', { name: 'Overview' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/simulation/i)).toBeNull();
  });
});
