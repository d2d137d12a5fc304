import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { ClipSetPage } from './clip-set-page';
import { ClipSetsPage } from './clip-sets-page';
import { parseLeadMs } from './components/player-panel';

const PATH = '/workspaces/:workspaceId/agents/:agentId/voice-clip-sets/:voiceClipSetId';

describe('parseLeadMs', () => {
  it('takes a whole number of milliseconds from 0 to 10,000', () => {
    expect(parseLeadMs('0')).toBe(0);
    expect(parseLeadMs(' 250 ')).toBe(250);
    expect(parseLeadMs('10000')).toBe(10_000);
    for (const bad of ['', ' ', '-1', '10001', '12.5', 'abc', '1e9']) expect(parseLeadMs(bad)).toBeNull();
  });
});

describe('voice clip sets', { timeout: 20_000 }, () => {
  setupEmulator();

  it('lists the sets with status and clip count', async () => {
    renderRoute(<ClipSetsPage />, {
      path: '/workspaces/:workspaceId/agents/:agentId/voice-clip-sets',
      url: '/workspaces/1/agents/1/voice-clip-sets',
    });
    expect(await screen.findByRole('link', { name: 'Duplicate charge refund' })).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument();
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
  });

  it('renders a set in progress with "—" for what the service left out', async () => {
    renderRoute(<ClipSetPage />, { path: PATH, url: '/workspaces/1/agents/1/voice-clip-sets/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Escalation to supervisor' })).toBeInTheDocument();
    expect(screen.getByText(/still being made \(processing\)/)).toBeInTheDocument();
    expect(screen.getAllByText('—').length).toBeGreaterThanOrEqual(4);
  });

  it('shows the not-found text as the page state', async () => {
    renderRoute(<ClipSetPage />, { path: PATH, url: '/workspaces/1/agents/1/voice-clip-sets/77' });
    expect(await screen.findByText('Voice clip set with ID 77 not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Voice clip set' })).toBeInTheDocument();
  });

  it('keeps a lead typed out of range as typed and says what it takes', async () => {
    const user = userEvent.setup();
    renderRoute(<ClipSetPage />, { path: PATH, url: '/workspaces/1/agents/1/voice-clip-sets/1' });
    const leadIn = await screen.findByLabelText('Lead-in (ms)');
    await user.clear(leadIn);
    await user.type(leadIn, '20000');
    expect(leadIn).toHaveValue(20000);
    expect(screen.getByText('A whole number, 0 to 10,000')).toBeInTheDocument();
    await user.clear(leadIn);
    await user.type(leadIn, '300');
    expect(screen.queryByText('A whole number, 0 to 10,000')).not.toBeInTheDocument();
  });
});
