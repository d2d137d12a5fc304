// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketStart, bucketStarts, nextBucketStart } from './bucket-starts';
import { localMidnight } from './time-buckets';

const iso = (ms: number) => new Date(ms).toISOString();
const t = (s: string) => Date.parse(s);
const HOUR = 3_600_000;

describe('time buckets in a time zone', () => {
  it('starts a day at local midnight, and the day the clocks go back has 25 hours (Berlin, 25 October 2026)', () => {
    const starts = bucketStarts(t('2026-10-24T00:00:00Z'), t('2026-10-27T00:00:00Z'), 'day', 'Europe/Berlin');
    expect(starts.map(iso)).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
      '2026-10-26T23:00:00.000Z',
    ]);
    const [, oct25, oct26] = starts;
    expect(((oct26 ?? 0) - (oct25 ?? 0)) / HOUR).toBe(25);
  });

  it('gives the day the clocks go forward 23 hours (New York, 8 March 2026)', () => {
    const start = localMidnight(2026, 3, 8, 'America/New_York');
    expect(iso(start)).toBe('2026-03-08T05:00:00.000Z');
    expect((nextBucketStart(start, 'day', 'America/New_York') - start) / HOUR).toBe(23);
  });

  it('starts a day after a skipped midnight at the first instant that exists (Santiago, 6 September 2026)', () => {
    const start = localMidnight(2026, 9, 6, 'America/Santiago');
    expect(iso(start)).toBe('2026-09-06T04:00:00.000Z');
    expect((nextBucketStart(start, 'day', 'America/Santiago') - start) / HOUR).toBe(23);
  });

  it('starts a week on Monday at local midnight, across a clock change', () => {
    const starts = bucketStarts(t('2026-10-28T12:00:00Z'), t('2026-11-10T00:00:00Z'), 'week', 'America/New_York');
    expect(starts.map(iso)).toEqual([
      '2026-10-26T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z',
      '2026-11-09T05:00:00.000Z',
    ]);
  });

  it('starts an hour at the local hour, in a zone half an hour off UTC', () => {
    expect(iso(bucketStart(t('2026-10-25T01:10:00Z'), 'hour', 'Asia/Kolkata'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('has every bucket of the range, the first holding its start and the last its last instant', () => {
    const starts = bucketStarts(t('2026-11-01T10:00:00Z'), t('2026-11-08T10:00:00Z'), 'day', 'UTC');
    expect(starts).toHaveLength(8);
    expect(iso(starts[0] ?? 0)).toBe('2026-11-01T00:00:00.000Z');
    expect(iso(starts[7] ?? 0)).toBe('2026-11-08T00:00:00.000Z');
    expect(bucketStarts(t('2026-11-01T00:00:00Z'), t('2026-11-02T00:00:00Z'), 'day', 'UTC')).toHaveLength(1);
    expect(bucketStarts(t('2026-11-02T00:00:00Z'), t('2026-11-01T00:00:00Z'), 'day', 'UTC')).toEqual([]);
  });
});
