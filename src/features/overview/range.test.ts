// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketFor, periodName, presetOf, presetRange, previousPeriod, rangeFromParams, wholeDays } from './range';

const t = (s: string) => Date.parse(s);
const iso = (ms: number) => new Date(ms).toISOString();
const NOW = t('2026-11-25T14:30:00Z');
const HOUR = 3_600_000;

describe('overview ranges', () => {
  it('makes presets of whole local days ending with today, in the person’s zone', () => {
    const week = presetRange('7d', NOW, 'Europe/Berlin');
    expect(iso(week.from)).toBe('2026-11-18T23:00:00.000Z');
    expect(iso(week.to)).toBe('2026-11-25T23:00:00.000Z');
    expect(presetOf(week, NOW, 'Europe/Berlin')).toBe('7d');
    expect(presetOf({ from: week.from, to: week.to + HOUR }, NOW, 'Europe/Berlin')).toBeNull();
    const today = presetRange('today', NOW, 'America/New_York');
    expect(iso(today.from)).toBe('2026-11-25T05:00:00.000Z');
  });

  it('buckets by hour for a day (25 hours at a clock change included), by day up to 90 days, by week beyond', () => {
    expect(bucketFor({ from: t('2026-10-24T22:00:00Z'), to: t('2026-10-25T23:00:00Z') })).toBe('hour');
    expect(bucketFor(presetRange('7d', NOW, 'UTC'))).toBe('day');
    expect(bucketFor(presetRange('90d', NOW, 'Europe/Berlin'))).toBe('day');
    expect(bucketFor({ from: t('2026-01-01T00:00:00Z'), to: t('2026-11-01T00:00:00Z') })).toBe('week');
  });

  it('compares with the previous period of as many calendar days, across a clock change', () => {
    // 26 Oct to 1 Nov in Berlin: the week before holds the 25-hour day.
    const range = { from: t('2026-10-25T23:00:00Z'), to: t('2026-11-01T23:00:00Z') };
    expect(wholeDays(range, 'Europe/Berlin')).toBe(7);
    const { current, previous } = previousPeriod(range, NOW, 'Europe/Berlin');
    expect(current).toEqual(range);
    expect(iso(previous.from)).toBe('2026-10-18T22:00:00.000Z');
    expect(previous.to).toBe(range.from);
    expect(periodName(range, 'Europe/Berlin')).toBe('the previous 7 days');
  });

  it('compares a range that reaches past now up to the same point of the previous period', () => {
    const today = presetRange('today', NOW, 'UTC');
    const { current, previous } = previousPeriod(today, NOW, 'UTC');
    expect(iso(current.to)).toBe('2026-11-25T14:30:00.000Z');
    expect(iso(previous.from)).toBe('2026-11-24T00:00:00.000Z');
    expect(iso(previous.to)).toBe('2026-11-24T14:30:00.000Z');
    expect(periodName(today, 'UTC')).toBe('the previous day');
  });

  it('steps back by the same length for a range that is not whole days, and names it', () => {
    const range = { from: t('2026-11-20T06:00:00Z'), to: t('2026-11-20T12:00:00Z') };
    expect(previousPeriod(range, NOW, 'UTC').previous).toEqual({ from: t('2026-11-20T00:00:00Z'), to: range.from });
    expect(periodName(range, 'UTC')).toBe('the previous 6 hours');
  });

  it('names a period shorter than an hour in minutes, and thousands of days with their separator', () => {
    const at = t('2026-11-20T10:00:00Z');
    expect(periodName({ from: at, to: at + 10 * 60_000 }, 'UTC')).toBe('the previous 10 minutes');
    expect(periodName({ from: at, to: at + 60_000 }, 'UTC')).toBe('the previous minute');
    expect(periodName({ from: at, to: at + 10_000 }, 'UTC')).toBe('the previous minute');
    const since2000 = { from: t('2000-01-01T00:00:00Z'), to: t('2026-11-21T00:00:00Z') };
    expect(periodName(since2000, 'UTC')).toBe('the previous 9,821 days');
    expect(periodName({ from: t('2000-01-01T00:00:00Z'), to: at }, 'UTC')).toBe('the previous 9,820 days');
  });

  it('reads a range from the query string, or none where it does not read', () => {
    expect(
      rangeFromParams(new URLSearchParams('started_after=2026-11-01T00:00:00Z&started_before=2026-11-02T00:00:00Z')),
    ).toEqual({
      from: t('2026-11-01T00:00:00Z'),
      to: t('2026-11-02T00:00:00Z'),
    });
    expect(rangeFromParams(new URLSearchParams('started_after=yesterday'))).toBeNull();
    expect(
      rangeFromParams(new URLSearchParams('started_after=2026-11-02T00:00:00Z&started_before=2026-11-01T00:00:00Z')),
    ).toBeNull();
  });
});
