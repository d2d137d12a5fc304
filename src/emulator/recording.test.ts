import { describe, expect, it } from 'vitest';
import { genericSegments } from './recording';

describe('genericSegments: a call’s rhythm', () => {
  const calls = Array.from({ length: 20 }, (_, i) => genericSegments(1001 + i, 120_000 + i * 20_000));

  it('is the same every time for the same call', () => {
    expect(genericSegments(1001, 120_000)).toEqual(calls[0]);
  });

  it('keeps turns in order of start, inside the recording', () => {
    for (const { totalMs, segments } of calls) {
      segments.forEach((s, i) => {
        expect(s.endMs).toBeGreaterThan(s.startMs);
        expect(s.endMs).toBeLessThanOrEqual(totalMs);
        if (i > 0) expect(s.startMs).toBeGreaterThan(segments[i - 1]?.startMs ?? Infinity);
      });
    }
  });

  it('has varied waits, some overlaps and some long silences', () => {
    const gaps = calls.flatMap(({ segments }) =>
      segments.slice(1).map((s, i) => s.startMs - (segments[i]?.endMs ?? 0)),
    );
    expect(gaps.filter((g) => g < 0).length).toBeGreaterThan(10);
    expect(gaps.filter((g) => g >= 3000).length).toBeGreaterThan(10);
    expect(gaps.filter((g) => g >= 0 && g < 1500).length).toBeGreaterThan(gaps.length / 2);
  });
});
