import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { AlertsPage } from './alerts-page';

const PATH = '/workspaces/:workspaceId/agents/:agentId/settings/alerts';
const URL = '/workspaces/1/agents/1/settings/alerts';
setupEmulator();

const latency = (value: number) => ({
  type: 'condition',
  source: 'voice_metrics',
  ref: 'median_latency',
  comparator: 'gt',
  value,
});
const WIDE = {
  type: 'group',
  operator: 'or',
  children: Array.from({ length: MAX_TREE_CONDITIONS }, (_, i) => latency(1000 + i)),
};

// Generous: the shared 2-core machine runs several suites at once, and 100 rows take a while in jsdom.
describe('the alert builder with a tree at the condition limit', { timeout: 120_000 }, () => {
  it('takes a value typed into one condition, leaves the others as they were, and undoes it as one step', async () => {
    const user = userEvent.setup();
    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    const pasteField = await screen.findByRole('textbox', { name: 'Paste a condition tree (JSON)' });
    // Pasted at once (typing 10 kB of JSON key by key takes minutes in jsdom).
    fireEvent.change(pasteField, { target: { value: JSON.stringify(WIDE) } });
    await user.click(screen.getByRole('button', { name: 'Load pasted tree' }));
    await user.click(await screen.findByRole('button', { name: 'Show the other 80 items of group 1' }));
    const fields = screen.getAllByRole('textbox', { name: /^Value for Median latency/ });
    expect(fields).toHaveLength(MAX_TREE_CONDITIONS);
    const field = screen.getByRole('textbox', { name: 'Value for Median latency (2)' });
    await user.click(field);
    await user.keyboard('78');

    expect(field).toHaveValue('100178');
    const typed = WIDE.children.map((c, i) => (i === 1 ? '100178' : String(c.value)));
    expect(fields.map((f) => (f as HTMLInputElement).value)).toEqual(typed);
    // What depends on the value follows it: the read-back.
    expect(screen.getByTestId('tree-sentence')).toHaveTextContent('Median latency > 100178 ms');

    // The two keys are one step of the history.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Value for Median latency (2)' })).toHaveValue('1001');
    expect(screen.getByTestId('tree-sentence')).not.toHaveTextContent('100178');
  });
});
