import { describe, expect, it } from 'vitest';
import { countOf, formatDurationMs, formatNumber } from './format';

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
});
