import type { TestLookups } from './test-refs';

/** The names tests of the run pages' words read: two intents and one label. */
export const demoLookups: TestLookups = {
  profile: new Map(),
  clipSet: new Map(),
  intent: new Map([
    [1, 'Billing question'],
    [3, 'Technical support'],
  ]),
  rule: new Map([[3, 'Refund request (label)']]),
};
