// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AgentRef, apiPaths, errorTexts, voiceClipSetSchema } from '../contract';
import { createEmulator } from './app';
import { SPECIAL_CALLS } from './call-details';
import { DEMO_TOKEN, PINNED_SEED_NOW } from './seed';

// The shared setup (src/test/setup.ts) clears web storage after each test; Node has none.
for (const name of ['sessionStorage', 'localStorage']) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: { clear() {} }, configurable: true });
}

const A1: AgentRef = { workspaceId: 1, agentId: 1 };
const DELAY = 1500;
const emulator = createEmulator({ now: PINNED_SEED_NOW, clipCutDelayMs: DELAY });
const { app } = emulator;
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

const send = (path: string, method = 'GET', body?: unknown) =>
  app.request(path, {
    method,
    headers: { ...auth, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const readSet = async (id: number) => voiceClipSetSchema.parse(await (await send(apiPaths.clipSet(A1, id))).json());
const detailOf = async (res: Response): Promise<unknown> => ((await res.json()) as { detail: unknown }).detail;
const transcriptOf = async (callId: number) =>
  (
    (await (await send(apiPaths.call(A1, callId))).json()) as {
      transcript: { speaker: string; start_ms: number; end_ms: number; text: string }[];
    }
  ).transcript;

const CALL = 1002;
const create = (body: Record<string, unknown>) =>
  send(apiPaths.clipSets(A1), 'POST', {
    name: 'Greeting',
    description: 'First turns',
    source_call_id: CALL,
    turn_indexes: [1, 0],
    ...body,
  });

beforeEach(() => {
  emulator.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(PINNED_SEED_NOW);
});
afterEach(() => vi.useRealTimers());

describe('cutting a clip set from a call', () => {
  it('answers processing at once, then ready with the chosen turns as clips', async () => {
    const res = await create({});
    expect(res.ok).toBe(true);
    const made = voiceClipSetSchema.parse(await res.json());
    expect(made).toMatchObject({ name: 'Greeting', status: 'processing', clips: [], source_call_id: CALL });
    vi.advanceTimersByTime(DELAY - 1);
    expect((await readSet(made.id)).status).toBe('processing');
    vi.advanceTimersByTime(1);
    const done = await readSet(made.id);
    const turns = await transcriptOf(CALL);
    const [t0, t1] = [turns[0], turns[1]];
    if (!t0 || !t1) throw new Error('call 1002 has at least two turns');
    expect(done.status).toBe('ready');
    expect(done.clips).toEqual([
      {
        turn_index: 0,
        start_ms: t0.start_ms,
        end_ms: t0.end_ms,
        duration_ms: t0.end_ms - t0.start_ms,
        reference_transcript: t0.text,
      },
      {
        turn_index: 1,
        start_ms: t1.start_ms,
        end_ms: t1.end_ms,
        duration_ms: t1.end_ms - t1.start_ms,
        reference_transcript: t1.text,
      },
    ]);
    expect(done.clip_count).toBe(2);
    expect(done.total_duration_ms).toBe(t0.end_ms - t0.start_ms + t1.end_ms - t1.start_ms);
    const callerMs = [t0, t1].filter((t) => t.speaker === 'caller').reduce((s, t) => s + t.end_ms - t.start_ms, 0);
    expect(done.caller_track_duration_ms).toBe(callerMs);
    // The list follows, without clips; the call's own transcript is not replaced by the selection.
    const list = (await (await send(apiPaths.clipSets(A1))).json()) as Record<string, unknown>[];
    expect(list.find((s) => s.id === made.id)).toMatchObject({ status: 'ready', clip_count: 2 });
    expect(list.find((s) => s.id === made.id)).not.toHaveProperty('clips');
    expect(await transcriptOf(CALL)).toEqual(turns);
  });

  it('fails, with the reason, for a call without a recording', async () => {
    const made = voiceClipSetSchema.parse(
      await (await create({ source_call_id: SPECIAL_CALLS.noRecording, turn_indexes: [0] })).json(),
    );
    expect(made.status).toBe('processing');
    vi.advanceTimersByTime(DELAY);
    expect(await readSet(made.id)).toMatchObject({
      status: 'failed',
      failure_reason: `Call ${SPECIAL_CALLS.noRecording} has no recording to cut clips from.`,
    });
  });

  it('refuses an unknown call, a turn the transcript lacks, an empty name and no turns', async () => {
    const unknown = await create({ source_call_id: 424242 });
    expect(unknown.status).toBe(404);
    expect(await detailOf(unknown)).toBe(errorTexts.callNotFound(424242));
    const turns = await transcriptOf(CALL);
    const beyond = await create({ turn_indexes: [0, turns.length] });
    expect(beyond.status).toBe(400);
    expect(await detailOf(beyond)).toBe(errorTexts.turnNotInTranscript(turns.length, CALL));
    const invalid = await create({ name: '  ', turn_indexes: [] });
    expect(invalid.status).toBe(422);
    const items = (await detailOf(invalid)) as { loc: unknown[] }[];
    expect(items.map((i) => i.loc)).toEqual([
      ['body', 'name'],
      ['body', 'turn_indexes'],
    ]);
    // Nothing was made by the refusals.
    const list = (await (await send(apiPaths.clipSets(A1))).json()) as { name: string }[];
    expect(list.filter((s) => s.name === 'Greeting')).toEqual([]);
  });

  it('deletes a set, and says so when it is not there', async () => {
    const made = voiceClipSetSchema.parse(await (await create({})).json());
    const gone = await send(apiPaths.clipSet(A1, made.id), 'DELETE');
    expect(gone.ok).toBe(true);
    const again = await send(apiPaths.clipSet(A1, made.id));
    expect(again.status).toBe(404);
    expect(await detailOf(again)).toBe(errorTexts.clipSetNotFound(made.id));
    const twice = await send(apiPaths.clipSet(A1, made.id), 'DELETE');
    expect(await detailOf(twice)).toBe(errorTexts.clipSetNotFound(made.id));
  });

  it('takes how long cutting lasts from its control route, until a reset', async () => {
    const control = (body: unknown) =>
      app.request('/__emulator/clip-sets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control({ delayMs: 10_000 })).status).toBe(204);
    const slow = voiceClipSetSchema.parse(await (await create({})).json());
    vi.advanceTimersByTime(DELAY);
    expect((await readSet(slow.id)).status).toBe('processing');
    // A set in progress follows the delay now in force.
    expect((await control({ delayMs: 0 })).status).toBe(204);
    expect((await readSet(slow.id)).status).toBe('ready');
    expect((await control({ delayMs: -1 })).status).toBe(422);
  });
});
