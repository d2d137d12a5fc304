import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type AgentRead, agentReads } from '../invalidation';
import { setupEmulator } from '../../test/emulator';
import { A1, OTHER, reads, run, seeded, stale } from '../../test/invalidation-harness';
import {
  useCancelSimulationRun,
  useCreateSimulationTest,
  useDeleteSimulationTest,
  useStartSimulationRun,
  useUpdateSimulationTest,
} from './mutations';
import { simulationRunListOptions } from './queries';

setupEmulator();

const body = {
  name: 'Refund asked',
  simulation_profile_id: 1,
  voice_clip_set_id: null,
  source_call_id: null,
  expect: { call_intent_id: null, labels_present: [3], labels_absent: [], max_response_ms: null },
};

describe('simulation reads sit under the keys the invalidation map names', () => {
  it('the tests list, a run page and the runs lists', () => {
    for (const name of ['simulationTests', 'simulationRuns'] as const) {
      const prefix = agentReads[name](A1);
      expect(reads(A1)[name].slice(0, prefix.length)).toEqual(prefix);
    }
    const list = simulationRunListOptions(A1, { limit: 25, offset: 0 }).queryKey;
    expect(list.slice(0, 4)).toEqual(agentReads.simulationRuns(A1));
  });
});

type Case = [string, (qc: QueryClient) => Promise<unknown>, AgentRead[]];

describe('a simulation change makes the pages that show it stale, and only those', () => {
  it.each<Case>([
    ['creating a test', (qc) => run(qc, () => useCreateSimulationTest(A1), body), ['simulationTests']],
    ['editing a test', (qc) => run(qc, () => useUpdateSimulationTest(A1), { id: 1, body }), ['simulationTests']],
    ['deleting a test', (qc) => run(qc, () => useDeleteSimulationTest(A1), 1), ['simulationTests']],
    [
      'starting a run',
      (qc) => run(qc, () => useStartSimulationRun(A1), { test_ids: [1], repeats: 1, baseline_run_id: null, note: '' }),
      ['simulationRuns'],
    ],
    // Run 1 has finished: refused, and its page is read again all the same.
    ['cancelling a run', (qc) => run(qc, () => useCancelSimulationRun(A1), 1), ['simulationRuns']],
  ])('%s', async (_what, change, expected) => {
    const qc = seeded();
    await change(qc);
    expect(stale(qc, A1)).toEqual(expected);
    expect(stale(qc, OTHER)).toEqual([]);
  });
});
