import { describe, expect, it } from 'vitest';
import { rangeFromSearch, rangeQuery, withPeriod } from './range';

const read = (search: string) => rangeFromSearch(new URLSearchParams(search));
const NOW = Date.parse('2026-11-20T17:00:00Z');

describe('the quality page’s range, from its address', () => {
  it('keeps a period relative: it ends now, whenever the address is opened', () => {
    expect(read('period=7').range).toEqual({ kind: 'period', value: '7', days: 7 });
    expect(rangeQuery(read('period=7').range, NOW)).toEqual({ started_after: '2026-11-13T17:00:00.000Z' });
    const later = NOW + 86_400_000;
    expect(rangeQuery(read('period=30').range, later)).toEqual({ started_after: '2026-10-22T17:00:00.000Z' });
    // A bookmark of the old kind, with the moment it was made: the period wins, and the page says so.
    const old = read('period=7&started_after=2026-08-01T00:00:00Z');
    expect(old.range.kind).toBe('period');
    expect(old.ignored).toEqual([
      'started_after and started_before are left out: period 7 (last 7 days) sets the range.',
    ]);
  });

  it('reads bounds as the calls page does, and says which it did not understand', () => {
    expect(read('started_after=2026-11-10&started_before=2026-11-15T00:00:00Z')).toEqual({
      range: { kind: 'custom', after: '2026-11-10T00:00:00.000Z', before: '2026-11-15T00:00:00.000Z' },
      ignored: [],
    });
    expect(read('started_after=garbage')).toEqual({
      range: { kind: 'all' },
      ignored: ['started_after “garbage” is not a date and time in ISO 8601 (such as 2026-11-20T09:30:00Z).'],
    });
    expect(read('started_after=2026-11-15&started_before=2026-11-10').range).toEqual({ kind: 'all' });
    expect(read('period=12').ignored).toEqual(['period “12” is not one of 7, 30, 90 (days up to now).']);
    expect(read('').range).toEqual({ kind: 'all' });
  });

  it('stores the Period select’s choice as a period, with no date', () => {
    const next = withPeriod(new URLSearchParams('started_after=2026-11-10&show=intent:1:wrong&live=true'), '30');
    expect(next.toString()).toBe('live=true&period=30');
    expect(withPeriod(next, '').toString()).toBe('live=true');
  });
});
