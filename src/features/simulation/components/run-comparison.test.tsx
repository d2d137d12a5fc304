import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiPaths, type SimulationRun } from '../../../contract';
import { simulationRunOptions } from '../../../data/simulation/queries';
import { setupEmulator } from '../../../test/emulator';
import { createTestQueryClient, renderRoute, renderWithProviders } from '../../../test/render';
import { RunComparison } from './run-comparison';

const A1 = { workspaceId: 1, agentId: 1 };
const RUN_URL = '/workspaces/1/agents/1/simulation-runs/2';
const emu = setupEmulator();

/** The Support line's two seeded runs (the second has the first as its baseline); the first read again when shown. */
async function seeded() {
  const queryClient = createTestQueryClient();
  const [first, second] = await Promise.all([
    queryClient.fetchQuery(simulationRunOptions(A1, 1)),
    queryClient.fetchQuery(simulationRunOptions(A1, 2)),
  ]);
  queryClient.removeQueries({ queryKey: simulationRunOptions(A1, 1).queryKey });
  return { queryClient, first, second };
}

function show(run: SimulationRun, baselineId: number | null, queryClient = createTestQueryClient()) {
  const ui = (r: SimulationRun) => (
    <MemoryRouter initialEntries={[RUN_URL]}>
      <RunComparison agent={A1} run={r} baselineId={baselineId} />
    </MemoryRouter>
  );
  const view = renderWithProviders(ui(run), { queryClient });
  return { ...view, update: (r: SimulationRun) => view.rerender(ui(r)) };
}

