import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { TestCreatePage, TestEditPage } from '../test-edit-page';
import { BOTH_WAYS_MESSAGE } from '../model/test-form-values';

const BASE = '/workspaces/:workspaceId/agents/:agentId/simulation-tests';
const URL = '/workspaces/1/agents/1/simulation-tests';
const API = '/api/v1/workspaces/1/agents/1';
const service = setupEmulator();

const typeIn = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });
const name = () => screen.getByRole('textbox', { name: 'Name' });
const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
/** Chooses the option whose text is `text` in the native select labelled `label`. */
function choose(label: string, text: string) {
  const el = select(label);
  const option = within(el).getByRole('option', { name: text });
  fireEvent.change(el, { target: { value: option.getAttribute('value') } });
}
const group = (label: string) => screen.getByRole('group', { name: label });

describe('the simulation test form', () => {
  it('opens a stored test with its values and refuses seconds that are not a number', async () => {
    renderRoute(<TestEditPage />, { path: `${BASE}/:testId`, url: `${URL}/2` });
    await waitFor(() => expect(name()).toHaveValue('Router fault, elderly caller'));
    await waitFor(() => expect(select('Expected intent')).toHaveDisplayValue('Technical support'));
    expect(select('Simulation profile')).toHaveDisplayValue('Elderly caller, new router');
    expect(select('Voice clip set')).toHaveDisplayValue('None');
    expect(within(group('Must carry')).getAllByRole('checkbox').length).toBeGreaterThan(1);
    expect(within(group('Must carry')).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(within(group('Must not carry')).getByRole('checkbox', { name: 'Abuse (red flag)' })).toBeChecked();
    expect(within(group('Must not carry')).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    typeIn(screen.getByRole('textbox', { name: 'Slowest median response (s)' }), 'soon');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter seconds as a number/)).toBeInTheDocument();
  }, 30_000);

  it('refuses a new test without a profile or any expectation', async () => {
    renderRoute(<TestCreatePage />, { path: `${BASE}/new`, url: `${URL}/new` });
    typeIn(await screen.findByRole('textbox', { name: 'Name' }), 'Duplicate charge refund');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Choose the simulation profile (the caller)')).toBeInTheDocument();
    expect(select('Simulation profile')).toHaveAccessibleDescription(/Choose the simulation profile \(the caller\)/);
    expect(screen.getByText('Give at least one expectation')).toBeInTheDocument();
  }, 30_000);

  it('creates a test from the selects and the checkboxes, sending what was chosen', async () => {
    renderRoute(<TestCreatePage />, { path: `${BASE}/new`, url: `${URL}/new` });
    typeIn(await screen.findByRole('textbox', { name: 'Name' }), 'Refund, no threats');
    await waitFor(() => within(select('Simulation profile')).getByRole('option', { name: 'Frustrated customer' }));
    choose('Simulation profile', 'Frustrated customer');
    choose('Expected intent', 'Billing question');
    await waitFor(() => within(group('Must carry')).getByRole('checkbox', { name: 'Refund request (label)' }));
    fireEvent.click(within(group('Must carry')).getByRole('checkbox', { name: 'Refund request (label)' }));
    fireEvent.click(within(group('Must not carry')).getByRole('checkbox', { name: 'Legal threat (red flag)' }));
    expect(within(group('Must carry')).getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(within(group('Must carry')).getByRole('checkbox', { name: 'Refund request (label)' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(async () => {
      const list = (await (await service.call(`${API}/simulation-tests`)).json()) as {
        items: { name: string; simulation_profile_id: number; expect: Record<string, unknown> }[];
      };
      expect(list.items.find((t) => t.name === 'Refund, no threats')).toMatchObject({
        simulation_profile_id: 1,
        expect: { call_intent_id: 1, labels_present: [3], labels_absent: [1] },
      });
    });
  }, 30_000);

  it('refuses a rule in both Must carry and Must not carry, saying so under Must not carry', async () => {
    renderRoute(<TestEditPage />, { path: `${BASE}/:testId`, url: `${URL}/1` });
    await waitFor(() => expect(name()).toHaveValue('Duplicate charge refund'));
    const threat = await within(group('Must carry')).findByRole('checkbox', { name: 'Legal threat (red flag)' });
    fireEvent.click(threat);
    expect(threat).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(group('Must not carry')).toHaveAccessibleDescription(new RegExp(BOTH_WAYS_MESSAGE)));
  }, 30_000);
});
