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
 * duration, any length, the same every time for the same call. The turns, their number and
 * lengths come first (the transcript's texts are drawn per turn); `withRhythm` then times them
 * as people talk.
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
  return { totalMs, segments: withRhythm(callId, segments, 300, totalMs - 200) };
}

/**
 * The same turns (even: the agent, odd: the caller) retimed within [from, to] with a call's
 * rhythm: the agent answers at the call's own pace (mostly within a second or two), now and then
 * slowly (2 to 4.5 s);
 * either side sometimes starts before the other has finished; a few long silences (a hold).
 * Interruptions overlap part of the turn before, so turns still start in order.
 */
export function withRhythm(callId: number, segments: readonly Segment[], from: number, to: number): Segment[] {
  const rnd = prng(callId * 97 + 11);
  // How quickly this call's agent usually answers: most within a second, about one call in four
  // slower than 1.5 s at the median (the figure an alert on slow answers reads).
  const paceRoll = prng(callId * 389 + 17)();
  const pace = 0.6 + paceRoll * paceRoll * 2.6;
  const lengths = segments.map((s) => Math.max(1, s.endMs - s.startMs));
  // Before each turn: a wait in ms, or an overlap as a share of the turn before.
  const waits = segments.map((s, i) => {
    if (i === 0) return { wait: 0, overlap: 0 };
    const roll = rnd();
    const agentAnswers = s.turn % 2 === 0;
    if (roll < 0.07) return { wait: 0, overlap: 0.15 + rnd() * 0.3 };
    if (roll < 0.1) return { wait: 3200 + Math.floor(rnd() * 4800), overlap: 0 };
    if (agentAnswers && roll < 0.22) return { wait: 2100 + Math.floor(rnd() * 1800), overlap: 0 };
    const usual = 200 + Math.floor(rnd() * (agentAnswers ? 1000 : 700));
    return { wait: agentAnswers ? Math.round(usual * pace) : usual, overlap: 0 };
  });
  const spoken = lengths.reduce((sum, l, i) => sum + l - (waits[i + 1]?.overlap ?? 0) * l, 0);
  const waited = waits.reduce((sum, w) => sum + w.wait, 0);
  // Turns shrink (or grow a little) to fit the call; where waits alone would not fit, they shrink too.
  let talk = Math.min(1.2, (to - from - waited) / spoken);
  let pause = 1;
  if (talk < 0.5) {
    talk = 0.5;
    pause = Math.max(0, (to - from - talk * spoken) / Math.max(1, waited));
  }
  const laid: Segment[] = [];
  let end = from;
  segments.forEach((seg, i) => {
    const w = waits[i] ?? { wait: 0, overlap: 0 };
    const before = laid[i - 1];
    const start = before && w.overlap > 0 ? end - w.overlap * (before.endMs - before.startMs) : end + w.wait * pause;
    const stop = start + (lengths[i] ?? 1) * talk;
    laid.push({ startMs: start, endMs: stop, turn: seg.turn });
    end = Math.max(end, stop);
  });
  // Whatever rounding left over is taken out evenly, so the last turn ends within the call.
  const k = Math.min(1, (to - from) / Math.max(1, end - from));
  const at = (ms: number) => Math.round(from + (ms - from) * k);
  let lastStart = -Infinity;
  return laid.map((seg) => {
    const startMs = Math.max(at(seg.startMs), lastStart + 1);
    lastStart = startMs;
    return { startMs, endMs: Math.max(startMs + 1, at(seg.endMs)), turn: seg.turn };
  });
}

/**
 * Answers a GET for bytes, honouring a single `Range: bytes=` request (206/416);
 * other range forms get the whole body.
 */
export function rangeResponse(
  bytes: Uint8Array<ArrayBuffer>,
  rangeHeader: string | undefined,
  contentType: string,
): Response {
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
