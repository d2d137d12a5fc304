import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { passwordText } from './components/sip-details';
import { SipPage } from './sip-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/sip';

setupEmulator();

describe('passwordText', () => {
  it('says whether a password is set, never more', () => {
    expect(passwordText(true)).toBe('Password set');
    expect(passwordText(false)).toBe('No password set');
    expect(passwordText(null)).toBe('—');
  });
});

// Generous: the shared 2-core machine runs several suites at once.
describe('SipPage', { timeout: 20_000 }, () => {
  it('shows every field, the password state and the verification', async () => {
    renderRoute(<SipPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/sip' });
    expect(await screen.findByText('sip:support@pbx.acme-demo.example:5060;transport=tls')).toBeInTheDocument();
    expect(screen.getByText('support-line')).toBeInTheDocument();
    expect(screen.getByText('Password set')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    for (const header of ['Created', 'Updated', 'Configuration ID', 'Settings ID', 'Workspace ID']) {
      expect(screen.getByRole('rowheader', { name: header })).toBeInTheDocument();
    }
    expect(document.querySelector('time[datetime="2026-11-11T17:00:00Z"]')).not.toBeNull();
  });

  it('treats "SIP config not found" as an empty state', async () => {
    renderRoute(<SipPage />, { path: PATH, url: '/workspaces/1/agents/2/settings/sip' });
    expect(await screen.findByText('SIP config not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});
