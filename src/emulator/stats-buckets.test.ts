// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bucketStarts as dashboardStarts } from '../lib/bucket-starts';
import { bucketStarts } from './stats';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const isoList = (starts: number[]) => starts.map((s) => new Date(s).toISOString());

describe("the emulator's statistics buckets (found by reading the local clock)", () => {
  it('give a day of 25 hours at a clock change, and an hour put back twice', () => {
    const days = bucketStarts(at('2026-10-24T12:00:00Z'), at('2026-10-26T12:00:00Z'), 'day', 'Europe/Berlin', 10);
    expect(isoList(days)).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    const hours = bucketStarts(at('2026-10-25T00:00:00Z'), at('2026-10-25T02:00:00Z'), 'hour', 'Europe/Berlin', 10);
    expect(hours).toEqual([at('2026-10-25T00:00:00Z'), at('2026-10-25T01:00:00Z')]);
  });

  it('start weeks on Monday, days at half past in a zone half an hour off, and stop at the limit', () => {
    const weeks = bucketStarts(at('2026-11-19T12:00:00Z'), at('2026-11-25T00:00:00Z'), 'week', 'UTC', 10);
    expect(isoList(weeks)).toEqual(['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    const kolkata = bucketStarts(at('2026-11-19T12:00:00Z'), at('2026-11-20T12:00:00Z'), 'day', 'Asia/Kolkata', 10);
    expect(isoList(kolkata)).toEqual(['2026-11-18T18:30:00.000Z', '2026-11-19T18:30:00.000Z']);
    expect(bucketStarts(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'hour', 'UTC', 50)).toHaveLength(50);
  });

  it("agree with the dashboard's own computation over a year of clock changes", () => {
    const from = at('2026-01-01T05:00:00Z');
    const to = at('2027-01-01T00:00:00Z');
    for (const tz of ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu']) {
      for (const size of ['day', 'week'] as const) {
        expect(bucketStarts(from, to, size, tz, 1000), `${tz} ${size}`).toEqual(dashboardStarts(from, to, size, tz));
      }
      // (Lord Howe puts its clock back half an hour: its hour buckets are a matter of definition.)
      if (tz === 'Australia/Lord_Howe') continue;
      const march = at('2026-03-01T00:00:00Z');
      expect(bucketStarts(march, march + 60 * 24 * HOUR, 'hour', tz, 5000), `${tz} hour`).toEqual(
        dashboardStarts(march, march + 60 * 24 * HOUR, 'hour', tz),
      );
    }
  });
});
