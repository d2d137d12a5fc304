import { describe, expect, it } from 'vitest';
import { POLL_MAX_MS } from '../../lib/poll-backoff';
import { PROGRESS_MAX_MS, isInProgress, progressPollDelay } from './queries';

const answered = (dataUpdateCount: number) => ({ status: 'success', dataUpdateCount, errorUpdateCount: 0 });

describe('progressPollDelay', () => {
  it('checks a set in progress after 1 s, then 2 s, 4 s, and every 5 s while it lasts', () => {
    expect([1, 2, 3, 4, 10].map((n) => progressPollDelay(answered(n)))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('waits longer after each failed check, up to 5 min', () => {
    const failed = (errorUpdateCount: number) => ({ status: 'error', dataUpdateCount: 3, errorUpdateCount });
    expect([1, 2, 3].map((n) => progressPollDelay(failed(n)))).toEqual([10_000, 20_000, 40_000]);
    expect(progressPollDelay(failed(50))).toBe(POLL_MAX_MS);
    expect(PROGRESS_MAX_MS).toBeLessThan(POLL_MAX_MS);
  });
});

describe('isInProgress', () => {
  it('knows the statuses of a set still being made, whatever their case, and no others', () => {
    expect(['processing', 'Processing', 'pending', 'queued'].every(isInProgress)).toBe(true);
    expect(['ready', 'failed', 'constructor', '', null, undefined].some(isInProgress)).toBe(false);
  });
});
