import type { Call, TranscriptTurn } from '../contract/index.ts';

/**
 * The voice metrics the emulated service reports for a call, read from the call's own transcript
 * as a listener would time it: the emulator's account of "how the call went", so a firing that
 * quotes a call's median latency says what the call page shows for that call.
 *
 * - median_latency: the middle of the agent's responses, in ms (a caller's turn ends, the agent's
 *   next turn starts; a turn is compared with the turn holding the floor: of the turns before it,
 *   the one that ends last);
 * - interruptions: turns that start before another speaker's turn on the floor has ended;
 * - talk_ratio: the agent's share of all speaking time, in % (rounded).
 */
export type VoiceTiming = {
  medianLatencyMs: number | null;
  interruptions: number;
  talkRatio: number | null;
  /** The agent's responses, in ms, ascending. */
  responses: number[];
};

type Timed = { index: number; start: number; end: number; who: string };

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const who = (speaker: string | null | undefined) => {
  const s = speaker?.trim().toLowerCase() ?? '';
  return s === 'agent' || s === 'caller' ? s : `other:${s}`;
};

/** The middle of ascending values (the mean of the two middle ones for an even count). */
export function medianOf(sorted: readonly number[]): number | null {
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return null;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function voiceTiming(turns: readonly TranscriptTurn[]): VoiceTiming {
  const timed: Timed[] = [];
  turns.forEach((t, index) => {
    if (finite(t.start_ms) && finite(t.end_ms) && t.end_ms >= t.start_ms)
      timed.push({ index, start: t.start_ms, end: t.end_ms, who: who(t.speaker) });
  });
  timed.sort((a, b) => a.start - b.start || a.index - b.index);
  const responses: number[] = [];
  let interruptions = 0;
  let agentMs = 0;
  let spokenMs = 0;
  let floor: Timed | null = null;
  for (const t of timed) {
    spokenMs += t.end - t.start;
    if (t.who === 'agent') agentMs += t.end - t.start;
    if (floor) {
      const gap = t.start - floor.end;
      if (gap < 0 && t.who !== floor.who) interruptions++;
      else if (gap >= 0 && floor.who === 'caller' && t.who === 'agent') responses.push(gap);
    }
    if (!floor || t.end > floor.end) floor = t;
  }
  responses.sort((a, b) => a - b);
  return {
    medianLatencyMs: medianOf(responses),
    responses,
    interruptions,
    talkRatio: spokenMs > 0 ? Math.round((agentMs / spokenMs) * 100) : null,
  };
}

const cache = new WeakMap<Call, VoiceTiming | null>();

/** A call's timing, read once per call from `transcript` (null: the call has no transcript). */
export function cachedVoiceTiming(call: Call, transcript: () => readonly TranscriptTurn[] | null): VoiceTiming | null {
  if (cache.has(call)) return cache.get(call) ?? null;
  const turns = transcript();
  const timing = turns && turns.length > 0 ? voiceTiming(turns) : null;
  cache.set(call, timing);
  return timing;
}
