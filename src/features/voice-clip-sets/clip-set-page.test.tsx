import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulator } from '../../emulator/app';
import { emulatorFetch } from '../../emulator/in-process';
import { signIn } from '../../lib/session';
import { renderRoute } from '../../test/render';
import { ClipSetPage } from './clip-set-page';
import { ClipSetsPage } from './clip-sets-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/voice-clip-sets/:voiceClipSetId';

describe('voice clip sets', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', emulatorFetch(createEmulator()));
    signIn({ token: 'demo-token', baseUrl: 'http://localhost', remember: false });
  });

  it('lists the sets with status and clip count', async () => {
    renderRoute(<ClipSetsPage />, {
      path: '/workspaces/:workspaceId/agents/:agentId/voice-clip-sets',
      url: '/workspaces/1/agents/1/voice-clip-sets',
    });
    expect(await screen.findByRole('link', { name: 'Duplicate charge refund' })).toBeInTheDocument();
    expect(screen.getByText('10,000')).toBeInTheDocument();
    expect(screen.getAllByText('failed').length).toBeGreaterThan(0);
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
});
