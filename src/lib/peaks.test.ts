import { describe, expect, it } from 'vitest';
import { bucketCountFor, columnsOf, computePeaks, parseWav, peaksFromSamples, peaksFromWav } from './peaks';

function wav(samples: number[], { bits = 8, channels = 1, rate = 8000 } = {}): Uint8Array {
  const width = bits / 8;
  const data = samples.length * width;
  const bytes = new Uint8Array(44 + data);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, t: string) => [...t].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + data, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * channels * width, true);
  view.setUint16(32, channels * width, true);
  view.setUint16(34, bits, true);
  ascii(36, 'data');
  view.setUint32(40, data, true);
  samples.forEach((v, i) => {
    if (bits === 8) view.setUint8(44 + i, Math.round(v * 127) + 128);
    else view.setInt16(44 + i * 2, Math.round(v * 32767), true);
  });
  return bytes;
}

describe('peak computation', () => {
  it('silence gives flat zero peaks', () => {
    const p = peaksFromSamples(new Float32Array(8000), 8000);
    expect(p.durationMs).toBe(1000);
    expect(p.min.length).toBe(100);
    expect([...p.min].every((v) => v === 0)).toBe(true);
    expect([...p.max].every((v) => v === 0)).toBe(true);
  });

  it('clipped audio reaches exactly ±1 and values beyond full scale are clamped', () => {
    const s = new Float32Array(800).map((_, i) => (i % 2 === 0 ? 1.7 : -3));
    const p = peaksFromSamples(s, 8000);
    expect([...p.max].every((v) => v === 1)).toBe(true);
    expect([...p.min].every((v) => v === -1)).toBe(true);
  });

  it('a length not divisible by the bucket count puts every sample in exactly one bucket', () => {
    // 10 samples into 3 buckets: [0,3) [3,6) [6,10); the spike at 9 lands in the last bucket only.
    const samples = [0, 0.1, 0.2, 0.3, -0.4, 0.5, 0, 0, 0, 0.9];
    const { min, max } = computePeaks(samples.length, 3, (i) => samples[i] ?? 0);
    expect([...max].map((v) => +v.toFixed(2))).toEqual([0.2, 0.5, 0.9]);
    expect([...min].map((v) => +v.toFixed(2))).toEqual([0, -0.4, 0]);
  });

  it('fewer samples than buckets repeats the nearest sample instead of leaving holes', () => {
    const samples = [0.5, -0.5];
    const { max } = computePeaks(2, 4, (i) => samples[i] ?? 0);
    expect([...max]).toEqual([0.5, 0.5, -0.5, -0.5]);
    expect([...computePeaks(0, 3, () => 1).max]).toEqual([0, 0, 0]);
  });

  it('reads 8- and 16-bit WAV, mono and stereo, without decoding', () => {
    const mono = wav([0, 0.5, -0.5, 0], { bits: 8 });
    const f = parseWav(mono);
    expect(f).toMatchObject({
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 8,
      dataOffset: 44,
      dataBytes: 4,
    });
    const p = f && peaksFromWav(mono, f);
    expect(p?.durationMs).toBe(0.5);
    expect(p?.max[0]).toBeCloseTo(0.5, 3);
    expect(p?.min[0]).toBeCloseTo(-0.5, 1);
    // Stereo frames are averaged: (1, 0) is 0.5.
    const stereo = wav([1, 0, 1, 0], { bits: 16, channels: 2 });
    const g = parseWav(stereo);
    expect(g?.channels).toBe(2);
    expect(g && peaksFromWav(stereo, g).max[0]).toBeCloseTo(0.5, 3);
    expect(parseWav(new TextEncoder().encode('ID3 not a wav file at all'))).toBeNull();
  });

  it('sizes buckets at 100 a second and draws columns of a view', () => {
    expect(bucketCountFor(3_600_000)).toBe(360_000);
    expect(bucketCountFor(0)).toBe(0);
    const s = new Float32Array(8000);
    s[4000] = 0.8; // at 500 ms
    const p = peaksFromSamples(s, 8000);
    const { hi } = columnsOf(p, 0, 1000, 10);
    expect(hi[5]).toBeCloseTo(0.8, 5);
    expect(hi[4]).toBe(0);
    // Past the end of the audio: nothing to draw.
    expect(Number.isNaN(columnsOf(p, 1000, 2000, 4).hi[0] ?? 0)).toBe(true);
  });
});
