import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../contract';
import { IntentsPage } from '../features/intents/intents-page';
import { RulesPage } from '../features/rules/rules-page';
import { notifySuccess } from '../lib/notify';
import { routes } from '../lib/routes';
import { setupEmulator } from '../test/emulator';
import { renderRoute } from '../test/render';

vi.mock('../lib/notify', () => ({ notifySuccess: vi.fn(), useToastHostWanted: () => false }));

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

const detectionOnService = async () =>
  ((await (await emu.call(apiPaths.intentDetection(A1))).json()) as { enabled: boolean }).enabled;

// Generous: the shared machine runs several suites at once.
describe('changes a person makes', { timeout: 30_000 }, () => {
  it('the last click on "Intent detection" wins, on the service and on screen, and the toast says only what happened', async () => {
    vi.mocked(notifySuccess).mockClear();
    const user = userEvent.setup();
    // The first change is slow on the network: it reaches the service only when the test says so.
    await emu.fault({ method: 'PUT', path: apiPaths.intentDetection(A1), hold: 'first', times: 1 });
    const { queryClient } = renderRoute(<IntentsPage />, {
      path: '/workspaces/:workspaceId/agents/:agentId/settings/intents',
      url: routes.intents(A1),
    });
    const toggle = await screen.findByRole('switch', { name: 'Intent detection' });
    expect(toggle).toBeChecked();
    await user.click(toggle); // off, held
    await emu.held('first');
    await user.click(toggle); // on again: the person's last choice
    expect(toggle).toBeChecked();
    await emu.release('first');
    // Every change has had its answer and every page its refresh.
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));
    expect(await detectionOnService()).toBe(true);
    expect(toggle).toBeChecked();
    const puts = (await emu.requests()).filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(2);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Intent detection turned on'));
    expect(notifySuccess).not.toHaveBeenCalledWith('Intent detection turned off');
  });

  it.each([
    { page: 'rules', Page: RulesPage, row: 'Delete Mentions lawyer', path: apiPaths.rule(A1, 1) },
    { page: 'intents', Page: IntentsPage, row: 'Delete Billing question', path: apiPaths.intent(A1, 1) },
  ])(
    '$page: a double click on Delete in the confirmation sends one delete and shows no "not found"',
    async ({ page, Page, row, path }) => {
      renderRoute(<Page />, {
        path: `/workspaces/:workspaceId/agents/:agentId/settings/${page}`,
        url: `/workspaces/1/agents/1/settings/${page}`,
      });
      fireEvent.click(await screen.findByRole('button', { name: row }));
      const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' });
      // Two clicks before the page has drawn the first one's effect.
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByText(/not found/)).not.toBeInTheDocument();
      const deletes = (await emu.requests()).filter((r) => r.method === 'DELETE');
      expect(deletes).toEqual([{ method: 'DELETE', path }]);
    },
  );

  it('a create whose answer cannot be read refreshes the list before offering Create again', async () => {
    const user = userEvent.setup();
    await emu.fault({ method: 'POST', path: apiPaths.intents(A1), corruptBody: true, times: 1 });
    renderRoute(<IntentsPage />, {
      path: '/workspaces/:workspaceId/agents/:agentId/settings/intents',
      url: routes.intents(A1),
    });
    await user.click(await screen.findByRole('button', { name: 'New call intent' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: /^Label/ }), 'Cancellation');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/may have been made/);
    // By the time Create is offered again, the list behind already shows what the service holds.
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Cancellation' })).toBeInTheDocument();
  });
});
