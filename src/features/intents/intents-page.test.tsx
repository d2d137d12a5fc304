import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { IntentsPage } from './intents-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/intents';
const URL = '/workspaces/1/agents/1/settings/intents';
const API = '/api/v1/workspaces/1/agents/1/settings';
const { fault, call, held, release } = setupEmulator();

describe('IntentsPage', { timeout: 30_000 }, () => {
  it('lists intents with their descriptions and shows the detection state', async () => {
    renderRoute(<IntentsPage />, { path: PATH, url: URL });
    const row = (await screen.findByRole('rowheader', { name: /Billing question/ })).closest('tr');
    expect(row).toHaveTextContent('The caller asks about a charge');
    expect(await screen.findByRole('switch', { name: 'Intent detection' })).toBeChecked();
  });

  it('rolls the switch back and shows the refusal', async () => {
    const user = userEvent.setup();
    await fault({
      method: 'PUT',
      path: `${API}/intent-detection`,
      status: 409,
      body: { detail: 'Agent with ID 1 not found' },
    });
    renderRoute(<IntentsPage />, { path: PATH, url: URL });
    const toggle = await screen.findByRole('switch', { name: 'Intent detection' });
    await user.click(toggle);
    expect(await screen.findByText('Agent with ID 1 not found')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('keeps the form and refreshes the list when the intent vanished meanwhile', async () => {
    const user = userEvent.setup();
    renderRoute(<IntentsPage />, { path: PATH, url: URL });
    await user.click(await screen.findByRole('button', { name: 'Edit Technical support' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // the editor's code loads on first open
    const label = await within(dialog).findByRole('textbox', { name: /^Label/ });
    await user.clear(label);
    await user.type(label, 'Tech help');
    // Someone else deletes it first.
    await call(`${API}/call-intents/3`, { method: 'DELETE' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Call intent with ID 3 not found for agent 1')).toBeInTheDocument();
    expect(label).toHaveValue('Tech help');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Technical support' })).not.toBeInTheDocument(),
    );
  });

  it('offers editing by id and the switch on a server without the list or the detection read', async () => {
    const user = userEvent.setup();
    await fault({ method: 'GET', path: `${API}/call-intents`, status: 404, body: { detail: 'Not Found' } });
    await fault({ method: 'GET', path: `${API}/intent-detection`, status: 404, body: { detail: 'Not Found' } });
    renderRoute(<IntentsPage />, { path: PATH, url: URL });
    expect(await screen.findByText('This server does not offer a list of call intents.')).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Intent detection' });
    expect(toggle).toHaveAccessibleDescription(/current state is unknown/);
    await user.type(screen.getByRole('textbox', { name: 'Intent ID' }), '2');
    await user.click(screen.getByRole('button', { name: 'Open intent' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 }); // the editor's code loads on first open
    await user.type(await within(dialog).findByRole('textbox', { name: /^Label/ }), 'Cancel plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Edit Cancel plan' })).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('text typed while the list is still loading stays as typed when the list arrives (no restore over it)', async () => {
    const user = userEvent.setup();
    await fault({ method: 'GET', path: `${API}/call-intents`, hold: 'list', times: 1 });
    renderRoute(<IntentsPage />, { path: PATH, url: URL });
    await held('list');
    await user.click(screen.getByRole('button', { name: 'New call intent' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await user.type(await within(dialog).findByRole('textbox', { name: /^Label/ }), 'Half');
    // The draft is written a moment after the last keystroke, before the list answers.
    await waitFor(() => expect(Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.'))).toHaveLength(1));
    await release('list');
    await screen.findByRole('button', { name: 'Edit Billing question' });
    await user.type(await screen.findByRole('textbox', { name: /^Label/ }), '-typed');
    expect(screen.getByRole('textbox', { name: /^Label/ })).toHaveValue('Half-typed');
    expect(screen.queryByText(/Restored what you had typed/)).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Discard your changes to this call intent?')).toBeInTheDocument();
  });
});
