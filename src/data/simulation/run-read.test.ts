// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiPaths, type SimulationResult } from '../../contract';
import { setupEmulator } from '../../test/emulator';
import { simulationResult, simulationRun } from '../../test/simulation-fixtures';
import { fetchRun, readResults, RESULTS_PER_SLICE } from './run-read';

const A1 = { workspaceId: 1, agentId: 1 };
const emu = setupEmulator();

const passed = (test_id: number, repeat: number, over: Partial<SimulationResult> = {}) =>
  simulationResult({
    test_id,
    repeat,
    status: 'passed',
    call_id: 9000 + test_id * 10 + repeat,
    checks: [{ kind: 'intent', ref: 1, passed: true, expected: 1, actual: 1 }],
    ...over,
  });
/** What the service sends: the results as JSON, no object shared with what was read before. */
const asSent = (results: unknown[]) => JSON.parse(JSON.stringify(results)) as unknown[];

describe("a run's results read again", () => {
  it('keeps each result that did not change as the object read before, and reads the new ones', async () => {
    const before = [passed(1, 1), passed(2, 1)];
    // A result arrives between the two (results are ordered by test, then repeat).
    const now = await readResults(asSent([passed(1, 1), passed(1, 2), passed(2, 1)]), before);
    expect(now).toHaveLength(3);
    expect(now[0]).toBe(before[0]);
    expect(now[2]).toBe(before[1]);
    expect(now[1]).toEqual(passed(1, 2));
  });

  it('reads a result again where it changed in its place', async () => {
    const before = [passed(1, 1)];
    const [changed] = await readResults(asSent([passed(1, 1, { status: 'failed' })]), before);
    expect(changed).not.toBe(before[0]);
    expect(changed?.status).toBe('failed');
  });

  it('names a new result that does not read, however far into the run', async () => {
    const raw = asSent(Array.from({ length: RESULTS_PER_SLICE + 10 }, (_, i) => passed(i + 1, 1)));
    raw[RESULTS_PER_SLICE + 3] = { ...(raw[RESULTS_PER_SLICE + 3] as object), call_id: 'soon' };
    await expect(readResults(raw, [])).rejects.toThrow(
      `Unexpected response from the service: results.${RESULTS_PER_SLICE + 3}.call_id:`,
    );
  });

  it('reads a run whose results the service left out, and follows a run from one read to the next', async () => {
    const path = apiPaths.simulationRun(A1, 9001);
    await emu.fault({ method: 'GET', path, status: 200, body: { id: 9001, status: 'queued' }, times: 1 });
    expect((await fetchRun(A1, 9001, undefined)).results).toEqual([]);
    const first = simulationRun({ id: 9001, results: [passed(1, 1)] });
    await emu.fault({
      method: 'GET',
      path,
      status: 200,
      body: { ...first, results: asSent([passed(1, 1), passed(1, 2)]) },
    });
    const next = await fetchRun(A1, 9001, first);
    expect(next.results[0]).toBe(first.results[0]);
    expect(next.results[1]).toEqual(passed(1, 2));
  });
});
