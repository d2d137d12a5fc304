import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { DataExtractionPage } from './data-extraction-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/data-extraction';
const { fault } = setupEmulator();

// Generous: the shared 2-core machine runs several suites at once.
describe('DataExtractionPage', { timeout: 20_000 }, () => {
  it('marks system fields and keeps their delete disabled, with the reason', async () => {
    renderRoute(<DataExtractionPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/data-extraction' });
    const system = await screen.findByRole('button', { name: 'Delete caller_name' });
    expect(system).toBeDisabled();
    expect(system).toHaveAccessibleDescription('System fields are built in and cannot be deleted.');
    expect(screen.getByRole('button', { name: 'Delete account_number' })).toBeEnabled();
    expect(screen.getAllByText('System')).toHaveLength(2);
  });

  it('deletes after confirmation and drops the row without a reload', async () => {
    const user = userEvent.setup();
    renderRoute(<DataExtractionPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/data-extraction' });
    await user.click(await screen.findByRole('button', { name: 'Delete account_number' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('account_number');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete account_number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete order_id' })).toBeInTheDocument();
  });

  it("shows the service's refusal in the dialog, whatever the status", async () => {
    const user = userEvent.setup();
    renderRoute(<DataExtractionPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/data-extraction' });
    await user.click(await screen.findByRole('button', { name: 'Delete order_id' }));
    await fault({
      method: 'DELETE',
      path: '*/data-extraction/4',
      status: 409,
      body: { detail: 'System data extraction fields cannot be deleted' },
    });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('System data extraction fields cannot be deleted'),
    ).toBeInTheDocument();
  });

  it('offers deleting by id where the server has no list', async () => {
    const user = userEvent.setup();
    await fault({ method: 'GET', path: '*/settings/data-extraction', status: 404, body: { detail: 'Not Found' } });
    renderRoute(<DataExtractionPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/data-extraction' });
    expect(await screen.findByText('This server does not offer a list of data extraction fields.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete by ID' }));
    expect(screen.getByLabelText('Field ID')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Field ID'), '99');
    await user.click(screen.getByRole('button', { name: 'Delete by ID' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data extraction field with ID 99 not found for agent 1')).toBeInTheDocument();
  });
});
