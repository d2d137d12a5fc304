import { describe, expect, it } from 'vitest';
import type { SimulationResult, SimulationRun } from '../../../contract';
import type { TestLookups } from '../model/test-refs';
import { checkSentence, checkWords, countsText, resultStatusText, runCounts, runStatusText } from './run-words';

const lookups: TestLookups = {
  profile: new Map(),
  clipSet: new Map(),
  intent: new Map([
    [1, 'Billing question'],
    [3, 'Technical support'],
  ]),
  rule: new Map([[3, 'Refund request (label)']]),
};

const result = (status: string | null, over: Partial<SimulationResult> = {}): SimulationResult => ({
  test_id: 1,
  repeat: 1,
  status,
  call_id: null,
  median_response_ms: null,
  checks: [],
  error: null,
  ...over,
});

const run = (over: Partial<SimulationRun>): SimulationRun => ({
  id: 7,
  status: 'running',
  test_ids: [1, 2],
  repeats: 2,
  results: [],
  ...over,
});

describe('statuses in words', () => {
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
    expect(['pending', 'passed', 'failed', 'error', 'skipped', null].map(resultStatusText)).toEqual([
      'Pending',
      'Passed',
      'Failed',
      'Error',
      'skipped',
      'Pending',
    ]);
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

describe('checkWords', () => {
  it('names the intents, says when none was found, and a deleted intent as such', () => {
    const w = checkWords({ kind: 'intent', ref: 1, passed: false, expected: 1, actual: 3 }, lookups);
    expect(checkSentence(w)).toBe('Intent: expected Billing question, got Technical support');
    expect(w.passed).toBe(false);
    expect(
      checkSentence(checkWords({ kind: 'intent', ref: 1, passed: false, expected: 1, actual: null }, lookups)),
    ).toBe('Intent: expected Billing question, got no intent');
    expect(checkWords({ kind: 'intent', ref: 9, passed: true, expected: 9, actual: 9 }, lookups).expected).toBe(
      'Intent 9 (deleted)',
    );
  });

  it("says a label's presence in words, the rule named", () => {
    expect(
      checkSentence(
        checkWords({ kind: 'label_present', ref: 3, passed: false, expected: true, actual: false }, lookups),
      ),
    ).toBe('Refund request (label): expected present, got absent');
    expect(
      checkSentence(
        checkWords({ kind: 'label_absent', ref: 2, passed: false, expected: false, actual: true }, lookups),
      ),
    ).toBe('Rule 2 (deleted): expected absent, got present');
  });

  it('gives response times in seconds, and an unknown kind as it is', () => {
    expect(
      checkSentence(
        checkWords({ kind: 'max_response_ms', ref: null, passed: false, expected: 1200, actual: 1850 }, lookups),
      ),
    ).toBe('Median response: expected at most 1.2 s, got 1.85 s');
    expect(checkSentence(checkWords({ kind: 'tone', ref: null, passed: true, expected: 1, actual: 1 }, lookups))).toBe(
      'tone: expected 1, got 1',
    );
  });
});
