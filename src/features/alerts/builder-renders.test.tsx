import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TREE_CONDITIONS } from '../../lib/condition-tree';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { AlertsPage } from './alerts-page';

/**
 * Which condition rows render: every row draws its value field and its move/clone/remove
 * buttons, so each render of those, by the condition's name, is a row rendered.
 */
const rendered = vi.hoisted(() => ({ values: [] as string[], actions: [] as string[] }));

vi.mock('./components/value-editor', async (importOriginal) => {
  const real = await importOriginal<typeof import('./components/value-editor')>();
  const ValueEditor = (props: ComponentProps<typeof real.ValueEditor>) => {
    rendered.values.push(props.label);
    return <real.ValueEditor {...props} />;
  };
  return { ...real, ValueEditor };
});

vi.mock('./components/node-actions', async (importOriginal) => {
  const real = await importOriginal<typeof import('./components/node-actions')>();
  const NodeActions = (props: ComponentProps<typeof real.NodeActions>) => {
    rendered.actions.push(props.name);
    return <real.NodeActions {...props} />;
  };
  return { ...real, NodeActions };
});

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

beforeEach(() => {
  rendered.values.length = 0;
  rendered.actions.length = 0;
});

// Generous: the shared 2-core machine runs several suites at once, and 100 rows take a while in jsdom.
describe('the alert builder with a tree at the condition limit', { timeout: 120_000 }, () => {
  it('re-renders only the condition typed in, not all of them, on each keystroke', async () => {
    const user = userEvent.setup();
    renderRoute(<AlertsPage />, { path: PATH, url: URL });
    const pasteField = await screen.findByRole('textbox', { name: 'Paste a condition tree (JSON)' });
    // Pasted at once (typing 10 kB of JSON key by key takes minutes in jsdom).
    fireEvent.change(pasteField, { target: { value: JSON.stringify(WIDE) } });
    await user.click(screen.getByRole('button', { name: 'Load pasted tree' }));
    await user.click(await screen.findByRole('button', { name: 'Show the other 80 items of group 1' }));
    const field = screen.getByRole('textbox', { name: 'Value for Median latency (2)' });
    expect(screen.getAllByRole('textbox', { name: /^Value for Median latency/ })).toHaveLength(MAX_TREE_CONDITIONS);
    await user.click(field);

    rendered.values.length = 0;
    rendered.actions.length = 0;
    await user.keyboard('7');

    expect(field).toHaveValue('10017');
    // The row typed in renders; the 99 others do not (a few renders of that one row are fine).
    expect(rendered.values.length).toBeGreaterThan(0);
    expect(new Set(rendered.values)).toEqual(new Set(['Median latency (2)']));
    expect(rendered.values.length).toBeLessThanOrEqual(3);
    expect(rendered.actions.filter((name) => name !== 'Median latency (2)')).toEqual([]);
    // What depends on the value still follows it: the read-back and the JSON.
    expect(screen.getByTestId('tree-sentence')).toHaveTextContent('Median latency > 10017 ms');
  });
});
