import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/emulator';
import { renderRoute } from '../test/render';
import { AgentSwitcher } from './agent-switcher';

const emu = setupEmulator();

describe('the header’s agent id, where the server lists no agents', { timeout: 20_000 }, () => {
  it('refuses a bad id beside the field, keeping it, and opens a good one', async () => {
    const user = userEvent.setup({ delay: null });
    await emu.fault({ path: '/api/v1/workspaces/1/agents', status: 404, body: { detail: 'Not Found' } });
    const { router } = renderRoute(<AgentSwitcher workspaceId={1} agentId={1} />, {
      path: '/workspaces/:workspaceId/agents/:agentId/*',
      url: '/workspaces/1/agents/1/overview',
    });
    const field = await screen.findByRole('textbox', { name: 'Agent ID' });
    expect(field).toHaveProperty('value', '1');
    await user.clear(field);
    await user.type(field, 'two');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a positive whole number');
    expect(field).toHaveProperty('value', 'two');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/workspaces/1/agents/1/overview');

    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, '2{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspaces/1/agents/2/overview'));
  });
});
