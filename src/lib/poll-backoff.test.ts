import { describe, expect, it } from 'vitest';
import { backoffDelay, failuresInARow, formatPause, POLL_EVERY_MS, POLL_MAX_MS, pollDelay } from './poll-backoff';

describe('pollDelay', () => {
  it('checks every 10 s while checks answer', () => {
    expect(pollDelay(0)).toBe(10_000);
    expect(POLL_EVERY_MS).toBe(10_000);
  });

  it('doubles the pause after each failure in a row, up to 5 min', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(pollDelay)).toEqual([20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000]);
    expect(pollDelay(1000)).toBe(POLL_MAX_MS);
  });

  it('treats a count that is not one as no failure', () => {
    expect(pollDelay(-1)).toBe(10_000);
    expect(pollDelay(Number.NaN)).toBe(10_000);
  });
});

describe('backoffDelay', () => {
  it('starts at the first pause and doubles it each step, up to the cap', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(backoffDelay(Number.POSITIVE_INFINITY, 1000, 5000)).toBe(1000);
    expect(backoffDelay(1e9, 1000, 5000)).toBe(5000);
  });
});

describe('failuresInARow', () => {
  it('is zero while the last check answered, whatever failed before', () => {
    expect(failuresInARow({ status: 'success', errorUpdateCount: 5 }, 3)).toBe(0);
  });

  it('counts the errors since the last answer', () => {
    // Three errors before the data was last fetched, two since.
    expect(failuresInARow({ status: 'error', errorUpdateCount: 5 }, 3)).toBe(2);
    // Never answered: every error counts.
    expect(failuresInARow({ status: 'error', errorUpdateCount: 2 }, undefined)).toBe(2);
  });

  it('resets the schedule once a check answers again', () => {
    const afterTwoFailures = pollDelay(failuresInARow({ status: 'error', errorUpdateCount: 2 }, 0));
    const afterAnAnswer = pollDelay(failuresInARow({ status: 'success', errorUpdateCount: 2 }, 2));
    expect([afterTwoFailures, afterAnAnswer]).toEqual([40_000, 10_000]);
  });
});

describe('formatPause', () => {
  it('says a pause in seconds and minutes', () => {
    expect([10_000, 20_000, 80_000, 160_000, 300_000].map(formatPause)).toEqual([
      '10 s',
      '20 s',
      '1 min 20 s',
      '2 min 40 s',
      '5 min',
    ]);
  });
});
