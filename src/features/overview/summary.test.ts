// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chartSummary } from './summary';

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const week = (from: number) => ({ from, to: from + WEEK });

describe('the chart’s summary', () => {
  it('groups thousands of buckets and calls, as a range from 2000 has', () => {
    const from = Date.parse('2000-01-03T00:00:00Z');
    const rows = Array.from({ length: 1405 }, (_, i) => ({ range: week(from + i * WEEK), calls: i === 3 ? 1200 : 1 }));
    expect(chartSummary(rows, 'week', 'UTC')).toMatch(
      /^2,604 calls over 1,405 weeks \(1\.9 a week on average\)\. Busiest: Week of 24 Jan 2000 with 1,200;/,
    );
  });

  it('says "an hour", and one bucket as one', () => {
    const from = Date.parse('2026-11-02T00:00:00Z');
    const hour = (i: number) => ({ from: from + i * HOUR, to: from + (i + 1) * HOUR });
    const hours = Array.from({ length: 24 }, (_, i) => ({ range: hour(i), calls: i ? 0 : 24 }));
    expect(chartSummary(hours, 'hour', 'UTC')).toMatch(/^24 calls over 24 hours \(1 an hour on average\)\./);
    const one = chartSummary([{ range: week(from), calls: 1 }], 'week', 'UTC');
    expect(one).toMatch(/^1 call over 1 week \(1 a week on average\)\./);
  });
});
