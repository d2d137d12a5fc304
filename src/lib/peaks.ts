/**
 * Waveform peaks: for each bucket of consecutive samples, the lowest and highest value, in
 * -1..1. Pure and synchronous; the app runs it in a Worker (peaks.worker.ts), since a long
 * recording is tens of millions of samples.
 */
export type Peaks = {
  /** Lowest sample per bucket, -1..0 (or above, for a bucket that never goes negative). */
  min: Float32Array<ArrayBuffer>;
  /** Highest sample per bucket. */
  max: Float32Array<ArrayBuffer>;
  /** Length of the audio the buckets cover. */
  durationMs: number;
};

/** Buckets per second of audio: 10 ms each, fine enough for a clip timeline zoomed in. */
export const PEAKS_PER_SECOND = 100;
/** Above this many buckets (about 2.9 hours at 100 a second) the buckets get longer. */
export const MAX_BUCKETS = 1 << 20;

export function bucketCountFor(durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return Math.max(1, Math.min(MAX_BUCKETS, Math.ceil((durationMs / 1000) * PEAKS_PER_SECOND)));
}

const clamp = (v: number) => (v > 1 ? 1 : v < -1 ? -1 : v);

/**
 * Peaks of `length` samples read by `sampleAt` (values -1..1; clipped beyond). Bucket b covers
 * samples [floor(b·n/B), floor((b+1)·n/B)), so every sample lands in exactly one bucket even when
 * n is not a multiple of B; with fewer samples than buckets a bucket repeats its nearest sample.
 */
export function computePeaks(
  length: number,
  buckets: number,
  sampleAt: (i: number) => number,
): { min: Float32Array<ArrayBuffer>; max: Float32Array<ArrayBuffer> } {
  const min = new Float32Array(buckets);
  const max = new Float32Array(buckets);
  if (length <= 0) return { min, max };
  for (let b = 0; b < buckets; b++) {
    const from = Math.min(length - 1, Math.floor((b * length) / buckets));
    const to = Math.max(from + 1, Math.floor(((b + 1) * length) / buckets));
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = from; i < to; i++) {
      const v = sampleAt(i);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    min[b] = clamp(lo);
    max[b] = clamp(hi);
  }
  return { min, max };
}

export function peaksFromSamples(samples: Float32Array, sampleRate: number): Peaks {
  const durationMs = (samples.length / sampleRate) * 1000;
  const { min, max } = computePeaks(samples.length, bucketCountFor(durationMs), (i) => samples[i] ?? 0);
  return { min, max, durationMs };
}

export type WavFormat = {
  /** 1 integer PCM, 3 IEEE float. */
  format: 1 | 3;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataBytes: number;
};

/** The format of a RIFF/WAVE file of PCM or float samples, or null for anything else. */
export function parseWav(bytes: Uint8Array): WavFormat | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let fmt: Omit<WavFormat, 'dataOffset' | 'dataBytes'> | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16) {
      let format = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the sub-format GUID's first two bytes.
      if (format === 0xfffe && size >= 26) format = view.getUint16(body + 24, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      if ((format !== 1 && format !== 3) || ![8, 16, 24, 32].includes(bitsPerSample)) return null;
      if (format === 3 && bitsPerSample !== 32) return null;
      fmt = {
        format,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample,
      };
    } else if (id === 'data' && fmt) {
      if (fmt.channels < 1 || fmt.sampleRate < 1) return null;
      return { ...fmt, dataOffset: body, dataBytes: Math.min(size, bytes.length - body) };
    }
    at = body + size + (size % 2);
  }
  return null;
}

/** Peaks straight from a WAV file's bytes (no decoding: channels are averaged per frame). */
export function peaksFromWav(bytes: Uint8Array, wav: WavFormat): Peaks {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = wav.bitsPerSample / 8;
  const frameBytes = width * wav.channels;
  const frames = Math.floor(wav.dataBytes / frameBytes);
  const one = (at: number): number => {
    switch (wav.bitsPerSample) {
      case 8:
        return ((bytes[at] ?? 128) - 128) / 128;
      case 16:
        return view.getInt16(at, true) / 32768;
      case 24: {
        const v = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
        return ((v << 8) >> 8) / 8388608;
      }
      default:
        return wav.format === 3 ? view.getFloat32(at, true) : view.getInt32(at, true) / 2147483648;
    }
  };
  const sampleAt =
    wav.channels === 1
      ? (i: number) => one(wav.dataOffset + i * width)
      : (i: number) => {
          let sum = 0;
          const at = wav.dataOffset + i * frameBytes;
          for (let c = 0; c < wav.channels; c++) sum += one(at + c * width);
          return sum / wav.channels;
        };
  const durationMs = (frames / wav.sampleRate) * 1000;
  const { min, max } = computePeaks(frames, bucketCountFor(durationMs), sampleAt);
  return { min, max, durationMs };
}

/**
 * The lowest and highest value over the buckets that fall in each of `columns` equal slices of
 * [startMs, endMs): what one pixel column of a drawn waveform shows. Slices outside the audio
 * are NaN (drawn as nothing).
 */
export function columnsOf(
  peaks: Peaks,
  startMs: number,
  endMs: number,
  columns: number,
): { lo: Float32Array; hi: Float32Array } {
  const lo = new Float32Array(columns).fill(NaN);
  const hi = new Float32Array(columns).fill(NaN);
  const n = peaks.min.length;
  if (n === 0 || columns <= 0 || !(endMs > startMs) || !(peaks.durationMs > 0)) return { lo, hi };
  const perMs = n / peaks.durationMs;
  const step = (endMs - startMs) / columns;
  for (let x = 0; x < columns; x++) {
    const b0 = Math.floor((startMs + x * step) * perMs);
    const b1 = Math.max(b0 + 1, Math.floor((startMs + (x + 1) * step) * perMs));
    if (b1 <= 0 || b0 >= n) continue;
    let l = Infinity;
    let h = -Infinity;
    for (let b = Math.max(0, b0); b < Math.min(n, b1); b++) {
      const mn = peaks.min[b] ?? 0;
      const mx = peaks.max[b] ?? 0;
      if (mn < l) l = mn;
      if (mx > h) h = mx;
    }
    lo[x] = l;
    hi[x] = h;
  }
  return { lo, hi };
}
