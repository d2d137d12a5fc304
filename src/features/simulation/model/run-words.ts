import type { SimulationCheck } from '../../../contract';
import { refView, secondsText, type TestLookups } from './test-refs';

const RESULT_STATUS_WORDS = new Map([
  ['pending', 'Pending'],
  ['passed', 'Passed'],
  ['failed', 'Failed'],
  ['error', 'Error'],
]);

/** A result's status in words; a result without one has not arrived yet. */
export const resultStatusText = (status: string | null | undefined): string =>
  status ? (RESULT_STATUS_WORDS.get(status) ?? status) : 'Pending';

export type CheckWords = { subject: string; expected: string; actual: string; passed: boolean | null };

const presence = (v: SimulationCheck['expected']): string =>
  v === true ? 'present' : v === false ? 'absent' : 'unknown';

const intentText = (v: SimulationCheck['expected'], lookups: TestLookups): string =>
  typeof v === 'number' ? refView('intent', v, lookups).text : v === null || v === undefined ? 'no intent' : String(v);

const msText = (v: SimulationCheck['expected']): string =>
  typeof v === 'number' ? secondsText(v) : v === null || v === undefined ? 'unknown' : String(v);

/**
 * A check in words: what it is about, what was expected and what happened, with intents and rules
 * named from the agent's lists and milliseconds as seconds. A kind B.10 does not name is shown raw.
 */
export function checkWords(check: SimulationCheck, lookups: TestLookups): CheckWords {
  const passed = typeof check.passed === 'boolean' ? check.passed : null;
  const rule = () => (check.ref ? refView('rule', check.ref, lookups).text : 'A rule');
  switch (check.kind) {
    case 'intent':
      return {
        subject: 'Intent',
        expected: intentText(check.expected, lookups),
        actual: intentText(check.actual, lookups),
        passed,
      };
    case 'label_present':
    case 'label_absent':
      return { subject: rule(), expected: presence(check.expected), actual: presence(check.actual), passed };
    case 'max_response_ms':
      return {
        subject: 'Median response',
        expected: `at most ${msText(check.expected)}`,
        actual: msText(check.actual),
        passed,
      };
    default:
      return {
        subject: check.kind,
        expected: String(check.expected ?? 'none'),
        actual: String(check.actual ?? 'none'),
        passed,
      };
  }
}

/** "Intent: expected Billing question, got Technical support". */
export const checkSentence = (w: CheckWords): string => `${w.subject}: expected ${w.expected}, got ${w.actual}`;
