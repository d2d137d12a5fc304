import { describe, expect, it } from 'vitest';
import { countOf, formatCallLength, formatDurationMs, formatNumber } from './format';

describe('format', () => {
  it('says "1 clip", not "1 clips", and groups thousands', () => {
    expect(countOf(1, 'clip', 'clips')).toBe('1 clip');
    expect(countOf(0, 'clip', 'clips')).toBe('0 clips');
    expect(countOf(2, 'result', 'results')).toBe('2 results');
    expect(countOf(1234, 'clip', 'clips')).toBe(`${formatNumber(1234)} clips`);
    expect(formatNumber(1234)).toMatch(/^1\D?234$/);
  });

  it('keeps durations exact', () => {
    expect(formatDurationMs(62_345)).toBe('0:01:02.345');
    expect(formatDurationMs(null)).toBe('—');
  });

  it("says a call's length as people say it: m:ss, or h:mm:ss past an hour, no milliseconds", () => {
    expect(formatCallLength(72_500)).toBe('1:12');
    expect(formatCallLength(3_725_000)).toBe('1:02:05');
    expect(formatCallLength(5_000)).toBe('0:05');
    expect(formatCallLength(0)).toBe('0:00');
    expect(formatCallLength(59_999)).toBe('0:59');
    expect(formatCallLength(600_000)).toBe('10:00');
    expect(formatCallLength(36_000_000)).toBe('10:00:00');
    expect(formatCallLength(null)).toBe('—');
    expect(formatCallLength(undefined)).toBe('—');
    expect(formatCallLength(Number.NaN)).toBe('—');
    expect(formatCallLength(-1)).toBe('—');
  });
});
