import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { readRetryDelay, shouldRetryRead } from './query-client';

const http = (status: number, opts: { detail?: string; retryAfterMs?: number } = {}) =>
  new ApiError({
    kind: 'http',
    status,
    message: 'x',
    detail: opts.detail ?? null,
    retryAfterMs: opts.retryAfterMs ?? null,
  });
const network = new ApiError({ kind: 'network', message: 'offline' });

describe('retries of reads', () => {
  it('back off: each pause about twice the one before', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3].map((n) => readRetryDelay(n, network, mid))).toEqual([1000, 2000, 4000, 8000]);
    // Jittered within ±25 %, so tabs do not ask again in step.
    expect(readRetryDelay(0, network, () => 0)).toBe(750);
    expect(readRetryDelay(0, network, () => 1)).toBe(1250);
  });

  it('wait as long as Retry-After says', () => {
    expect(readRetryDelay(0, http(429, { retryAfterMs: 7000 }))).toBe(7000);
  });

  it('try a 429 again a few times, but leave a long pause to the person', () => {
    const tooMany = http(429, { detail: 'Rate limit exceeded', retryAfterMs: 2000 });
    expect([0, 1, 2, 3].map((n) => shouldRetryRead(n, tooMany))).toEqual([true, true, true, false]);
    expect(shouldRetryRead(0, http(429, { retryAfterMs: 120_000 }))).toBe(false);
  });

  it('never retry a refusal in words, or a time-out', () => {
    expect(shouldRetryRead(0, http(404, { detail: 'Rule with ID 3 not found' }))).toBe(false);
    expect(shouldRetryRead(0, new ApiError({ kind: 'timeout', message: 't' }))).toBe(false);
    expect([0, 1].map((n) => shouldRetryRead(n, network))).toEqual([true, false]);
  });
});
