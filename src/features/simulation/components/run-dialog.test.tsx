import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { RunTestsDialog } from './run-dialog';

const A1 = { workspaceId: 1, agentId: 1 };
const PATH = '/workspaces/:workspaceId/agents/:agentId/simulation-tests';
const URL = '/workspaces/1/agents/1/simulation-tests';
const API = '/api/v1/workspaces/1/agents/1';
const service = setupEmulator();

const open = (testIds: number[]) =>
  renderRoute(<RunTestsDialog agent={A1} testIds={testIds} opened onClose={() => {}} />, { path: PATH, url: URL });
const baseline = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Baseline' });
const WAIT = { timeout: 10_000 };
const runsStarted = async () =>
  (await service.requests()).filter((r) => r.method === 'POST' && r.path === `${API}/simulation-runs`).length;

describe('Run tests', () => {
  it('offers the last completed run as the baseline and opens the new run, started once however often pressed', async () => {
    const { router } = open([1, 2]);
    await waitFor(() => expect(baseline().value).toMatch(/^Run 2 · .* · Completed$/), WAIT);
    expect(screen.getByText('2 tests, each simulated 1 time: 2 simulated calls.')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start run' });
    fireEvent.click(start);
    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/simulation-runs\/\d+$/), WAIT);
    expect(await runsStarted()).toBe(1);
  }, 30_000);

  it("puts a baseline gone meanwhile under Baseline, in the service's words, keeping the note", async () => {
    await service.fault({
      method: 'POST',
      path: `${API}/simulation-runs`,
      status: 404,
      body: { detail: 'Simulation run with ID 2 not found' },
      times: 1,
    });
    open([1]);
    await waitFor(() => expect(baseline().value).toMatch(/^Run 2/), WAIT);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'After the reword' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start run' }));
    await waitFor(() => expect(baseline()).toHaveAccessibleDescription(/Simulation run with ID 2 not found/), WAIT);
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('After the reword');
    expect(screen.queryByText('Could not start the run')).toBeNull();
  }, 30_000);

  it('says no test was chosen rather than starting an empty run', async () => {
    open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start run' }));
    expect(await screen.findByText('Choose at least one test')).toBeInTheDocument();
    expect(await runsStarted()).toBe(0);
  }, 30_000);
});
