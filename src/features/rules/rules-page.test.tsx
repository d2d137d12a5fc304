import { render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { RuleOutput } from './components/rule-table';
import { RulesPage } from './rules-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/rules';
const emu = setupEmulator();

describe('RuleOutput', () => {
  it.each([
    ['label', 'Label'],
    ['red_flag', 'Red flag'],
    ['score_bump', 'score_bump'],
    // The service's text, never a property of Object: shown as sent.
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
    [null, '—'],
  ])('shows %s as %s', (output, text) => {
    render(
      <MantineProvider env="test">
        <RuleOutput output={output} />
      </MantineProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

// Generous: the shared 2-core machine runs several suites at once.
describe('RulesPage', { timeout: 20_000 }, () => {
  it('lists what each rule produces and its label', async () => {
    renderRoute(<RulesPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/rules' });
    const row = (await screen.findByRole('rowheader', { name: 'Mentions lawyer' })).closest('tr');
    expect(row).not.toBeNull();
    expect(row).toHaveTextContent('Red flag');
    expect(row).toHaveTextContent('Legal threat');
  });

  it('deletes after confirmation on a 204 with no body', async () => {
    const user = userEvent.setup();
    renderRoute(<RulesPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/rules' });
    await user.click(await screen.findByRole('button', { name: 'Delete Mentions lawyer' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Mentions lawyer')).not.toBeInTheDocument();
  });

  it("names the alert definitions using the rule's red flag before deleting it", async () => {
    const user = userEvent.setup();
    renderRoute(<RulesPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/rules' });
    await user.click(await screen.findByRole('button', { name: 'Delete Mentions lawyer' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Used by 2 alert definitions')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Legal threat or slow answers', 'Legal threat on an order']);
  });

  it('shows "Rule with ID N not found" when the rule vanished meanwhile', async () => {
    const user = userEvent.setup();
    renderRoute(<RulesPage />, { path: PATH, url: '/workspaces/1/agents/1/settings/rules' });
    await user.click(await screen.findByRole('button', { name: 'Delete Asks for refund' }));
    // Someone else deletes it first.
    await emu.call('/api/v1/workspaces/1/agents/1/settings/rules/3', { method: 'DELETE' });
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText('Rule with ID 3 not found')).toBeInTheDocument();
    // The list behind the dialog has caught up.
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Asks for refund' })).not.toBeInTheDocument());
  });
});
