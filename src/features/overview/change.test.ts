// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countChange, shareChange, shareOf } from './change';

describe('change against the previous period', () => {
  it('says a rise and a fall in words, with the period', () => {
    expect(countChange(112, 100, 'the previous 7 days')).toEqual({
      sign: 'up',
      words: 'up 12% on the previous 7 days',
    });
    expect(countChange(75, 100, 'the previous day')).toEqual({ sign: 'down', words: 'down 25% on the previous day' });
    expect(countChange(1_000_4, 1_000_0, 'the previous 7 days').sign).toBe('same');
  });

  it('never divides by a zero base: "no calls" in the previous period instead of Infinity%', () => {
    const rise = countChange(40, 0, 'the previous 7 days');
    expect(rise).toEqual({ sign: 'new', words: 'no calls in the previous 7 days' });
    expect(JSON.stringify(rise)).not.toMatch(/Infinity|NaN/);
    expect(countChange(0, 0, 'the previous 7 days')).toEqual({
      sign: 'none',
      words: 'no calls in the previous 7 days either',
    });
    expect(countChange(0, 30, 'the previous day')).toEqual({ sign: 'down', words: 'down 100% on the previous day' });
  });

  it('compares shares in percentage points, and has no share without calls', () => {
    expect(shareChange(0.25, 0.2, 'the previous 7 days')).toEqual({
      sign: 'up',
      words: 'up 5 points on the previous 7 days',
    });
    expect(shareChange(0.2, 0.21, 'the previous 7 days')).toEqual({
      sign: 'down',
      words: 'down 1 point on the previous 7 days',
    });
    expect(shareChange(0.2, null, 'the previous 7 days').words).toBe('no calls in the previous 7 days');
    expect(shareOf(3, 0)).toBeNull();
    expect(shareOf(3, 12)).toBe(0.25);
  });
});
