// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiPaths, type CallList } from '../../../contract';
import { callOptions } from '../../../data/calls/queries';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { ReviewRegion } from './lazy-review-region';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

/** The region as the call page draws it, the page's Save and next being `onNext`. */
function Region({ callId, onNext }: { callId: number; onNext: (() => void) | null }) {
  const call = useQuery(callOptions(A1, callId));
  return (
    <ReviewRegion
      agent={A1}
      callId={callId}
      call={call.data}
      onNext={onNext}
      justArrived={() => false}
      noNext={onNext ? null : 'This is the last call of the list.'}
      listedUnreviewed
      params={new URLSearchParams('reviewed=false')}
      simulated={call.data ? false : undefined}
      laidOut
    />
  );
}

async function unreviewedCall(): Promise<number> {
  const res = await emu.call(`${apiPaths.calls(A1)}?reviewed=false&limit=1`);
  const id = ((await res.json()) as CallList).items[0]?.id;
  if (id === undefined) throw new Error('the demo data has an unreviewed call');
  return id;
}

async function unreviewedCallWithLabel(): Promise<number> {
  const res = await emu.call(`${apiPaths.calls(A1)}?reviewed=false&limit=100`);
  const id = ((await res.json()) as CallList).items.find((c) => (c.labels_and_redflags ?? []).length > 0)?.id;
  if (id === undefined) throw new Error('the demo data has an unreviewed call with a label');
  return id;
}

const puts = async (callId: number) =>
  (await emu.requests()).filter((r) => r.method === 'PUT' && r.path === apiPaths.callReview(A1, callId));

async function renderRegion(onNext: (() => void) | null) {
  const callId = await unreviewedCall();
  const url = `/workspaces/1/agents/1/calls/${callId}?reviewed=false`;
  const rendered = renderRoute(<Region callId={callId} onNext={onNext} />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
    url,
  });
  const region = await screen.findByRole('region', { name: 'Review' });
  const intent = await within(region).findByRole('radiogroup', { name: 'Intent' });
  return { ...rendered, callId, url, region, intent };
}

const here = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('Save and next in the Review region', { timeout: 30_000 }, () => {
  it('saves once, then tells the page (which opens the next call) and moves nowhere itself', async () => {
    const user = userEvent.setup({ delay: null });
    const onNext = vi.fn();
    const { router, callId, url, region, intent } = await renderRegion(onNext);
    await user.click(within(intent).getByRole('radio', { name: 'Correct' }));
    const button = within(region).getByRole('button', { name: 'Save and next' });
    await user.dblClick(button);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(await puts(callId)).toHaveLength(1);
    expect(here(router)).toBe(url);
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('a failed save stays on the call, with the service’s text and what was typed, and tells the page nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onNext = vi.fn();
    const { router, callId, url, region, intent } = await renderRegion(onNext);
    await emu.fault({
      method: 'PUT',
      path: apiPaths.callReview(A1, callId),
      status: 409,
      body: { detail: 'The call is being re-analysed; try again in a minute.' },
    });
    await user.click(within(intent).getByRole('radio', { name: 'Correct' }));
    const note = within(region).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Caller asked twice');
    await user.click(within(region).getByRole('button', { name: 'Save and next' }));
    expect(await within(region).findByText('The call is being re-analysed; try again in a minute.')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    expect(here(router)).toBe(url);
    expect((note as HTMLTextAreaElement).value).toBe('Caller asked twice');
    expect(within(intent).getByRole('radio', { name: 'Correct' })).toHaveProperty('checked', true);
  });

  it('with no next call: Save and next is not offered and the page’s reason is said beside it', async () => {
    const { region } = await renderRegion(null);
    expect(within(region).getByRole('button', { name: 'Save and next' })).toHaveProperty('disabled', true);
    expect(within(region).getByText(/This is the last call of the list\./)).toBeTruthy();
  });

  it('review keys pressed once its code is here but before the form can show (its data on the way) are done once it does', async () => {
    const user = userEvent.setup({ delay: null });
    const callId = await unreviewedCall();
    await emu.fault({ method: 'GET', path: apiPaths.callFilterOptions(A1), hold: 'options', times: 1 });
    renderRoute(<Region callId={callId} onNext={vi.fn()} />, {
      path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
      url: `/workspaces/1/agents/1/calls/${callId}?reviewed=false`,
    });
    await emu.held('options');
    const region = await screen.findByRole('region', { name: 'Review' });
    await user.keyboard('c');
    await emu.release('options');
    const intent = await within(region).findByRole('radiogroup', { name: 'Intent' }, { timeout: 10_000 });
    await waitFor(() => expect(within(intent).getByRole('radio', { name: 'Correct' })).toHaveProperty('checked', true));
  });

  it('keys kept while the form was on its way are each done once, in order, under StrictMode too (as in the dev server)', async () => {
    const user = userEvent.setup({ delay: null });
    const callId = await unreviewedCallWithLabel();
    await emu.fault({ method: 'GET', path: apiPaths.callFilterOptions(A1), hold: 'options', times: 1 });
    renderRoute(
      <StrictMode>
        <Region callId={callId} onNext={vi.fn()} />
      </StrictMode>,
      {
        path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
        url: `/workspaces/1/agents/1/calls/${callId}?reviewed=false`,
      },
    );
    await emu.held('options');
    const region = await screen.findByRole('region', { name: 'Review' });
    await user.keyboard('cw');
    await emu.release('options');
    const intent = await within(region).findByRole('radiogroup', { name: 'Intent' }, { timeout: 10_000 });
    await waitFor(() => expect(within(intent).getByRole('radio', { name: 'Correct' })).toHaveProperty('checked', true));
    // W judged the call's first label.
    const labels = within(region)
      .getAllByRole('radiogroup')
      .filter((g) => g !== intent);
    expect(labels.length).toBeGreaterThan(0);
    expect(within(labels[0] as HTMLElement).getByRole('radio', { name: 'Wrong' })).toHaveProperty('checked', true);
  });
});
