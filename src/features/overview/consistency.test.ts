// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CallStats } from '../../contract';
import { statsProblems, uniqueBuckets } from './consistency';

const DAY = 86_400_000;
const FROM = Date.parse('2026-11-02T00:00:00Z');
const range = { from: FROM, to: FROM + 4 * DAY };
const figures = (calls: number) => ({
  calls,
  duration_ms: calls * 1000,
  outcomes: [{ id: 1, count: calls }],
  intents: [],
  sentiments: [{ value: null, count: calls }],
  labels: [],
});
const bucket = (day: number, calls: number) => ({ start: new Date(FROM + day * DAY).toISOString(), ...figures(calls) });
const stats = (buckets: CallStats['buckets'], total = buckets.reduce((n, b) => n + b.calls, 0)): CallStats => ({
  bucket: 'day',
  tz: 'UTC',
  buckets,
  total: figures(total),
});
const full = [bucket(0, 10), bucket(1, 20), bucket(2, 30), bucket(3, 40)];

describe('figures that do not add up', () => {
  it('finds nothing in consistent figures', () => {
    expect(statsProblems(stats(full), range, 'day', 'UTC')).toEqual([]);
  });

  it('names the buckets left out, and the total the buckets fall short of', () => {
    const answer = stats(
      [full[0], full[2], full[3]].filter((b) => b !== undefined),
      100,
    );
    expect(statsProblems(answer, range, 'day', 'UTC')).toEqual([
      expect.stringMatching(/^The answer leaves out 1 day: Tue,? 3 Nov 2026\.$/),
      'The days add up to 80 calls; the total says 100.',
    ]);
  });

  it('names a bucket listed twice, and draws it once', () => {
    const answer = stats([...full, bucket(1, 20)], 100);
    expect(statsProblems(answer, range, 'day', 'UTC')).toEqual([
      expect.stringMatching(/^The answer lists 1 day more than once: Tue,? 3 Nov 2026\.$/),
      'The days add up to 120 calls; the total says 100.',
    ]);
    expect(uniqueBuckets(answer).buckets).toEqual(full);
  });

  it('says a total ten times the buckets’ sum, buckets outside the range, and breakdowns that do not add up', () => {
    const answer = stats([...full, bucket(9, 0)], 1000);
    const fewOutcomes = { ...answer, total: { ...answer.total, outcomes: [{ id: 1, count: 7 }] } };
    const problems = statsProblems(fewOutcomes, range, 'day', 'UTC');
    expect(problems).toEqual([
      expect.stringMatching(/^The answer has 1 day outside the range: Wed,? 11 Nov 2026\.$/),
      'The days add up to 100 calls; the total says 1,000.',
      'The outcomes add up to 7 calls; the total says 1,000.',
    ]);
  });
});
