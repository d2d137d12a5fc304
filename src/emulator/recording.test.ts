import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, genericSegments, synthesizeWav } from './recording';

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

describe('synthesizeWav: the emulator’s recordings', () => {
  const HEADER = 44;
  const rate = SAMPLE_RATE;
  const at = (ms: number) => HEADER + Math.floor((ms / 1000) * rate);

  it('is an 8-bit mono WAV as long as the call, silent (128) between turns', () => {
    const wav = synthesizeWav(3000, [{ startMs: 500, endMs: 1000, turn: 0 }]);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(24, true)).toBe(rate);
    expect(view.getUint32(40, true)).toBe(3 * rate);
    expect(wav.length).toBe(HEADER + 3 * rate);
    expect(wav.subarray(HEADER, at(500)).every((b) => b === 128)).toBe(true);
    expect(wav.subarray(at(1000), wav.length).every((b) => b === 128)).toBe(true);
  });

  it('sounds during a turn, fading in and out', () => {
    const wav = synthesizeWav(2000, [{ startMs: 0, endMs: 1000, turn: 1 }]);
    const turn = wav.subarray(HEADER, at(1000));
    const loudest = Math.max(...turn.map((b) => Math.abs(b - 128)));
    expect(loudest).toBeGreaterThan(20);
    expect(Math.abs((turn[0] ?? 0) - 128)).toBe(0);
    expect(Math.abs((turn[turn.length - 1] ?? 0) - 128)).toBeLessThanOrEqual(1);
  });

  it('mixes overlapping turns', () => {
    const wav = synthesizeWav(1000, [
      { startMs: 0, endMs: 800, turn: 0 },
      { startMs: 200, endMs: 1000, turn: 1 },
      { startMs: 300, endMs: 700, turn: 2 },
    ]);
    const alone = synthesizeWav(1000, [{ startMs: 0, endMs: 800, turn: 0 }]);
    expect(wav.subarray(at(300), at(700))).not.toEqual(alone.subarray(at(300), at(700)));
  });

  it('clips a loud mix at the 8-bit limits rather than wrapping around', () => {
    const one = { startMs: 0, endMs: 1000, turn: 0 };
    const alone = synthesizeWav(1000, [one]);
    // Six turns in the same voice at once: the sum is six times as far from silence, past 8 bits.
    const loud = synthesizeWav(
      1000,
      Array.from({ length: 6 }, () => one),
    );
    let clipped = 0;
    alone.subarray(HEADER).forEach((b, i) => {
      const l = loud[HEADER + i] ?? 128;
      if (b > 140) expect(l).toBeGreaterThanOrEqual(b);
      if (b < 116) expect(l).toBeLessThanOrEqual(b);
      if (l === 255 || l === 0) clipped++;
    });
    expect(clipped).toBeGreaterThan(100);
  });
});
