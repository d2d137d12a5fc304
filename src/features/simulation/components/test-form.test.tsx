import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { TestCreatePage, TestEditPage } from '../test-edit-page';

const BASE = '/workspaces/:workspaceId/agents/:agentId/simulation-tests';
const URL = '/workspaces/1/agents/1/simulation-tests';
setupEmulator();

const typeIn = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });
const name = () => screen.getByRole('textbox', { name: 'Name' });

describe('the simulation test form', () => {
  it('opens a stored test with its values and refuses seconds that are not a number', async () => {
    renderRoute(<TestEditPage />, { path: `${BASE}/:testId`, url: `${URL}/2` });
    await waitFor(() => expect(name()).toHaveValue('Router fault, elderly caller'));
    expect(screen.getByRole('combobox', { name: 'Expected intent' })).toHaveValue('Technical support');
    typeIn(screen.getByRole('textbox', { name: 'Slowest median response (s)' }), 'soon');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter seconds as a number/)).toBeInTheDocument();
  }, 30_000);

  it('refuses a new test without a profile or any expectation', async () => {
    renderRoute(<TestCreatePage />, { path: `${BASE}/new`, url: `${URL}/new` });
    typeIn(await screen.findByRole('textbox', { name: 'Name' }), 'Duplicate charge refund');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose the simulation profile (the caller)')).toBeInTheDocument();
    expect(screen.getByText('Give at least one expectation')).toBeInTheDocument();
  }, 30_000);
});
