import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { AlertsPage } from './alerts-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/alerts';
const URL = '/workspaces/1/agents/1/settings/alerts';
setupEmulator();

async function openBuilder() {
  const user = userEvent.setup();
  renderRoute(<AlertsPage />, { path: PATH, url: URL });
  const add = async (name: string) =>
    user.click(await screen.findByRole('button', { name: `Add ${name}` }, { timeout: 20_000 }));
  return { user, add };
}

// The shared 2-core machine runs several suites at once.
describe('where focus goes in the alert builder', { timeout: 60_000 }, () => {
  it('follows a node that moved, goes to a copy, a new group, and the heading after a removal', async () => {
    const { user, add } = await openBuilder();
    await add('Median latency');
    await add('Legal threat');
    await add('Number of red flags');

    // Moved to the middle, where the button pressed stays enabled.
    await user.click(screen.getByRole('button', { name: 'Move Median latency down' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Median latency down' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Move Number of red flags up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Number of red flags up' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Clone condition Legal threat' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Comparator for Legal threat (2)' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Add group to group 1' }));
    await waitFor(() => expect(screen.getByText('Group 2', { exact: true })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove condition Legal threat (2)' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Condition tree' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Put Median latency in a new group' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Median latency to group…' })).toHaveFocus());
  });

  it('goes to the first flagged field when a save is refused for the tree, and to the name for a name taken', async () => {
    const { user, add } = await openBuilder();
    await add('Legal threat');
    await add('Median latency');
    await add('Number of red flags');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Legal threat or slow answers');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Value for Median latency' })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: 'Value for Median latency' }), '800');
    await user.type(screen.getByRole('textbox', { name: 'Value for Number of red flags' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(name).toHaveFocus());
  });
});
