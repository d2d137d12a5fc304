// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { HistoryPanel } from './history-panel';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

afterEach(() => vi.restoreAllMocks());

describe('a definition’s history', { timeout: 30_000 }, () => {
  it('lists a firing the service sends twice under one id twice, without React’s key error', async () => {
    const errors = vi.spyOn(console, 'error');
    const event = (matched: string) => ({ id: 7, fired_at: '2026-11-20T10:00:00Z', call_id: 1001, matched });
    await emu.fault({
      method: 'GET',
      path: apiPaths.alertEvents(A1, 1),
      body: { items: [event('Legal threat is present'), event('Median latency above 1500 ms')], total: 2 },
    });
    renderRoute(<HistoryPanel agent={A1} alertId={1} enabled />, { path: '/a', url: '/a' });
    const table = await screen.findByRole('table', { name: 'Firings, newest first' });
    expect(within(table).getByText('Legal threat is present')).toBeInTheDocument();
    expect(within(table).getByText('Median latency above 1500 ms')).toBeInTheDocument();
    const logged = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.filter((m) => m.includes('same key'))).toEqual([]);
  });

  it('shows each firing’s state as the firing alerts page does, with who handled it and when', async () => {
    const at = '2026-11-20T10:00:00Z';
    const base = { fired_at: at, call_id: 1001, matched: 'Legal threat is present', deliveries: [] };
    await emu.fault({
      method: 'GET',
      path: apiPaths.alertEvents(A1, 1),
      body: {
        items: [
          { ...base, id: 3, state: 'firing' },
          { ...base, id: 2, state: 'acknowledged', acknowledged_by: 'Ana', acknowledged_at: at, comment: 'On it' },
          { ...base, id: 1, state: 'resolved', resolved_by: 'Bo', resolved_at: at },
        ],
        total: 3,
      },
    });
    renderRoute(<HistoryPanel agent={A1} alertId={1} enabled />, { path: '/a', url: '/a' });
    const table = await screen.findByRole('table', { name: 'Firings, newest first' });
    expect(within(table).getByRole('columnheader', { name: 'State' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'Firing',
      expect.stringMatching(/^AcknowledgedAcknowledged by Ana .+Comment: On it$/),
      expect.stringMatching(/^ResolvedResolved by Bo .+/),
    ]);
  });

  it('has no state column for a server that keeps no states', async () => {
    await emu.fault({
      method: 'GET',
      path: apiPaths.alertEvents(A1, 1),
      body: { items: [{ id: 1, fired_at: '2026-11-20T10:00:00Z', call_id: null, matched: 'x' }], total: 1 },
    });
    renderRoute(<HistoryPanel agent={A1} alertId={1} enabled />, { path: '/a', url: '/a' });
    const table = await screen.findByRole('table', { name: 'Firings, newest first' });
    expect(within(table).queryByRole('columnheader', { name: 'State' })).toBeNull();
  });
});
