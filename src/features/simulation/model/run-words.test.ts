import { describe, expect, it } from 'vitest';
import { demoLookups } from './lookups-fixture';
import { checkSentence, checkWords, resultStatusText } from './run-words';

const lookups = demoLookups;

describe('result statuses in words', () => {
  it('names the statuses B.10 gives and shows any other as it is', () => {
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
