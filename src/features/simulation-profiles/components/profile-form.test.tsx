import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { ProfileCreatePage, ProfileEditPage } from '../profile-edit-page';

const BASE = '/workspaces/:workspaceId/agents/:agentId/simulation-profiles';
const { fault } = setupEmulator();

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const key = (n: number) => screen.getByLabelText(`Key ${n}`);
const value = (n: number) => screen.getByLabelText(`Value ${n}`);
// fireEvent rather than user.type: the shared test machine is slow, one event per field is enough here.
const typeIn = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });

describe('the key/value editor', () => {
  it('adds, flags, reorders and removes rows; bulk paste and JSON apply all or nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ProfileCreatePage />, { path: `${BASE}/new`, url: '/workspaces/1/agents/1/simulation-profiles/new' });
    await screen.findByRole('textbox', { name: 'Name' });

    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(key(1)).toHaveFocus();
    typeIn(key(1), 'persona');
    typeIn(value(1), 'Calm');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    typeIn(key(2), 'persona');
    await waitFor(() => expect(key(2)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Duplicate key: "persona" is also used in row 1')).toBeInTheDocument();
    typeIn(key(2), 'goal');
    expect(key(2)).not.toHaveAttribute('aria-invalid', 'true');

    // Keyboard reorder: the moved row's button keeps the focus.
    screen.getByRole('button', { name: 'Move field 2 (goal) up' }).focus();
    await user.keyboard('{Enter}');
    expect(key(1)).toHaveValue('goal');
    expect(screen.getByRole('button', { name: 'Move field 1 (goal) up' })).toBeDisabled();

    // A bad line: reported by number, nothing applied.
    await user.click(screen.getByRole('button', { name: 'Paste or import…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import fields' });
    typeIn(within(dialog).getByRole('textbox', { name: 'Lines to import' }), 'a=1\nnonsense\nb: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Line 2: Expected KEY=VALUE or KEY: VALUE')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Key 3' })).toBeNull();
    typeIn(within(dialog).getByRole('textbox', { name: 'Lines to import' }), 'a=1\ngoal: New');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(key(3)).toHaveValue('a'));
    expect(value(1)).toHaveValue('New');

    await user.click(screen.getByRole('button', { name: 'Remove field 2 (persona)' }));
    expect(key(2)).toHaveValue('a');

    // JSON view: invalid text is reported and not applied.
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = screen.getByRole('textbox', { name: 'Fields as JSON' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({ goal: 'New', a: '1' });
    typeIn(json, '{"x": 1}');
    await user.click(screen.getByRole('button', { name: 'Apply JSON' }));
    expect(json).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The value of "x" must be a string')).toBeInTheDocument();
    expect(key(1)).toHaveValue('goal');
  }, 60_000);
});

describe('saving', () => {
  it('keeps the form on a failed save, and puts a taken name under Name whatever the status', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute(<ProfileEditPage />, {
      path: `${BASE}/:profileId`,
      url: '/workspaces/1/agents/1/simulation-profiles/3',
    });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reschedule appointment' })).toBeInTheDocument();
    typeIn(name, 'Elderly caller, new router');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    typeIn(name, 'Moved');
    typeIn(value(1), 'Move Thursday appointment to next week, mornings only. Or Friday.');

    await fault({
      method: 'PUT',
      path: '/api/v1/workspaces/1/agents/1/simulation-profiles/3',
      status: 503,
      body: 'Service Unavailable',
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Could not save/)).toBeInTheDocument();
    expect(name).toHaveValue('Moved');
    expect(value(1)).toHaveValue('Move Thursday appointment to next week, mornings only. Or Friday.');

    await fault({
      method: 'PUT',
      path: '/api/v1/workspaces/1/agents/1/simulation-profiles/3',
      status: 400,
      body: { detail: "A simulation profile named 'Moved' already exists for this agent." },
      times: 1,
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("A simulation profile named 'Moved' already exists for this agent."),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    typeIn(name, 'Moved!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moved!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  }, 60_000);
});
