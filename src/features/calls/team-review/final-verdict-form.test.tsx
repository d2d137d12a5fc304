// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../../contract';
import { callOptions } from '../../../data/calls/queries';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { WithTeamReviews } from './lazy-team-regions';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

/** The team's regions as the call page draws them, signed in as the demo admin. */
function Regions({ callId }: { callId: number }) {
  const call = useQuery(callOptions(A1, callId));
  return (
    <WithTeamReviews agent={A1} callId={callId} call={call.data} laidOut={!!call.data} onDiscuss={() => {}}>
      <p>Comments</p>
    </WithTeamReviews>
  );
}

async function renderFinal(callId: number) {
  const rendered = renderRoute(<Regions callId={callId} />, {
    path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId',
    url: `/workspaces/1/agents/1/calls/${callId}`,
  });
  const region = await screen.findByRole('region', { name: 'Final verdict' }, { timeout: 10_000 });
  await within(region).findByRole('button', { name: 'Save final verdict' }, { timeout: 10_000 });
  return Object.assign(region, { unmount: rendered.unmount });
}

const puts = async (callId: number) =>
  (await emu.requests()).filter((r) => r.method === 'PUT' && r.path === apiPaths.finalReview(A1, callId));

const radio = (region: HTMLElement, group: string, name: string) =>
  within(within(region).getByRole('radiogroup', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

describe('the final verdict form', { timeout: 30_000 }, () => {
  it('starts from the majority: a tie on the intent left unset, the label both judged Correct set', async () => {
    const region = await renderFinal(1046);
    expect(within(region).getByText(/No final verdict yet/)).toBeTruthy();
    expect(radio(region, 'Intent', 'Correct').checked).toBe(false);
    expect(radio(region, 'Intent', 'Wrong').checked).toBe(false);
    expect(radio(region, 'Refund request', 'Correct').checked).toBe(true);
  });

  it('starts from the stored final verdict, saying who decided it', async () => {
    const region = await renderFinal(1016);
    expect(within(region).getByText(/Decided/).textContent).toContain('Demo admin');
    expect(radio(region, 'Intent', 'Wrong').checked).toBe(true);
    expect((within(region).getByRole('combobox', { name: /Right intent/ }) as HTMLSelectElement).value).toBe('3');
  });

  it('asks for the right intent with Wrong, and sends nothing until it is chosen; then saves what was chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const region = await renderFinal(1046);
    await user.click(radio(region, 'Intent', 'Wrong'));
    await user.click(within(region).getByRole('button', { name: 'Save final verdict' }));
    expect(await within(region).findByText('Choose the right intent, or “None of these”.')).toBeTruthy();
    expect(await puts(1046)).toHaveLength(0);

    await user.selectOptions(within(region).getByRole('combobox', { name: /Right intent/ }), 'Appointment booking');
    await user.type(within(region).getByRole('textbox', { name: 'Note' }), 'A booking.');
    await user.click(within(region).getByRole('button', { name: 'Save final verdict' }));
    await waitFor(async () => expect(await puts(1046)).toHaveLength(1));
    const stored = (await (await emu.call(apiPaths.finalReview(A1, 1046))).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      intent_correct: false,
      corrected_intent_id: 4,
      labels: [{ id: 3, verdict: 'correct' }],
      missed_labels: [],
      note: 'A booking.',
      decided_by: 'Demo admin',
    });
    expect(await within(region).findByText(/Decided/)).toBeTruthy();
  });

  it('shows the service’s refusal as it said it and keeps every choice', async () => {
    const user = userEvent.setup({ delay: null });
    const region = await renderFinal(1046);
    await emu.fault({
      method: 'PUT',
      path: apiPaths.finalReview(A1, 1046),
      status: 403,
      body: { detail: 'Your role (reviewer) does not allow this' },
    });
    await user.click(radio(region, 'Intent', 'Correct'));
    await user.type(within(region).getByRole('textbox', { name: 'Note' }), 'Kept.');
    await user.click(within(region).getByRole('button', { name: 'Save final verdict' }));
    expect(await within(region).findByText('Your role (reviewer) does not allow this')).toBeTruthy();
    expect(radio(region, 'Intent', 'Correct').checked).toBe(true);
    expect((within(region).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Kept.');
  });

  it('a final verdict saved by another admin meanwhile opens the conflict dialog, and nothing is written', async () => {
    const user = userEvent.setup({ delay: null });
    const region = await renderFinal(1046);
    await user.click(radio(region, 'Intent', 'Correct'));
    const theirs = { intent_correct: false, corrected_intent_id: null, labels: [], missed_labels: [], note: 'Theirs' };
    const other = await emu.call(apiPaths.finalReview(A1, 1046), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(theirs),
    });
    expect(other.ok).toBe(true);
    await user.click(within(region).getByRole('button', { name: 'Save final verdict' }));
    const dialog = await screen.findByRole('dialog', { name: 'This final verdict was changed elsewhere' });
    expect(within(dialog).getByText('Theirs')).toBeTruthy();
    // Only the other admin's save reached the service.
    expect(await puts(1046)).toHaveLength(1);
  });

  it('keeps what was typed when the page is left, and restores it with a notice; a save clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderFinal(1046);
    await user.click(radio(first, 'Intent', 'Correct'));
    await user.type(within(first).getByRole('textbox', { name: 'Note' }), 'Half a verdict');
    first.unmount();

    const again = await renderFinal(1046);
    expect((within(again).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Half a verdict');
    expect(radio(again, 'Intent', 'Correct').checked).toBe(true);
    expect(within(again).getByText(/Restored what you had typed/)).toBeTruthy();
    // Drafts are per call: another call opens on its own verdict.
    again.unmount();
    const other = await renderFinal(1016);
    expect((within(other).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).not.toBe(
      'Half a verdict',
    );
    expect(within(other).queryByText(/Restored what you had typed/)).toBeNull();
    other.unmount();

    const saving = await renderFinal(1046);
    await user.click(within(saving).getByRole('button', { name: 'Save final verdict' }));
    expect(await within(saving).findByText(/Decided/)).toBeTruthy();
    await waitFor(() => expect(within(saving).queryByText(/Restored what you had typed/)).toBeNull());
    // The draft itself is gone, not only hidden because it says what was stored.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('cm.draft.'))).toEqual([]);
    saving.unmount();
    const after = await renderFinal(1046);
    expect(within(after).queryByText(/Restored what you had typed/)).toBeNull();
    expect((within(after).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('Half a verdict');
  });

  it('Discard draft goes back to the majority and forgets what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderFinal(1046);
    await user.type(within(first).getByRole('textbox', { name: 'Note' }), 'Not this');
    first.unmount();
    const again = await renderFinal(1046);
    await user.click(within(again).getByRole('button', { name: 'Discard draft' }));
    expect((within(again).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('');
    expect(within(again).queryByText(/Restored what you had typed/)).toBeNull();
    again.unmount();
    const last = await renderFinal(1046);
    expect((within(last).getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe('');
  });
});
