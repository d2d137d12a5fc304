import { describe, expect, it } from 'vitest';
import type { SimulationResult } from '../contract';
import { simulationResult, simulationRun } from '../test/simulation-fixtures';
import { countsText, runCounts, runStatusText } from './run-counts';

const result = (status: string | null, over: Partial<SimulationResult> = {}) => simulationResult({ status, ...over });
const run = simulationRun;

describe('run statuses in words', () => {
  it('names the statuses B.10 gives and shows any other as it is', () => {
    expect(['queued', 'running', 'completed', 'cancelled', 'failed'].map(runStatusText)).toEqual([
      'Queued',
      'Running',
      'Completed',
      'Cancelled',
      'Failed',
    ]);
    expect(runStatusText('paused')).toBe('paused');
    expect(runStatusText(null)).toBe('Unknown');
  });
});

describe('runCounts', () => {
  it("takes the service's counts, pending included in the total", () => {
    const c = runCounts(run({ counts: { passed: 2, failed: 1, errored: 0, pending: 1 } }));
    expect(c).toEqual({ passed: 2, failed: 1, errored: 0, total: 4, done: 3, counted: false });
    expect(c && countsText(c)).toBe('2 passed, 1 failed, 0 errors of 4');
  });

  it('counts the results when the service gives no counts, and says it did', () => {
    const results = [result('passed'), result('error'), result('failed'), result('pending')];
    expect(runCounts(run({ counts: null, results }))).toEqual({
      passed: 1,
      failed: 1,
      errored: 1,
      total: 4,
      done: 3,
      counted: true,
    });
  });

  it('plans tests times repeats when there are no results yet; a list row without counts has none', () => {
    expect(runCounts(run({ counts: { passed: 0, failed: 0, errored: 0 }, results: [] }))?.total).toBe(4);
    const summary = { id: 3, status: 'queued', test_ids: [1, 2, 3], repeats: 2, counts: null };
    expect(runCounts(summary)).toBeNull();
  });
});
