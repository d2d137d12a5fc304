import { describe, expect, it } from 'vitest';
import type { SimulationCheck, SimulationResult, SimulationRun } from '../contract';
import { changeOf, compareRuns, testName } from './simulation-compare';

type Status = 'passed' | 'failed' | 'error' | 'pending';

const intentCheck = (passed: boolean): SimulationCheck => ({
  kind: 'intent',
  ref: 1,
  passed,
  expected: 1,
  actual: passed ? 1 : null,
});
const labelCheck = (passed: boolean): SimulationCheck => ({
  kind: 'label_present',
  ref: 3,
  passed,
  expected: true,
  actual: passed,
});

const result = (testId: number, repeat: number, status: Status, checks?: SimulationCheck[]): SimulationResult => ({
  test_id: testId,
  repeat,
  status,
  call_id: status === 'pending' || status === 'error' ? null : 9000 + testId * 10 + repeat,
  median_response_ms: null,
  checks: checks ?? (status === 'pending' || status === 'error' ? [] : [intentCheck(status === 'passed')]),
  error: status === 'error' ? 'Simulation profile with ID 4 not found' : null,
});

/** A run from one list of repeat statuses per test. */
const run = (
  tests: Record<number, Status[]>,
  status = 'completed',
): Pick<SimulationRun, 'status' | 'test_ids' | 'results'> => ({
  status,
  test_ids: Object.keys(tests).map(Number),
  results: Object.entries(tests).flatMap(([id, statuses]) => statuses.map((s, i) => result(Number(id), i + 1, s))),
});

const changes = (now: Record<number, Status[]>, was: Record<number, Status[]>) =>
  compareRuns(run(now), run(was)).rows.map((r) => [r.testId, r.change]);

describe('a test compared with the baseline: the first change that applies', () => {
  it.each<[string, Status[], Status[], string]>([
    ['passed every repeat, now fails one', ['passed', 'passed'], ['passed', 'failed'], 'Regressed'],
    ['passed every repeat, now errors', ['passed'], ['error'], 'Regressed'],
    ['failed a repeat, now passes every one', ['passed', 'failed'], ['passed', 'passed'], 'Fixed'],
    ['failed, now mixed across repeats', ['failed', 'failed'], ['passed', 'failed'], 'Flaky'],
    ['mixed, still mixed', ['failed', 'passed'], ['passed', 'failed'], 'Flaky'],
    ['failed, still fails every repeat', ['failed', 'failed'], ['failed', 'error'], 'Still failing'],
    ['passed, still passes every repeat', ['passed', 'passed'], ['passed', 'passed'], 'Still passing'],
  ])('%s', (_what, baseline, now, expected) => {
    expect(
      changeOf(
        baseline.map((s, i) => result(1, i + 1, s)),
        now.map((s, i) => result(1, i + 1, s)),
      ),
    ).toBe(expected);
  });

  it('a test not in the baseline is New', () => {
    expect(changes({ 1: ['passed'], 2: ['failed'] }, { 1: ['passed'] })).toEqual([
      [1, 'Still passing'],
      [2, 'New'],
    ]);
  });

  it('lists regressions first, the rest in the run order', () => {
    const now = { 1: ['passed'], 2: ['failed'], 3: ['passed', 'failed'], 4: ['failed'] } as Record<number, Status[]>;
    const was = { 1: ['passed'], 2: ['failed'], 3: ['passed', 'passed'], 4: ['passed'] } as Record<number, Status[]>;
    expect(changes(now, was)).toEqual([
      [3, 'Regressed'],
      [4, 'Regressed'],
      [1, 'Still passing'],
      [2, 'Still failing'],
    ]);
  });
});

describe('the checks that changed', () => {
  it('a regression names the check that now fails, with what was expected and what happened', () => {
    const was = {
      status: 'completed',
      test_ids: [1],
      results: [result(1, 1, 'passed', [intentCheck(true), labelCheck(true)])],
    };
    const now = {
      status: 'completed',
      test_ids: [1],
      results: [result(1, 1, 'failed', [intentCheck(false), labelCheck(true)])],
    };
    expect(compareRuns(now, was).rows).toEqual([
      {
        testId: 1,
        change: 'Regressed',
        checks: [
          {
            kind: 'intent',
            ref: 1,
            before: { passed: true, expected: 1, actual: 1 },
            after: { passed: false, expected: 1, actual: null },
          },
        ],
      },
    ]);
  });

  it('a fix names the check that passes again; unchanged tests list no checks', () => {
    const was = run({ 1: ['failed'], 2: ['passed'] });
    const now = run({ 1: ['passed'], 2: ['passed'] });
    const rows = compareRuns(now, was).rows;
    expect(rows[0]?.checks.map((c) => [c.kind, c.before.passed, c.after.passed])).toEqual([['intent', false, true]]);
    expect(rows[1]?.checks).toEqual([]);
  });
});

describe('partial comparisons say so', () => {
  it('a baseline that did not complete is compared on the tests it finished', () => {
    const was = run({ 1: ['passed'], 2: ['pending'] }, 'cancelled');
    const cmp = compareRuns(run({ 1: ['failed'], 2: ['passed'] }), was);
    expect(cmp.rows.map((r) => [r.testId, r.change])).toEqual([[1, 'Regressed']]);
    expect(cmp.noBaselineResult).toEqual([2]);
    expect(cmp.partial).toEqual([{ kind: 'baseline-unfinished', status: 'cancelled' }]);
  });

  it('runs of different tests are compared on the tests they share', () => {
    const cmp = compareRuns(run({ 1: ['passed'], 3: ['passed'] }), run({ 1: ['passed'], 2: ['passed'] }));
    expect(cmp.rows.map((r) => [r.testId, r.change])).toEqual([
      [1, 'Still passing'],
      [3, 'New'],
    ]);
    expect(cmp.partial).toEqual([{ kind: 'different-tests', shared: 1, onlyInRun: [3], onlyInBaseline: [2] }]);
  });

  it('a test without a finished repeat in this run is pending, not compared', () => {
    const cmp = compareRuns(
      run({ 1: ['passed'], 2: ['pending', 'pending'] }, 'running'),
      run({ 1: ['passed'], 2: ['passed'] }),
    );
    expect(cmp.rows.map((r) => r.testId)).toEqual([1]);
    expect(cmp.pending).toEqual([2]);
    expect(cmp.partial).toEqual([]);
  });
});

describe("a test's name", () => {
  it('is "Test <id> (deleted)" for a test deleted since the run', () => {
    const names = new Map([[1, 'Duplicate charge refund']]);
    expect(testName(1, names)).toBe('Duplicate charge refund');
    expect(testName(7, names)).toBe('Test 7 (deleted)');
  });
});
