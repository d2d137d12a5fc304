import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { AlertsPage } from './alerts-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/alerts';
const URL = '/workspaces/1/agents/1/settings/alerts';
const A1 = { workspaceId: 1, agentId: 1 };
const { call } = setupEmulator();

const stored = async () =>
  (await (await call(apiPaths.alertDefinitions(A1))).json()) as {
    name: string;
    enabled: boolean;
  }[];

// Generous: the shared 2-core machine runs several suites at once.
describe('AlertsPage', { timeout: 60_000 }, () => {
  it('lists each definition with its state in words and a switch named after it that saves the change', async () => {
    const user = userEvent.setup();
    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    const row = (await screen.findByRole('rowheader', { name: 'Legal threat on an order' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Disabled');
    const toggle = within(row).getByRole('switch', { name: 'Legal threat on an order' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(row).getByText('Enabled')).toBeInTheDocument());
    await waitFor(async () =>
      expect((await stored()).find((d) => d.name === 'Legal threat on an order')?.enabled).toBe(true),
    );
    expect(within(row).getByRole('link', { name: 'Edit Legal threat on an order' })).toHaveAttribute(
      'href',
      `${URL}/2`,
    );
  });

  it('points out a name another definition has while it is typed, and creates none', async () => {
    const user = userEvent.setup();
    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    await screen.findByRole('rowheader', { name: 'Legal threat or slow answers' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('  LEGAL THREAT OR SLOW ANSWER');
    // The last keystroke makes it a repeat; the field says so before it is left.
    await user.keyboard('S');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'An alert definition named "Legal threat or slow answers" already exists for this agent: choose another name.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Legal threat' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await stored()).toHaveLength(2);
  });

  it("shows a new condition's problem only once it is touched or a save is tried", async () => {
    const user = userEvent.setup();
    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    await user.click(await screen.findByRole('button', { name: 'Add Median latency' }));
    const value = screen.getByRole('textbox', { name: 'Value for Median latency' });
    expect(value).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a number')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Slow');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Fix the 1 flagged problem in the condition tree first.')).toBeInTheDocument();
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a number')).toBeInTheDocument();
  });

  it('keeps what was typed in the builder when the page is left, and offers it back until discarded', async () => {
    const user = userEvent.setup();
    const first = renderRoute(<AlertsPage />, { path: PATH, url: URL });
    await user.click(await screen.findByRole('button', { name: 'Add Median latency' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Slow answers');
    first.unmount();

    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    expect(await screen.findByText(/Restored what you had typed and not saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Slow answers');
    expect(screen.getByRole('textbox', { name: 'Value for Median latency' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Value for Median latency' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Restored what you had typed/)).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.'))).toEqual([]);
  });
});