const comparison = (id = 1) => screen.findByRole('region', { name: `Compared with run ${id}` });
const rowsOf = (region: HTMLElement) =>
  within(within(region).getByRole('list', { name: "Each test's change" }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === "Each test's change");

describe('a run compared with its baseline', () => {
  it('puts the regressions first with the checks that changed in words, and counts lead to their rows', async () => {
    const { queryClient, second } = await seeded();
    show(second, 1, queryClient);
    const region = await comparison();
    await within(region).findByText('Duplicate charge refund');
    expect(within(region).getByRole('link', { name: 'run 1' })).toHaveAttribute(
      'href',
      '/workspaces/1/agents/1/simulation-runs/1',
    );
    const rows = rowsOf(region);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^RegressedDuplicate charge refund/);
    expect(rows[1]).toHaveTextContent(/^RegressedRouter fault, elderly caller/);
    expect(rows[2]).toHaveTextContent(/^FixedRefund asked, answered quickly/);
    expect(rows[0]).toHaveTextContent('Run 1: passed — expected Billing question, got Billing question');
    expect(rows[0]).toHaveTextContent('This run: failed — expected Billing question, got no intent');
    expect(rows[2]).toHaveTextContent('Median response');
    expect(rows[2]).toHaveTextContent('Run 1: failed — expected at most 1.2 s, got 1.202 s');
    expect(rows[2]).toHaveTextContent('This run: passed — expected at most 1.2 s, got 0.943 s');
    const regressed = within(region).getByRole('link', { name: '2 regressed' });
    const fixed = within(region).getByRole('link', { name: '1 fixed' });
    expect(regressed.getAttribute('href')).toBe(`#${rows[0]?.id}`);
    expect(fixed.getAttribute('href')).toBe(`#${rows[2]?.id}`);
  }, 30_000);

  it('lists the settings change between the runs as the history shows it, linking there', async () => {
    const { queryClient, second } = await seeded();
    show(second, 1, queryClient);
    const region = await screen.findByRole('region', { name: 'Settings changes between the runs' });
    const change = await within(region).findByRole('listitem', { name: 'Intent detection' });
    expect(change).toHaveTextContent('by Sam Okafor');
    expect(change).toHaveTextContent(/Enabledtrue.*false/);
    const link = within(change).getByRole('link', { name: 'Open in the settings history: Intent detection' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/workspaces/1/agents/1/settings/history');
    expect(href.searchParams.get('resource')).toBe('intent_detection');
    expect(
      Date.parse(href.searchParams.get('started_before') ?? '') -
        Date.parse(href.searchParams.get('started_after') ?? ''),
    ).toBe(1);
    expect(within(region).getByText('1 change, newest first')).toBeInTheDocument();
  }, 30_000);

  it('says which tests still wait for a result, and compares each as it arrives', async () => {
    const { queryClient, second } = await seeded();
    const running: SimulationRun = {
      ...second,
      status: 'running',
      results: second.results.map((r) =>
        r.test_id === 4 ? { ...r, status: 'pending', checks: [], call_id: null } : r,
      ),
    };
    const { update } = show(running, 1, queryClient);
    const region = await comparison();
    expect(await within(region).findByText('Waiting for results: Refund asked, answered quickly')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: '1 fixed' })).toBeNull();
    update(second);
    expect(await within(region).findByRole('link', { name: '1 fixed' })).toBeInTheDocument();
    expect(within(region).queryByText(/Waiting for results/)).toBeNull();
  }, 30_000);

  it('shows nothing without a baseline', async () => {
    const { queryClient, second } = await seeded();
    show(second, null, queryClient);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/Compared with/)).toBeNull();
  }, 30_000);

  it("says the service's text when the baseline cannot be read, and nothing of the settings", async () => {
    const { queryClient, second } = await seeded();
    show(second, 99, queryClient);
    const region = await comparison(99);
    expect(await within(region).findByText('Simulation run with ID 99 not found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Settings changes between the runs' })).toBeNull();
  }, 30_000);

  it('says when the baseline is unfinished or has other tests, and compares the tests they share', async () => {
    const { queryClient, first, second } = await seeded();
    const body = {
      ...first,
      status: 'cancelled',
      test_ids: [1, 2, 3],
      results: first.results.filter((r) => r.test_id !== 4),
    };
    await emu.fault({ method: 'GET', path: apiPaths.simulationRun(A1, 1), status: 200, body });
    show(second, 1, queryClient);
    const region = await comparison();
    expect(
      await within(region).findByText('Run 1 is cancelled, not completed: only the tests it finished are compared.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByText(
        'The two runs share 2 tests. Only in this run (New): Refund asked, answered quickly. Only in run 1 (not compared): Reschedule an appointment.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '1 new' })).toBeInTheDocument();
  }, 30_000);

  it('says the changes go the other way when the baseline is the later run', async () => {
    const { queryClient, first } = await seeded();
    show(first, 2, queryClient);
    const region = await screen.findByRole('region', { name: 'Settings changes between the runs' });
    expect(
      await within(region).findByText(/Run 2 read the settings after this run did, so these changes go the other way/),
    ).toBeInTheDocument();
    expect(await within(region).findByRole('listitem', { name: 'Intent detection' })).toHaveTextContent('Sam Okafor');
    const rows = rowsOf(await comparison(2));
    expect(rows[0]).toHaveTextContent(/^RegressedRefund asked, answered quickly/);
    expect(rows.slice(1).map((r) => r.textContent?.slice(0, 5))).toEqual(['Fixed', 'Fixed']);
  }, 30_000);

  it('says when no setting changed between the runs, or a run does not say when it read them', async () => {
    const { queryClient, first, second } = await seeded();
    const asOf = Date.parse(second.settings_as_of ?? '');
    const justBefore = { ...first, settings_as_of: new Date(asOf - 1000).toISOString() };
    await emu.fault({ method: 'GET', path: apiPaths.simulationRun(A1, 1), status: 200, body: justBefore, times: 1 });
    const { unmount } = show(second, 1, queryClient);
    const region = await screen.findByRole('region', { name: 'Settings changes between the runs' });
    expect(await within(region).findByText('No settings changed between the two runs.')).toBeInTheDocument();
    unmount();
    queryClient.clear();
    await emu.fault({
      method: 'GET',
      path: apiPaths.simulationRun(A1, 1),
      status: 200,
      body: { ...first, settings_as_of: null },
    });
    show(second, 1, queryClient);
    expect(
      await screen.findByText(
        'A run does not say when it read the settings (run 1), so the changes between the two runs cannot be told.',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it("says the service's text when the settings changes cannot be read", async () => {
    const { queryClient, second } = await seeded();
    const detail = 'The change log is being rebuilt';
    await emu.fault({ method: 'GET', path: apiPaths.settingsChanges(A1), status: 503, body: { detail } });
    show(second, 1, queryClient);
    const region = await screen.findByRole('region', { name: 'Settings changes between the runs' });
    expect(await within(region).findByText(detail)).toBeInTheDocument();
    expect(within(region).getByRole('alert')).toHaveTextContent('Could not load the settings changes between the runs');
    // The comparison itself stands.
    expect(within(await comparison()).getByRole('link', { name: '2 regressed' })).toBeInTheDocument();
  }, 30_000);

  it('compares with another run chosen in "Compare with", kept in the address', async () => {
    const { queryClient, second } = await seeded();
    const body = { test_ids: [1], repeats: 1, baseline_run_id: null, note: 'Another' };
    const started = await emu.call(apiPaths.simulationRuns(A1), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const { id } = (await started.json()) as { id: number };
    const path = '/workspaces/:workspaceId/agents/:agentId/simulation-runs/:runId';
    const { router } = renderRoute(
      <RunComparison agent={A1} run={second} baselineId={1} />,
      { path, url: RUN_URL },
      queryClient,
    );
    const select = await screen.findByRole('combobox', { name: 'Compare with' });
    await within(select).findByRole('option', { name: new RegExp(`^Run ${id} `) });
    fireEvent.change(select, { target: { value: String(id) } });
    expect(router.state.location.search).toBe(`?baseline=${id}`);
    fireEvent.change(select, { target: { value: '1' } });
    expect(router.state.location.search).toBe('');
  }, 30_000);
});
