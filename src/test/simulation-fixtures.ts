import type { SimulationResult, SimulationRun } from '../contract';

/** A result of a simulation run for tests: test 1, repeat 1, not arrived, unless `over` says otherwise. */
export const simulationResult = (over: Partial<SimulationResult> = {}): SimulationResult => ({
  test_id: 1,
  repeat: 1,
  status: null,
  call_id: null,
  median_response_ms: null,
  checks: [],
  error: null,
  ...over,
});

/** A run for tests: run 7 of tests 1 and 2, twice each, running, no results yet. */
export const simulationRun = (over: Partial<SimulationRun> = {}): SimulationRun => ({
  id: 7,
  status: 'running',
  test_ids: [1, 2],
  repeats: 2,
  results: [],
  ...over,
});
