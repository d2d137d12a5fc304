import { describe, expect, it } from 'vitest';
import type { SimulationResult } from '../../../contract';
import type { TestChange } from '../../../lib/simulation-compare';
import { demoLookups } from './lookups-fixture';
import { checkTitle, flakyDetail, outcomeText, partialText, shownRows, tally, valueText } from './run-comparison-words';

const lookups = demoLookups;
const row = (testId: number, change: TestChange['change']): TestChange => ({ testId, change, checks: [] });

describe('the comparison in words', () => {
  it('shows what got worse first, then what got better, then what stayed, and counts each', () => {
    const rows = [row(1, 'Still passing'), row(2, 'New'), row(3, 'Fixed'), row(4, 'Regressed'), row(5, 'Regressed')];
    expect(shownRows(rows).map((r) => r.testId)).toEqual([4, 5, 3, 2, 1]);
    expect(tally(rows).map((t) => t.text)).toEqual(['2 regressed', '1 fixed', '1 new', '1 still passing']);
  });

  it('names checks and their values: intents by name, labels carried or not, seconds', () => {
    expect(checkTitle({ kind: 'label_present', ref: 3 }, lookups)).toBe('Carries Refund request (label)');
    expect(checkTitle({ kind: 'label_absent', ref: 9 }, lookups)).toBe('Does not carry Rule 9 (deleted)');
    expect(checkTitle({ kind: 'tone', ref: null }, lookups)).toBe('tone');
    expect(valueText('intent', 3, lookups)).toBe('Technical support');
    expect(valueText('intent', null, lookups)).toBe('no intent');
    expect(valueText('intent', 7, lookups)).toBe('Intent 7 (deleted)');
    expect(valueText('label_absent', false, lookups)).toBe('not carried');
    expect(valueText('max_response_ms', 1450, lookups)).toBe('1.45 s');
  });

  it('says each side of a changed check, and a side not checked', () => {
    expect(outcomeText('intent', { passed: false, expected: 1, actual: null }, lookups)).toBe(
      'failed — expected Billing question, got no intent',
    );
    expect(outcomeText('max_response_ms', { passed: true, expected: 1200, actual: 900 }, lookups)).toBe(
      'passed — expected at most 1.2 s, got 0.9 s',
    );
    expect(outcomeText('intent', { passed: false, expected: null, actual: null }, lookups)).toBe('not checked');
  });

  it('says why the comparison is partial', () => {
    const name = (id: number) => `Test ${id}`;
    expect(partialText({ kind: 'baseline-unfinished', status: 'cancelled' }, 4, name)).toBe(
      'Run 4 is cancelled, not completed: only the tests it finished are compared.',
    );
    expect(partialText({ kind: 'baseline-unfinished', status: 'paused' }, 4, name)).toMatch(/^Run 4 is paused,/);
    expect(partialText({ kind: 'different-tests', shared: 1, onlyInRun: [2], onlyInBaseline: [3, 5] }, 4, name)).toBe(
      'The two runs share 1 test. Only in this run (New): Test 2. Only in run 4 (not compared): Test 3, Test 5.',
    );
  });

  it("tells a flaky test's failing checks by repeat, and its errors", () => {
    const r = (repeat: number, status: string, passed: boolean): SimulationResult => ({
      test_id: 1,
      repeat,
      status,
      checks: status === 'error' ? [] : [{ kind: 'intent', ref: null, passed, expected: 1, actual: passed ? 1 : 3 }],
      error: status === 'error' ? 'Simulation profile with ID 4 not found' : null,
    });
    const d = flakyDetail([r(1, 'passed', true), r(2, 'failed', false), r(3, 'error', false), r(4, 'pending', false)]);
    expect(d.passed).toBe(1);
    expect(d.finished).toBe(3);
    expect(d.checks.map((c) => c.failedIn)).toEqual([[2]]);
    expect(d.errors).toEqual([{ repeat: 3, error: 'Simulation profile with ID 4 not found' }]);
  });
});
