import type { Clip } from '../contract/index.ts';
import { prng } from './seed-calls.ts';

export const SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

export type Segment = { startMs: number; endMs: number; turn: number };

const SINE = new Float32Array(1024).map((_, i) => Math.sin((2 * Math.PI * i) / 1024));

function writeHeader(view: DataView, dataBytes: number): void {
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE, true); // byte rate (8-bit mono)
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
}

/**
 * 8-bit PCM mono WAV: each segment is a tone (pitch varies per turn) with a speech-like
 * amplitude wobble and short fades; silence between segments; overlaps are mixed.
 */
export function synthesizeWav(totalMs: number, segments: readonly Segment[]): Uint8Array<ArrayBuffer> {
  const samples = Math.max(1, Math.ceil((totalMs / 1000) * SAMPLE_RATE));
  const bytes = new Uint8Array(HEADER_BYTES + samples);
  writeHeader(new DataView(bytes.buffer), samples);
  bytes.fill(128, HEADER_BYTES);
  const fade = Math.round(SAMPLE_RATE * 0.012);
  for (const seg of segments) {
    const from = Math.max(0, Math.floor((seg.startMs / 1000) * SAMPLE_RATE));
    const to = Math.min(samples, Math.floor((seg.endMs / 1000) * SAMPLE_RATE));
    const freq = (seg.turn % 2 === 0 ? 330 : 520) + ((seg.turn * 7) % 9) * 22;
    const step = (freq / SAMPLE_RATE) * 1024;
    const wobbleStep = ((3 + (seg.turn % 3)) / SAMPLE_RATE) * 1024;
    let phase = 0;
    let wobble = 0;
    for (let i = from; i < to; i++) {
      const k = i - from;
      const edge = Math.min(1, k / fade, (to - 1 - i) / fade);
      const env = edge * (0.65 + 0.35 * (SINE[Math.floor(wobble) & 1023] ?? 0));
      const value = (SINE[Math.floor(phase) & 1023] ?? 0) * env * 42;
      const at = HEADER_BYTES + i;
      bytes[at] = Math.max(0, Math.min(255, Math.round((bytes[at] ?? 128) + value)));
      phase += step;
      wobble += wobbleStep;
      if (phase >= 1024) phase -= 1024;
      if (wobble >= 1024) wobble -= 1024;
    }
  }
  return bytes;
}

/** Segments for a clip set's clips: each clip sounds from start_ms to end_ms. */
export function clipSegments(clips: readonly Clip[]): Segment[] {
  const out: Segment[] = [];
  clips.forEach((clip, index) => {
    const start = clip.start_ms;
    const end = clip.end_ms ?? (start != null && clip.duration_ms != null ? start + clip.duration_ms : null);
    if (start == null || end == null || end <= start) return;
    out.push({ startMs: start, endMs: end, turn: clip.turn_index ?? index });
  });
  return out;
}

/**
 * A generic recording for a call with no clip set: turns of speech over the call's whole
 * duration, any length, the same every time for the same call.
 */
export function genericSegments(callId: number, durationMs: number): { totalMs: number; segments: Segment[] } {
  const totalMs = Math.max(2000, Math.round(durationMs));
  const rnd = prng(callId);
  const segments: Segment[] = [];
  let t = 300;
  for (let turn = 0; t < totalMs - 500; turn++) {
    const len = 900 + Math.floor(rnd() * 2200);
    segments.push({ startMs: t, endMs: Math.min(t + len, totalMs - 200), turn });
    t += len + 250 + Math.floor(rnd() * 700);
  }
  return { totalMs, segments };
}

/**
 * Answers a GET for bytes, honouring a single `Range: bytes=` request (206/416);
 * other range forms get the whole body.
 */
export function rangeResponse(bytes: Uint8Array<ArrayBuffer>, rangeHeader: string | undefined, contentType: string): Response {
  const size = bytes.length;
  const base = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-cache' };
  const match = rangeHeader ? /^bytes=(\d*)-(\d*)(?:,.*)?$/.exec(rangeHeader.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) {
    return new Response(bytes, { status: 200, headers: { ...base, 'Content-Length': String(size) } });
  }
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) {
    return new Response(null, { status: 416, headers: { ...base, 'Content-Range': `bytes */${size}` } });
  }
  return new Response(bytes.subarray(start, end + 1), {
    status: 206,
    headers: { ...base, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${size}` },
  });
}
