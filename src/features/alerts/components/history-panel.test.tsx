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
});
