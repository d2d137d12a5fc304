import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { AssignDialog } from './assign-dialog';

const A1 = { workspaceId: 1, agentId: 1 };
const PATH = '/workspaces/:workspaceId/agents/:agentId/calls';
const URL = '/workspaces/1/agents/1/calls?sentiment=negative';
const API = '/api/v1/workspaces/1/agents/1';
const WAIT = { timeout: 10_000 };
const service = setupEmulator();

const open = () =>
  renderRoute(
    <AssignDialog
      agent={A1}
      query={{ call_intent_id: [], call_outcome_id: [], label_id: [], sentiment: ['negative'] }}
      opened
      onClose={() => {}}
    />,
    {
      path: PATH,
      url: URL,
    },
  );
const posts = async () =>
  (await service.requests()).filter((r) => r.method === 'POST' && r.path === `${API}/review-assignments`).length;
const reviewer = (name: string) => screen.getByRole('checkbox', { name });
const perCall = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Reviewers per call' });
function choosePerCall(n: string) {
  fireEvent.change(perCall(), { target: { value: n } });
  expect(perCall().value).toBe(n);
}

describe('Assign for review', () => {
  it('asks for a reviewer before sending anything', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign' }, WAIT));
    expect(await screen.findByText('Choose at least one reviewer')).toBeInTheDocument();
    expect(reviewer('Rey Reviewer')).toHaveAttribute('aria-invalid', 'true');
    expect(await posts()).toBe(0);
  }, 30_000);

  it('shows the service’s refusal as it words it, every choice kept', async () => {
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Rey Reviewer' }, WAIT));
    choosePerCall('2');
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(within(alert).getByText('Not enough reviewers: 2 per call asked, 1 chosen')).toBeInTheDocument();
    expect(reviewer('Rey Reviewer')).toBeChecked();
    expect(reviewer('Remi Second')).not.toBeChecked();
    expect(perCall().value).toBe('2');
    expect(await posts()).toBe(1);
  }, 30_000);

  it('offers the members who may review, named as text, and says how many assignments were made', async () => {
    open();
    await screen.findByRole('checkbox', { name: 'Rey Reviewer' }, WAIT);
    expect(screen.queryByRole('checkbox', { name: 'Vic Viewer' })).toBeNull();
    expect(screen.getByText(/^The \d+ calls of this list, as filtered, are assigned\.$/)).toBeInTheDocument();
    fireEvent.click(reviewer('Rey Reviewer'));
    fireEvent.click(reviewer('Remi Second'));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(/^\d+ assignments made over \d+ calls\.$/, {}, WAIT)).toBeInTheDocument();
  }, 30_000);
});
