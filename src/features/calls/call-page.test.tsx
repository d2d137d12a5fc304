// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPaths, type CallList } from '../../contract';
import { setupEmulator } from '../../test/emulator';
import { renderRoute } from '../../test/render';
import { CallPage } from './call-page';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

async function unreviewed(query: string): Promise<CallList> {
  return (await (await emu.call(`${apiPaths.calls(A1)}?reviewed=false&${query}`)).json()) as CallList;
}

function openCall(callId: number, search: string) {
  const rendered = renderRoute(<CallPage />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
    url: `/workspaces/1/agents/1/calls/${callId}?${search}`,
  });
  const at = () => `${rendered.router.state.location.pathname}${rendered.router.state.location.search}`;
  return { ...rendered, at };
}

const region = () => screen.findByRole('region', { name: 'Review' });

describe('the call page’s Save and next', { timeout: 60_000 }, () => {
  it('once the save is answered, opens the next call of the list, the saved call having left a list of unreviewed calls', async () => {
    const user = userEvent.setup({ delay: null });
    const [a, b] = (await unreviewed('limit=2')).items.map((c) => c.id) as [number, number];
    const page = openCall(a, 'reviewed=false&limit=1');
    const intent = await within(await region()).findByRole('radiogroup', { name: 'Intent' }, { timeout: 20_000 });
    await user.click(within(intent).getByRole('radio', { name: 'Correct' }));
    const next = within(await region()).getByRole('button', { name: 'Save and next' });
    await waitFor(() => expect(next).toHaveProperty('disabled', false), { timeout: 20_000 });
    await user.click(next);
    // The next call was on the following page of one; with the saved call gone, it is now first.
    await waitFor(() => expect(page.router.state.location.pathname).toBe(`/workspaces/1/agents/1/calls/${b}`), {
      timeout: 20_000,
    });
    const list = new URLSearchParams(page.router.state.location.search);
    expect([list.get('reviewed'), list.get('limit'), list.get('offset') ?? '0']).toEqual(['false', '1', '0']);
    expect(await screen.findByRole('heading', { name: `Call ${b}`, level: 1 })).toBeTruthy();
  });

  it('at the end of the list, says why there is no next call and moves nowhere', async () => {
    const total = (await unreviewed('limit=1')).total ?? 0;
    const last = (await unreviewed(`limit=1&offset=${total - 1}`)).items[0]?.id as number;
    const search = `reviewed=false&limit=1&offset=${total - 1}`;
    const page = openCall(last, search);
    expect(
      await within(await region()).findByText(/This is the last call of the list\./, undefined, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(within(await region()).getByRole('button', { name: 'Save and next' })).toHaveProperty('disabled', true);
    expect(page.at()).toBe(`/workspaces/1/agents/1/calls/${last}?${search}`);
  });
});
