import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { CutClipsDialog } from './cut-clips-dialog';

const AGENT = { workspaceId: 1, agentId: 1 };
const TURNS: TranscriptTurn[] = [
  { speaker: 'agent', start_ms: 0, end_ms: 2000, text: 'Thank you for calling.' },
  { speaker: 'caller', start_ms: 2500, end_ms: 5000, text: 'مرحبا، لدي سؤال عن فاتورتي' },
  { speaker: 'caller', start_ms: 5200, end_ms: 7000, text: '<b>not markup</b>' },
];
const API = '/api/v1/workspaces/1/agents/1/voice-clip-sets';

const open = () =>
  renderRoute(<CutClipsDialog opened onClose={() => {}} agent={AGENT} callId={1002} turns={TURNS} />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
    url: '/workspaces/1/agents/1/calls/1002',
  });

describe('the Cut clips dialog', { timeout: 20_000 }, () => {
  const emu = setupEmulator();

  it('starts with the caller turns chosen and asks for a name before sending anything', async () => {
    open();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, true]);
    expect(screen.getByText('2 of 3 turns selected')).toBeInTheDocument();
    // Text is data: markup shows as typed.
    expect(screen.getByText('<b>not markup</b>')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create clip set' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByText('Enter a name for the clip set.')).toBeInTheDocument();
    expect((await emu.requests()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('places the service’s validation under Name and keeps what was typed and chosen', async () => {
    await emu.fault({
      method: 'POST',
      path: API,
      status: 422,
      body: {
        detail: [{ loc: ['body', 'name'], msg: 'Name is already used by another clip set', type: 'value_error' }],
      },
      times: 1,
    });
    open();
    await userEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Refund');
    await userEvent.click(screen.getByRole('button', { name: 'Create clip set' }));
    expect(await screen.findByText('Name is already used by another clip set')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Refund');
    expect(screen.getByText('3 of 3 turns selected')).toBeInTheDocument();
  });

  it('sends the name and description and opens the new set’s page', async () => {
    const { router } = open();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Callers only');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Both caller turns');
    await userEvent.click(screen.getByRole('button', { name: 'Create clip set' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/workspaces\/1\/agents\/1\/voice-clip-sets\/\d+$/),
    );
    const id = Number(router.state.location.pathname.split('/').pop());
    const stored = (await (await emu.call(`${API}/${id}`)).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      name: 'Callers only',
      description: 'Both caller turns',
      source_call_id: 1002,
      status: 'processing',
    });
  });
});
