import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimulationResult } from '../../../contract';
import { renderRoute } from '../../../test/render';
import type { TestLookups } from '../model/test-refs';
import { RunResults, resultsByTest } from './run-results';

const lookups: TestLookups = { profile: null, clipSet: null, intent: null, rule: null };
const agent = { workspaceId: 1, agentId: 1 };

const passed = (test_id: number, repeat: number): SimulationResult => ({
  test_id,
  repeat,
  status: 'passed',
  call_id: null,
  median_response_ms: null,
  checks: [{ kind: 'label_present', ref: 3, passed: true, expected: 3, actual: null }],
  error: null,
});

/** `tests` tests of `repeats` repeats each, every result in. */
const runOf = (tests: number, repeats: number) => {
  const ids = Array.from({ length: tests }, (_, i) => i + 1);
  const results = ids.flatMap((id) => Array.from({ length: repeats }, (_, r) => passed(id, r + 1)));
  return resultsByTest(ids, results, (id) => `Bench test ${id}`);
};

describe('RunResults of a long run', () => {
  it('draws 200 tests x 5 repeats in a scroll box, only the rows in view, starting at the first test', async () => {
    renderRoute(<RunResults agent={agent} rows={runOf(200, 5)} lookups={lookups} />, { path: '/', url: '/' });
    const box = await screen.findByRole('group', { name: 'Results by test' }, { timeout: 15_000 });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(await screen.findByRole('rowheader', { name: 'Bench test 1' })).toBeInTheDocument();
    const drawn = screen.getAllByRole('rowheader').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(30);
    expect(screen.queryByRole('rowheader', { name: 'Bench test 200' })).toBeNull();
  }, 30_000);

  it('draws a short run whole, without a scroll box', () => {
    renderRoute(<RunResults agent={agent} rows={runOf(12, 5)} lookups={lookups} />, { path: '/', url: '/' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(12);
    expect(screen.queryByRole('group', { name: 'Results by test' })).toBeNull();
  });

  it('draws a run that will be long in the scroll box from its first results', async () => {
    renderRoute(<RunResults agent={agent} rows={runOf(12, 1)} lookups={lookups} expected={200 * 5} />, {
      path: '/',
      url: '/',
    });
    expect(await screen.findByRole('group', { name: 'Results by test' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 30_000);
});
