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
