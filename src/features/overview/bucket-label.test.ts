import { describe, expect, it } from 'vitest';
import { bucketLabel } from './bucket-label';

const DAY = 86_400_000;
const NOV_2 = Date.parse('2026-11-02T00:00:00Z');

describe('a bucket’s name', () => {
  it('names days, hours and weeks in the zone', () => {
    expect(bucketLabel(NOV_2, 'day', 'UTC')).toMatch(/^Mon,? 2 Nov 2026$/);
    expect(bucketLabel(NOV_2, 'week', 'UTC')).toMatch(/^Week of 2 Nov 2026$/);
    expect(bucketLabel(NOV_2 + 14 * 3_600_000, 'hour', 'Europe/Berlin')).toMatch(/^2 Nov,? 15:00$/);
  });

  it('never throws on a start that is no instant: "—" instead of "Invalid time value"', () => {
    for (const bucket of ['hour', 'day', 'week'] as const) expect(bucketLabel(Number.NaN, bucket, 'UTC')).toBe('—');
  });

  it('tells apart the two hours the clock goes through twice, by their offset', () => {
    // New York goes back from 02:00 EDT to 01:00 EST on 1 Nov 2026 (05:00 and 06:00 UTC are both 01:00).
    const first = bucketLabel(Date.parse('2026-11-01T05:00:00Z'), 'hour', 'America/New_York');
    const second = bucketLabel(Date.parse('2026-11-01T06:00:00Z'), 'hour', 'America/New_York');
    expect(first).toMatch(/^1 Nov,? 01:00 GMT-4$/);
    expect(second).toMatch(/^1 Nov,? 01:00 GMT-5$/);
    expect(bucketLabel(Date.parse('2026-11-01T07:00:00Z'), 'hour', 'America/New_York')).toMatch(/^1 Nov,? 02:00$/);
  });

  it('names the 90 bars of a chart with one formatter, not one each (building one costs far more than using it)', () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      const names = Array.from({ length: 90 }, (_, i) => bucketLabel(NOV_2 + i * DAY, 'day', 'America/Chicago'));
      expect(new Set(names).size).toBe(90);
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
