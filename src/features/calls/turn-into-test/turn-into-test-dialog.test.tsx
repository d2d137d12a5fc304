import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallReview, SimulationTest, TranscriptTurn } from '../../../contract';
import { setupEmulator } from '../../../test/emulator';
import { renderRoute } from '../../../test/render';
import { TurnIntoTestDialog } from './turn-into-test-dialog';

const AGENT = { workspaceId: 1, agentId: 1 };
const API = '/api/v1/workspaces/1/agents/1';
const TURNS: TranscriptTurn[] = [
  { speaker: 'agent', start_ms: 0, end_ms: 2000, text: 'Thank you for calling.' },
  { speaker: 'caller', start_ms: 2500, end_ms: 5000, text: 'I was charged twice.' },
  { speaker: 'agent', start_ms: 5400, end_ms: 7000, text: 'Let me look.' },
  { speaker: 'caller', start_ms: 7300, end_ms: 9000, text: 'Thanks.' },
];

const emu = setupEmulator();

type Call = {
  id: number;
  call_intent: { id: number; label: string } | null;
  labels_and_redflags: { id: number; label: string }[];
};

function open(call: Call, onCreated = vi.fn<(t: SimulationTest) => void>()) {
  renderRoute(
    <TurnIntoTestDialog opened onClose={() => {}} agent={AGENT} call={call} turns={TURNS} onCreated={onCreated} />,
    { path: '/workspaces/:workspaceId/agents/:agentId/calls/:callId', url: `/workspaces/1/agents/1/calls/${call.id}` },
  );
  return onCreated;
}

const posts = async (path: string) =>
  (await emu.requests()).filter((r) => r.method === 'POST' && r.path === `${API}/${path}`).length;

/** A seeded call nobody reviewed (its review removed), shown with neither intent nor labels. */
async function bareCall(): Promise<Call> {
  await emu.call(`${API}/calls/1002/review`, { method: 'DELETE' });
  return { id: 1002, call_intent: null, labels_and_redflags: [] };
}

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create test' }));

async function chooseProfile(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /^Simulation profile/ }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the Turn into a test dialog', { timeout: 30_000 }, () => {
  it('says what is missing (name, profile, expectation) and sends nothing', async () => {
    open(await bareCall());
    expect(await screen.findByText(/This call has not been reviewed/)).toBeInTheDocument();
    expect(name()).toHaveValue('Call 1002');
    await userEvent.clear(name());
    await create();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the simulation profile (the caller)')).toBeInTheDocument();
    expect(screen.getByText('Give at least one expectation')).toBeInTheDocument();
    expect(await posts('voice-clip-sets')).toBe(0);
    expect(await posts('simulation-tests')).toBe(0);
  });

  it('refuses seconds that are not a number, in words, keeping them as typed', async () => {
    open(await bareCall());
    const seconds = await screen.findByRole('textbox', { name: /Slowest median response/ });
    await userEvent.type(seconds, 'soon');
    await create();
    expect(await screen.findByText('Enter seconds as a number (1.5), or leave empty for no limit')).toBeInTheDocument();
    expect(seconds).toHaveValue('soon');
    expect(await posts('simulation-tests')).toBe(0);
  });

  it("fills the expectations from a review that corrected the AI's intent, and says so", async () => {
    const reviews = (await (await emu.call(`${API}/call-reviews?limit=500`)).json()) as { items: CallReview[] };
    const corrected = reviews.items.find((r) => r.intent_correct === false && r.corrected_intent_id);
    if (!corrected?.corrected_intent_id) throw new Error('the seed has no review with a corrected intent');
    const intents = (await (await emu.call(`${API}/settings/call-intents`)).json()) as { id: number; label: string }[];
    const right = intents.find((i) => i.id === corrected.corrected_intent_id);
    open({ id: corrected.call_id, call_intent: null, labels_and_redflags: [] });
    expect(await screen.findByText(/filled in from this call's review/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expected intent' })).toHaveValue(right?.label);
    expect(name()).toHaveValue(`${right?.label}, call ${corrected.call_id}`);
  });

  it("a failed cut shows the service's text and creates no test", async () => {
    const detail = 'Turn 3 is not in the transcript of call 1002';
    await emu.fault({ method: 'POST', path: `${API}/voice-clip-sets`, status: 422, body: { detail }, times: 1 });
    open(await bareCall());
    await screen.findByText(/This call has not been reviewed/);
    expect(screen.getByRole('checkbox', { name: "Replay the caller's turns" })).toBeChecked();
    expect(screen.getByText(/Cuts the caller's 2 turns of this call/)).toBeInTheDocument();
    await chooseProfile('Frustrated customer');
    await userEvent.type(screen.getByRole('textbox', { name: /Slowest median response/ }), '1.5');
    await create();
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.getByText(/No test was created/)).toBeInTheDocument();
    expect(await posts('simulation-tests')).toBe(0);
  });

  it('a refused test keeps the cut clip set for the next try, the name taken said under Name', async () => {
    const detail = "A simulation test named 'Call 1002' already exists for this agent.";
    await emu.fault({ method: 'POST', path: `${API}/simulation-tests`, status: 422, body: { detail }, times: 1 });
    const onCreated = open(await bareCall());
    await screen.findByText(/This call has not been reviewed/);
    await chooseProfile('Frustrated customer');
    await userEvent.type(screen.getByRole('textbox', { name: /Slowest median response/ }), '2');
    await create();
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Create test uses it again rather than cutting them again/)).toBeInTheDocument();
    await userEvent.type(name(), ', again');
    await create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(await posts('voice-clip-sets')).toBe(1);
    const made = onCreated.mock.calls[0]?.[0];
    expect(made).toMatchObject({
      name: 'Call 1002, again',
      simulation_profile_id: 1,
      source_call_id: 1002,
      expect: { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: 2000 },
    });
    expect(made?.voice_clip_set_id).toEqual(expect.any(Number));
  });
});
