import { describe, expect, it } from 'vitest';
import { deletedRefs, expectationPhrases, refView, secondsText, type TestLookups } from './test-refs';

const lookups: TestLookups = {
  profile: new Map([[1, 'Frustrated customer']]),
  clipSet: null,
  intent: new Map([[1, 'Billing question']]),
  rule: new Map([
    [1, 'Legal threat (red flag)'],
    [3, 'Refund request (label)'],
  ]),
};
const none = { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null };

describe('references of a simulation test', () => {
  it('names a record the list lacks as deleted, and one of an unread list by its id only', () => {
    expect(refView('profile', 1, lookups)).toEqual({ text: 'Frustrated customer', deleted: false });
    expect(refView('profile', 12, lookups)).toEqual({ text: 'Profile 12 (deleted)', deleted: true });
    expect(refView('clipSet', 4, lookups)).toEqual({ text: 'Voice clip set 4', deleted: false });
  });

  it('lists each deleted reference once', () => {
    const test = {
      simulation_profile_id: 12,
      voice_clip_set_id: 4,
      expect: { call_intent_id: 9, labels_present: [7, 3], labels_absent: [7] },
    };
    expect(deletedRefs(test, lookups)).toEqual(['Profile 12 (deleted)', 'Intent 9 (deleted)', 'Rule 7 (deleted)']);
  });

  it('says the expectations in words, seconds for milliseconds', () => {
    const e = { call_intent_id: 1, labels_present: [3], labels_absent: [1, 7], max_response_ms: 1200 };
    expect(expectationPhrases(e, lookups)).toEqual([
      'Intent Billing question',
      'Carries Refund request (label)',
      'Not Legal threat (red flag), Rule 7 (deleted)',
      'Median response at most 1.2 s',
    ]);
    expect(expectationPhrases(none, lookups)).toEqual([]);
    expect(secondsText(1500)).toBe('1.5 s');
  });
});
