import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimulationResult } from '../../../contract';
import { renderRoute, renderWithProviders } from '../../../test/render';
import { simulationResult, simulationRun } from '../../../test/simulation-fixtures';
import type { TestLookups } from '../model/test-refs';
import { RunResults, resultsByTest } from './run-results';
import { RunSummary } from './run-summary';

const result = (test_id: number, repeat: number, status: string, over: Partial<SimulationResult> = {}) =>
  simulationResult({ test_id, repeat, status, ...over });
const run = simulationRun;

describe('RunSummary', () => {
  it('says the status, the counts and how far a running run has come', () => {
    renderWithProviders(<RunSummary run={run({ counts: { passed: 2, failed: 1, errored: 0, pending: 1 } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Running');
    expect(screen.getByText('2 passed')).toBeInTheDocument();
    expect(screen.getByText('1 failed')).toBeInTheDocument();
    expect(screen.getByText('0 errors')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 results')).toBeInTheDocument();
    expect(screen.queryByText(/Counted here/)).toBeNull();
  });

  it("counts the results when the service gives no counts, and gives a failed run's reason", () => {
    const results = [result(1, 1, 'error', { error: 'Profile gone' }), result(1, 2, 'error'), result(2, 1, 'passed')];
    renderWithProviders(
      <RunSummary run={run({ status: 'failed', counts: null, failure_reason: 'No test could be run', results })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Failed');
    expect(screen.getByText('1 passed')).toBeInTheDocument();
    expect(screen.getByText('2 errors')).toBeInTheDocument();
    expect(screen.getByText('Counted here from the results: the service gave no counts.')).toBeInTheDocument();
    expect(screen.getByText('No test could be run')).toBeInTheDocument();
    expect(screen.queryByText(/of 3 results/)).toBeNull();
  });

  it('shows a status it does not know as it is', () => {
    renderWithProviders(<RunSummary run={run({ status: 'paused', counts: { passed: 0, failed: 0, errored: 0 } })} />);
    expect(screen.getByRole('status')).toHaveTextContent('paused');
  });
});

describe('RunResults', () => {
  const lookups: TestLookups = { profile: null, clipSet: null, intent: new Map([[1, 'Billing question']]), rule: null };

  it('puts each repeat under its test in the run order, a test without results pending, errors with their text', () => {
    const names = new Map([[2, 'Router fault']]);
    const rows = resultsByTest(
      [2, 5, 9],
      [
        result(2, 1, 'failed', {
          call_id: 9000001,
          median_response_ms: 1850,
          checks: [{ kind: 'intent', ref: 1, passed: false, expected: 1, actual: null }],
        }),
        result(5, 1, 'error', { error: 'Voice clip set with ID 4 not found' }),
      ],
      (id) => names.get(id) ?? `Test ${id} (deleted)`,
    );
    expect(rows.map((r) => [r.name, r.results.length])).toEqual([
      ['Router fault', 1],
      ['Test 5 (deleted)', 1],
      ['Test 9 (deleted)', 0],
    ]);
    renderRoute(<RunResults agent={{ workspaceId: 1, agentId: 1 }} rows={rows} lookups={lookups} />, {
      path: '/',
      url: '/',
    });
    const [, first, second, third] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('Repeat 1: Failed');
    expect(first).toHaveTextContent('Median response 1.85 s');
    expect(first).toHaveTextContent('Not met Intent: expected Billing question, got no intent');
    expect(screen.getByRole('link', { name: 'Call 9000001' })).toHaveAttribute(
      'href',
      '/workspaces/1/agents/1/calls/9000001',
    );
    expect(second).toHaveTextContent('Repeat 1: Error');
    expect(second).toHaveTextContent('Voice clip set with ID 4 not found');
    expect(third).toHaveTextContent('Test 9 (deleted)Pending');
  });
});
