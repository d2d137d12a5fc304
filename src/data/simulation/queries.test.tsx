import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../contract';
import { setupEmulator } from '../../test/emulator';
import { A1 } from '../../test/invalidation-harness';
import { createTestQueryClient } from '../../test/render';
import { RUN_FOLLOW_MS, followDelay, simulationRunOptions, simulationTestListOptions } from './queries';

const emu = setupEmulator();

describe('the simulation tests list', () => {
  it('gathers every page the service gives (200 tests at most per page), by name', async () => {
    for (let i = 0; i < 201; i++) {
      const body = {
        name: `Generated ${String(i).padStart(3, '0')}`,
        simulation_profile_id: 1,
        voice_clip_set_id: null,
        source_call_id: null,
        expect: { call_intent_id: null, labels_present: [3], labels_absent: [], max_response_ms: null },
      };
      const res = await emu.call(apiPaths.simulationTests(A1), {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(201);
    }
    const list = await createTestQueryClient().fetchQuery(simulationTestListOptions(A1));
    expect(list.total).toBe(205);
    expect(list.items).toHaveLength(205);
    expect(list.items[0]?.name).toBe('Duplicate charge refund');
    expect(list.items[204]?.name).toBe('Router fault, elderly caller');
  });
});

describe("a run's page follows it while it is queued or running, and stops once it has ended", () => {
  const interval = (status: string | undefined, queryStatus = 'success', errorUpdateCount = 0) => {
    const options = simulationRunOptions(A1, 1);
    const refetch = options.refetchInterval as (q: unknown) => number | false;
    return refetch({
      state: { data: status === undefined ? undefined : { status }, status: queryStatus, errorUpdateCount },
    });
  };

  it('every second while the run goes on (a status the dashboard does not know included)', () => {
    expect(['queued', 'running', 'paused'].map((s) => interval(s))).toEqual([1000, 1000, 1000]);
    expect(interval(undefined, 'pending')).toBe(RUN_FOLLOW_MS);
  });

  it('not at all once completed, cancelled or failed', () => {
    expect(['completed', 'cancelled', 'failed'].map((s) => interval(s))).toEqual([false, false, false]);
  });

  it('less often while reads fail', () => {
    expect(followDelay({ status: 'error', errorUpdateCount: 1 }, 1000)).toBe(10_000);
    expect(followDelay({ status: 'error', errorUpdateCount: 3 }, 1000)).toBe(40_000);
  });

  it('reads a seeded run with its results', async () => {
    const run = await createTestQueryClient().fetchQuery(simulationRunOptions(A1, 2));
    expect(run).toMatchObject({ id: 2, status: 'completed', baseline_run_id: 1 });
    expect(run.results).toHaveLength(6);
  });
});
