// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract';
import { setupEmulator } from '../../test/emulator';
import { fetchCall, TURNS_PER_SLICE } from './queries';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

describe('reading one call', () => {
  it('checks a long transcript a slice at a time and keeps every turn in order', async () => {
    const call = await fetchCall(A1, 1057);
    const turns = call.transcript ?? [];
    expect(turns.length).toBeGreaterThan(TURNS_PER_SLICE * 2);
    expect(turns.every((t, i) => i === 0 || (t.start_ms ?? 0) >= (turns[i - 1]?.start_ms ?? 0))).toBe(true);
  });

  it('names the turn that does not read, however far into the transcript', async () => {
    const good = { speaker: 'agent', start_ms: 0, end_ms: 10, text: 'Hello' };
    const transcript = Array.from({ length: TURNS_PER_SLICE + 10 }, () => good);
    transcript[TURNS_PER_SLICE + 3] = { ...good, start_ms: 'soon' } as never;
    await emu.fault({ method: 'GET', path: apiPaths.call(A1, 9001), status: 200, body: { id: 9001, transcript } });
    await expect(fetchCall(A1, 9001)).rejects.toThrow(
      `Unexpected response from the service: transcript.${TURNS_PER_SLICE + 3}.start_ms:`,
    );
  });

  it('reads a call whose transcript is absent or null', async () => {
    await emu.fault({
      method: 'GET',
      path: apiPaths.call(A1, 9001),
      status: 200,
      body: { id: 9001, transcript: null },
      times: 1,
    });
    expect((await fetchCall(A1, 9001)).transcript).toBeNull();
    await emu.fault({ method: 'GET', path: apiPaths.call(A1, 9001), status: 200, body: { id: 9001 }, times: 1 });
    expect((await fetchCall(A1, 9001)).transcript).toBeUndefined();
  });
});
