import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths, simulationRunListSchema } from '../contract';
import { setupEmulator } from '../test/emulator';
import { A1 } from '../test/invalidation-harness';
import { renderRoute } from '../test/render';
import { RunTestsButton } from './run-tests-button';

const emu = setupEmulator();
const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/intents';
const URL = '/workspaces/1/agents/1/settings/intents';

async function runs() {
  const res = await emu.call(`${apiPaths.simulationRuns(A1)}?limit=50&offset=0`);
  return simulationRunListSchema.parse(await res.json()).items;
}

describe('Run tests after a settings change', () => {
  it('starts every test once, compared with the last completed run, and opens the run', async () => {
    const before = await runs();
    const last = before.find((r) => r.status === 'completed');
    const { router } = renderRoute(<RunTestsButton agent={A1} changedAt={new Date().toISOString()} />, {
      path: PATH,
      url: URL,
    });
    expect(
      await screen.findByText(`4 simulation tests on the settings as they are now, compared with run ${last?.id}`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Run tests' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/simulation-runs\/\d+$/));
    const started = (await runs()).find((r) => !before.some((b) => b.id === r.id));
    expect(router.state.location.pathname).toBe(`/workspaces/1/agents/1/simulation-runs/${started?.id}`);
    expect(started).toMatchObject({ baseline_run_id: last?.id, repeats: 1 });
    expect(started?.test_ids.toSorted()).toEqual([1, 2, 3, 4]);
  });

  it('names the run that already read the settings after the change', async () => {
    const last = (await runs()).find((r) => r.status === 'completed');
    const before = new Date(Date.parse(last?.settings_as_of ?? '') - 1000).toISOString();
    renderRoute(<RunTestsButton agent={A1} changedAt={before} />, { path: PATH, url: URL });
    expect(await screen.findByRole('link', { name: `run ${last?.id}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run tests' })).toBeNull();
  });

  it('a refused start says the service’s words and stays', async () => {
    await emu.fault({
      method: 'POST',
      path: apiPaths.simulationRuns(A1),
      status: 409,
      body: { detail: 'A run is already in progress for this agent' },
      times: 1,
    });
    const { router } = renderRoute(<RunTestsButton agent={A1} changedAt={new Date().toISOString()} />, {
      path: PATH,
      url: URL,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Run tests' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not start the run: A run is already in progress for this agent',
    );
    expect(router.state.location.pathname).toBe(URL);
  });

  it('offers nothing where the server runs no simulations', async () => {
    await emu.fault({ method: 'GET', path: apiPaths.simulationTests(A1), status: 404, body: { detail: 'Not Found' } });
    renderRoute(
      <>
        <p>page</p>
        <RunTestsButton agent={A1} changedAt={new Date().toISOString()} />
      </>,
      { path: PATH, url: URL },
    );
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Run tests' })).toBeNull();
  });
});
